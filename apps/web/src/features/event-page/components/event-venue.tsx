import { COUNTY_NAMES, formatPhoneDisplay, phoneHref, type TEvent } from '@glentia/core';
import { ChevronRight, MapPin, Phone } from 'lucide-react';
import { NameWithGreek } from '../../../components/ui/name-with-greek.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';

/** The venue (linking to its page, with its county) and the booking phone. */
export function EventVenue({ event }: { event: Pick<TEvent, 'location' | 'telephone'> }) {
  const { t, i18n } = useTranslation('eventPage');
  const { location } = event;
  const phone = event.telephone ?? location?.phone ?? null;
  return (
    <div className="space-y-2">
      {location && (
        <Link
          to={`/location/${location.id}`}
          data-testid="event-venue"
          className="flex min-h-16 items-center gap-3 rounded-2xl border border-border bg-surface px-4 py-2 shadow-card hover:bg-surface-muted"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
            <MapPin aria-hidden="true" className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-xs font-semibold text-muted">{t('venue')}</span>
            <NameWithGreek
              name={location.name}
              language={i18n.resolvedLanguage}
              className="block truncate font-bold"
              greekClassName="truncate font-bold"
            />
            <span className="block text-sm text-muted">
              {location.county ? COUNTY_NAMES[location.county][i18n.resolvedLanguage] : t('venueNoCounty')}
            </span>
          </span>
          <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
        </Link>
      )}
      {phone && (
        <a
          href={phoneHref(phone)}
          className="flex min-h-14 items-center gap-3 rounded-2xl border border-border bg-surface px-4 py-2 shadow-card hover:bg-surface-muted"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground">
            <Phone aria-hidden="true" className="size-5" />
          </span>
          <span>
            <span className="block text-xs font-semibold text-muted">{t('phone')}</span>
            <span className="block font-bold tabular-nums" data-testid="event-phone">
              {formatPhoneDisplay(phone)}
            </span>
          </span>
        </a>
      )}
    </div>
  );
}
