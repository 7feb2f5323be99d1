import { cn } from '../../lib/cn.ts';
import { CRETE_OUTLINE } from './crete-map.tsx';

const VIEW = { x: -4, y: -4, width: 293, height: 108 };

/** Map units of a point: the outline's projection (100 units a degree east, 120 a degree south). */
export function projectOnCrete(lat: number, lng: number): { x: number; y: number } {
  return { x: 100 * (lng - 23.5), y: 120 * (35.74 - lat) };
}

/** The point of map units back to coordinates, rounded to about 10 m. */
export function unprojectFromCrete(x: number, y: number): { lat: number; lng: number } {
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return { lat: round(35.74 - y / 120), lng: round(23.5 + x / 100) };
}

export interface CreteMapPickerProps {
  lat: number | null;
  lng: number | null;
  /** Spoken description of the map (it is drawn, not a tile map). */
  label: string;
  /** When given, a click or tap places the point there. */
  onPick?: (point: { lat: number; lng: number }) => void;
  className?: string;
}

/**
 * The whole island at a glance (the zoom-7 view of SPEC §9) with the venue marked: light, drawn
 * on the spot, and it needs no tile server.
 */
export function CreteMapPicker({ lat, lng, label, onPick, className }: CreteMapPickerProps) {
  const point = lat !== null && lng !== null ? projectOnCrete(lat, lng) : null;
  const inView =
    point &&
    point.x >= VIEW.x &&
    point.x <= VIEW.x + VIEW.width &&
    point.y >= VIEW.y &&
    point.y <= VIEW.y + VIEW.height;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: tapping the map is a shortcut; the latitude and longitude fields beside it are the keyboard way.
    <svg
      viewBox={`${VIEW.x} ${VIEW.y} ${VIEW.width} ${VIEW.height}`}
      role="img"
      aria-label={label}
      className={cn('h-auto w-full rounded-2xl bg-primary-soft', onPick && 'cursor-crosshair', className)}
      onClick={
        onPick
          ? (event) => {
              const svg = event.currentTarget;
              const box = svg.getBoundingClientRect();
              if (!box.width || !box.height) return;
              const x = VIEW.x + ((event.clientX - box.left) / box.width) * VIEW.width;
              const y = VIEW.y + ((event.clientY - box.top) / box.height) * VIEW.height;
              onPick(unprojectFromCrete(x, y));
            }
          : undefined
      }
    >
      <path
        d={CRETE_OUTLINE}
        className="fill-surface stroke-primary"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
      {inView && point && (
        <g data-testid="map-marker">
          <circle cx={point.x} cy={point.y} r="7" className="fill-accent" opacity="0.25" />
          <circle cx={point.x} cy={point.y} r="3.5" className="fill-accent stroke-surface" strokeWidth="1" />
        </g>
      )}
    </svg>
  );
}
