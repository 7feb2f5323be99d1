import { MapPinned } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLoginGate } from '../../../lib/use-login-gate.ts';

/** Crete drawn from its coastline (simplified), with the four county towns marked. */
const CRETE_OUTLINE =
  'M9 12.3L13 17.2L20 19.6L25 4.9L32 19.6L52 24.5L59 19.6L67 14.7L70 22L62 28.2L76 44.1L97 42.9L112 36.7L128 38L145 38L163 46.5L189 49L197 52.7L212 55.1L222 64.9L226 51.5L230 61.3L260 62.5L276 50.2L281 52.7L275 62.5L276 75.9L264 88.2L249 84.5L224 88.2L202 89.4L180 90.7L143 96.8L124 98L125 88.2L119 75.9L89 64.9L73 66.1L58 63.7L31 57.6L18 60L4 55.1L7 28.2Z';
const TOWNS: ReadonlyArray<readonly [number, number]> = [
  [52, 28],
  [97, 45],
  [163, 49],
  [222, 67],
];

/** A picture of Crete with a button to the events map. */
export function MapTeaser() {
  const { t } = useTranslation('home');
  const loginGate = useLoginGate();
  return (
    <section
      aria-labelledby="home-map-title"
      className="overflow-hidden rounded-3xl border border-border bg-surface shadow-card"
    >
      <div className="bg-linear-to-b from-primary-soft to-surface px-4 pt-5 pb-2">
        <svg viewBox="-4 -4 293 108" aria-hidden="true" className="mx-auto h-auto w-full max-w-md">
          <path
            d={CRETE_OUTLINE}
            className="fill-surface stroke-primary"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
          {TOWNS.map(([x, y]) => (
            <g key={`${x}-${y}`}>
              <circle cx={x} cy={y} r="7" className="fill-accent" opacity="0.25" />
              <circle cx={x} cy={y} r="3.5" className="fill-accent" />
            </g>
          ))}
        </svg>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 p-5 pt-3">
        <div>
          <h2 id="home-map-title" className="text-lg font-bold">
            {t('map.title')}
          </h2>
          <p className="text-sm text-muted">{t('map.message')}</p>
        </div>
        <Link
          to="/maps"
          onClick={(event) => {
            // SPEC §2 home: logged out, the map button remembers /maps and opens the login sheet.
            if (!loginGate('/maps')) event.preventDefault();
          }}
          className={buttonClass({ variant: 'primary' })}
        >
          <MapPinned aria-hidden="true" className="size-4" />
          {t('map.open')}
        </Link>
      </div>
    </section>
  );
}
