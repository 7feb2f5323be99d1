/**
 * The map asks for what it shows (issue 35): an area and a zoom. Venues are gathered into cells a
 * marker or so wide, so one answer holds at most a screenful of cells, however many venues the
 * island has. Positions are Web Mercator pixels at a zoom, the grid of Leaflet and of every tile
 * server: at zoom z the world is 256·2^z pixels wide.
 */
import { CRETE_AREA } from './geo.ts';

/** A box on the map, in degrees. */
export interface MapBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Width of a map tile in pixels. */
export const MAP_TILE_PX = 256;
/** Venues closer than one cell at the map's zoom share a marker: a little wider than a marker (50 px). */
export const MAP_CELL_PX = 64;
/** Areas are widened to a grid of this many pixels, so a small pan asks the same question again. */
export const MAP_BLOCK_PX = 512;
/** SPEC §9: the map opens at zoom 10; it is also the zoom of a question that names none. */
export const MAP_DEFAULT_ZOOM = 10;
export const MAP_ZOOM_MIN = 5;
export const MAP_ZOOM_MAX = 18;
/** From this zoom on every venue is its own marker: a cell is some 30 m, a screen a few streets. */
export const MAP_EVERY_VENUE_ZOOM = 16;
/** The widest and tallest area one question may cover, in pixels at its zoom (a 4K screen and a block around it). */
export const MAP_AREA_MAX_PX = 6144;
/** The area of a question that names none: Crete and its sea. */
export const MAP_ISLAND: MapBox = CRETE_AREA;

/** Web Mercator stops short of the poles. */
const MAX_LATITUDE = 85.0511287798;

const worldPixels = (zoom: number) => MAP_TILE_PX * 2 ** zoom;

/** A position's pixel on the world map at `zoom` (x eastwards, y southwards). */
export function toMapPixel(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const size = worldPixels(zoom);
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The position of a pixel on the world map at `zoom`. */
export function fromMapPixel(x: number, y: number, zoom: number): { lat: number; lng: number } {
  const size = worldPixels(zoom);
  const n = Math.PI - (2 * Math.PI * y) / size;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / size) * 360 - 180 };
}

/** An area as pixel blocks of `MAP_BLOCK_PX` at a zoom: the blocks it touches, ends included. */
export interface MapBlocks {
  zoom: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The blocks a box touches at `zoom`, within the world. */
export function mapBlocks(box: MapBox, zoom: number): MapBlocks {
  const last = worldPixels(zoom) / MAP_BLOCK_PX - 1;
  const block = (pixel: number) => Math.max(0, Math.min(last, Math.floor(pixel / MAP_BLOCK_PX)));
  const northWest = toMapPixel(box.north, box.west, zoom);
  const southEast = toMapPixel(box.south, box.east, zoom);
  return {
    zoom,
    left: block(northWest.x),
    top: block(northWest.y),
    right: block(southEast.x),
    bottom: block(southEast.y),
  };
}

/** The box the blocks cover, in degrees. */
export function mapBlocksBox({ zoom, left, top, right, bottom }: MapBlocks): MapBox {
  const northWest = fromMapPixel(left * MAP_BLOCK_PX, top * MAP_BLOCK_PX, zoom);
  const southEast = fromMapPixel((right + 1) * MAP_BLOCK_PX, (bottom + 1) * MAP_BLOCK_PX, zoom);
  return { west: northWest.lng, north: northWest.lat, east: southEast.lng, south: southEast.lat };
}

/**
 * The box that asks for exactly these blocks again (the map's `bbox`): each side a couple of
 * pixels inside, so the rounding of degrees never reaches a neighbouring block.
 */
export function mapBlocksQueryBox(blocks: MapBlocks): MapBox {
  const box = mapBlocksBox(blocks);
  const inset = (2 * 360) / worldPixels(blocks.zoom);
  return {
    west: box.west + inset,
    east: box.east - inset,
    south: box.south + inset,
    north: box.north - inset,
  };
}

/** The blocks' size in pixels, to hold a question to `MAP_AREA_MAX_PX`. */
export function mapBlocksPixels(blocks: MapBlocks): { width: number; height: number } {
  return {
    width: (blocks.right - blocks.left + 1) * MAP_BLOCK_PX,
    height: (blocks.bottom - blocks.top + 1) * MAP_BLOCK_PX,
  };
}

/** One text for the blocks: the key the server caches under and the app queries under. */
export const mapBlocksKey = (blocks: MapBlocks) =>
  `${blocks.zoom}/${blocks.left}/${blocks.top}/${blocks.right}/${blocks.bottom}`;

/** Degrees to six decimals (about 10 cm): enough for a marker, and no float noise in an answer. */
export const roundMapDegrees = (value: number) => Math.round(value * 1e6) / 1e6;

/** A box as the `bbox` query parameter writes it: `west,south,east,north`. */
export const formatMapBox = (box: MapBox) =>
  [box.west, box.south, box.east, box.north].map((value) => value.toFixed(6)).join(',');

/** `west,south,east,north` in degrees, or null when it is not a box. */
export function parseMapBox(text: string): MapBox | null {
  const parts = text.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (parts.length !== 4 || !parts.every(Number.isFinite)) return null;
  const [west, south, east, north] = parts as [number, number, number, number];
  const inWorld = [west, east].every((lng) => lng >= -180 && lng <= 180);
  const inLatitudes = [south, north].every((lat) => lat >= -90 && lat <= 90);
  if (!inWorld || !inLatitudes || west >= east || south >= north) return null;
  return { west, south, east, north };
}

/** The smallest box holding every one of these positions (at least one). */
export function mapBoxAround(points: ReadonlyArray<{ lat: number; lng: number }>): MapBox {
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  return {
    west: Math.min(...lngs),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    north: Math.max(...lats),
  };
}

/** Whether a position lies in a box. */
export const inMapBox = (box: MapBox, lat: number, lng: number) =>
  lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east;
