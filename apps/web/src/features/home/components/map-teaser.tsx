import { MapPinned } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.ts';
import {
  CRETE_OUTLINE,
  CRETE_TOWNS,
  CRETE_VIEWBOX,
  projectOnCrete,
} from '../../../components/ui/crete-map.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { useLoginGate } from '../../../lib/use-login-gate.ts';

/** The four county seats, marked on the picture. */
const COUNTY_SEATS = CRETE_TOWNS.slice(0, 4).flatMap(([, lat, lng]) => projectOnCrete(lat, lng) ?? []);

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
        <svg viewBox={CRETE_VIEWBOX} aria-hidden="true" className="mx-auto h-auto w-full max-w-md">
          <path
            d={CRETE_OUTLINE}
            className="fill-surface stroke-primary"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
          {COUNTY_SEATS.map(({ x, y }) => (
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
