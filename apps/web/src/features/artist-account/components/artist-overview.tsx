import type { TArtistOverview } from '@glentia/core';
import { CalendarPlus } from 'lucide-react';
import { OverviewAnswer } from '../../../components/overview.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { EventActivity } from '../../partner/components/event-activity.tsx';
import { useArtistOverview } from '../api/get-artist-overview.ts';
import { ArtistDates } from './artist-dates.tsx';
import { ArtistPageCard } from './artist-page-card.tsx';

/**
 * `/artist` (issue 31): as a partner sees their venues, an artist sees their pages (and edits
 * them), their coming nights with who each waits for, and their numbers.
 */
export function ArtistOverview() {
  const { t } = useTranslation('artistAccount');
  return (
    <OverviewAnswer
      query={useArtistOverview()}
      isEmpty={(data) => data.pages.length === 0}
      empty={t('noPages')}
    >
      {({ pages, upcoming }) => (
        <div className="space-y-8">
          <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-primary-soft p-4 text-primary-soft-foreground">
            <p className="min-w-0 flex-1 text-sm">{t('addDateHint')}</p>
            <Link
              to="/glenti/edit"
              className={buttonClass({ className: 'shrink-0' })}
              data-testid="artist-add-date"
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t('addDate')}
            </Link>
          </div>
          {pages.map((page) => (
            <ArtistPageCard key={page.id} page={page} />
          ))}
          <ArtistDates events={upcoming} />
          <EventActivity events={upcoming} venues={venuesOf(upcoming)} scope="artist" />
        </div>
      )}
    </OverviewAnswer>
  );
}

/** The venues of the artist's dates, by id, for the chart's choice of night. */
function venuesOf(events: TArtistOverview['upcoming']) {
  return events.flatMap((event) =>
    event.locationId && event.venue ? [{ id: event.locationId, name: event.venue }] : [],
  );
}
