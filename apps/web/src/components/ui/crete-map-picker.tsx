import { cn } from '../../lib/cn.ts';
import {
  CRETE_BOUNDS,
  CRETE_OUTLINE,
  CRETE_VIEWBOX,
  projectOnCrete,
  unprojectFromCrete,
} from './crete-map.tsx';

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
  // Null off the island's drawing: no marker then.
  const point = lat !== null && lng !== null ? projectOnCrete(lat, lng) : null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: tapping the map is a shortcut; the latitude and longitude fields beside it are the keyboard way.
    <svg
      viewBox={CRETE_VIEWBOX}
      role="img"
      aria-label={label}
      className={cn('h-auto w-full rounded-2xl bg-primary-soft', onPick && 'cursor-crosshair', className)}
      onClick={
        onPick
          ? (event) => {
              const svg = event.currentTarget;
              const box = svg.getBoundingClientRect();
              if (!box.width || !box.height) return;
              const x = CRETE_BOUNDS.x + ((event.clientX - box.left) / box.width) * CRETE_BOUNDS.width;
              const y = CRETE_BOUNDS.y + ((event.clientY - box.top) / box.height) * CRETE_BOUNDS.height;
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
      {point && (
        <g data-testid="map-marker">
          <circle cx={point.x} cy={point.y} r="7" className="fill-accent" opacity="0.25" />
          <circle cx={point.x} cy={point.y} r="3.5" className="fill-accent stroke-surface" strokeWidth="1" />
        </g>
      )}
    </svg>
  );
}
