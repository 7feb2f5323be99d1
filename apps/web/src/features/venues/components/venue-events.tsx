import { CardShelf } from '../../../components/ui/card-shelf.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { EventCard } from '../../events/components/event-card.tsx';
import { EventCardSkeleton } from '../../events/components/event-card-skeleton.tsx';
import { useVenuePastEvents, useVenueUpcomingEvents } from '../api/get-venue-events.ts';
import '../texts.ts';

/** The venue's upcoming events, then its past ones (SPEC §2), as rows of 20rem cards. */
export function VenueEvents({ id }: { id: string }) {
  const { t } = useTranslation('venues');
  const upcoming = useVenueUpcomingEvents(id, true);
  const past = useVenuePastEvents(id, true);
  return (
    <>
      <CardShelf
        title={t('upcoming.title')}
        headingId="venue-upcoming-title"
        loading={upcoming.isPending}
        skeleton={<EventCardSkeleton />}
        emptyText={upcoming.isError ? describeError(upcoming.error) : t('upcoming.empty')}
        testId="venue-upcoming"
      >
        {upcoming.data?.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </CardShelf>
      <CardShelf
        title={t('past.title')}
        headingId="venue-past-title"
        loading={past.isPending}
        skeleton={<EventCardSkeleton />}
        emptyText={past.isError ? describeError(past.error) : t('past.empty')}
        testId="venue-past"
      >
        {past.data?.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </CardShelf>
    </>
  );
}
