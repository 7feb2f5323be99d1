import type { CSSProperties } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Crete drawn from its coastline (simplified). Longitude and latitude map to this drawing by
 * x = (lng − 23.5) × 100 and y = (35.74 − lat) × 122 (the 122 keeps the island's true shape at
 * 35° north). The same outline draws the home page's map picture and the venue picker.
 */
export const CRETE_OUTLINE =
  'M9 12.3L13 17.2L20 19.6L25 4.9L32 19.6L52 24.5L59 19.6L67 14.7L70 22L62 28.2L76 44.1L97 42.9L112 36.7L128 38L145 38L163 46.5L189 49L197 52.7L212 55.1L222 64.9L226 51.5L230 61.3L260 62.5L276 50.2L281 52.7L275 62.5L276 75.9L264 88.2L249 84.5L224 88.2L202 89.4L180 90.7L143 96.8L124 98L125 88.2L119 75.9L89 64.9L73 66.1L58 63.7L31 57.6L18 60L4 55.1L7 28.2Z';

/** The drawing's extent (with a margin of sea). */
export const CRETE_BOUNDS = { x: -4, y: -4, width: 293, height: 108 };

/** The drawing's `viewBox`. */
export const CRETE_VIEWBOX = `${CRETE_BOUNDS.x} ${CRETE_BOUNDS.y} ${CRETE_BOUNDS.width} ${CRETE_BOUNDS.height}`;

/** Towns drawn for orientation: the four county seats first, then two more in the east. */
export const CRETE_TOWNS = [
  ['chania', 35.5138, 24.018],
  ['rethymno', 35.3666, 24.4824],
  ['heraklion', 35.3387, 25.1442],
  ['agiosNikolaos', 35.19, 25.7164],
  ['sitia', 35.2076, 26.1053],
  ['ierapetra', 35.0107, 25.7417],
] as const;

export interface MapPoint {
  x: number;
  y: number;
}

/** Where a place on Crete falls on the drawing; `null` for places off the island's map. */
export function projectOnCrete(lat: number, lng: number): MapPoint | null {
  const point = { x: (lng - 23.5) * 100, y: (35.74 - lat) * 122 };
  const inside =
    point.x >= CRETE_BOUNDS.x &&
    point.x <= CRETE_BOUNDS.x + CRETE_BOUNDS.width &&
    point.y >= CRETE_BOUNDS.y &&
    point.y <= CRETE_BOUNDS.y + CRETE_BOUNDS.height;
  return inside ? point : null;
}

/** A point of the drawing back to coordinates, rounded to about 10 m. */
export function unprojectFromCrete(x: number, y: number): { lat: number; lng: number } {
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return { lat: round(35.74 - y / 122), lng: round(23.5 + x / 100) };
}

export interface MapTown {
  name: string;
  lat: number;
  lng: number;
  /** Where the name goes, so neighbouring names do not overlap. */
  label?: 'below' | 'above';
}

interface CreteMapProps {
  lat: number;
  lng: number;
  /** Towns drawn for orientation, with their names in the interface language. */
  towns?: readonly MapTown[];
  className?: string;
  style?: CSSProperties;
  /** `slice` fills a box of another shape by cropping the sea around the island. */
  fit?: 'meet' | 'slice';
}

/** The drawing's width to height, for the box that holds it. */
export const CRETE_ASPECT = `${CRETE_BOUNDS.width} / ${CRETE_BOUNDS.height}`;

/**
 * A small drawn map of Crete with a place marked: no map service and nothing fetched from the
 * internet. Decorative: the address next to it says where it is.
 */
export function CreteMap({ lat, lng, towns = [], className, style, fit = 'meet' }: CreteMapProps) {
  const point = projectOnCrete(lat, lng);
  return (
    <svg
      viewBox={CRETE_VIEWBOX}
      aria-hidden="true"
      preserveAspectRatio={`xMidYMid ${fit}`}
      className={cn('block bg-primary-soft', className)}
      style={style}
    >
      <path
        d={CRETE_OUTLINE}
        className="fill-surface stroke-primary/70"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
      {towns.map((town) => {
        const at = projectOnCrete(town.lat, town.lng);
        if (!at) return null;
        return (
          <g key={town.name}>
            <circle cx={at.x} cy={at.y} r="2" className="fill-muted" />
            <text
              x={at.x}
              y={town.label === 'above' ? at.y - 4.5 : at.y + 10}
              textAnchor="middle"
              fontSize="8"
              fontWeight="600"
              stroke="var(--surface)"
              strokeWidth="2.4"
              strokeLinejoin="round"
              paintOrder="stroke"
              className="fill-muted"
            >
              {town.name}
            </text>
          </g>
        );
      })}
      {point && (
        <g transform={`translate(${point.x} ${point.y}) scale(2)`}>
          <circle r="7" className="fill-accent" opacity="0.18" />
          <circle r="3.8" className="fill-accent" opacity="0.3" />
          {/* A map pin whose tip touches the place. */}
          <path
            d="M0 0 C-1.2 -2.6 -4 -4.4 -4 -7.4 A4 4 0 1 1 4 -7.4 C4 -4.4 1.2 -2.6 0 0 Z"
            className="fill-accent stroke-surface"
            strokeWidth="0.7"
          />
          <circle cy="-7.6" r="1.5" className="fill-surface" />
        </g>
      )}
    </svg>
  );
}
