import { CardShelf } from '../../../components/ui/card-shelf.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { EventCard } from '../../events/components/event-card.tsx';
import { EventCardSkeleton } from '../../events/components/event-card-skeleton.tsx';
import { useArtistPastEvents, useArtistUpcomingEvents } from '../api/get-artist-events.ts';
import '../texts.ts';

/** Where the artist plays next, then where they played (SPEC §2 artist page). */
export function ArtistEvents({ id }: { id: string }) {
  const { t } = useTranslation('artists');
  const upcoming = useArtistUpcomingEvents(id);
  const past = useArtistPastEvents(id);
  return (
    <>
      <CardShelf
        title={t('upcoming.title')}
        headingId="artist-upcoming-title"
        loading={upcoming.isPending}
        skeleton={<EventCardSkeleton />}
        emptyText={upcoming.isError ? describeError(upcoming.error) : t('upcoming.empty')}
        testId="artist-upcoming"
      >
        {upcoming.data?.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </CardShelf>
      <CardShelf
        title={t('past.title')}
        headingId="artist-past-title"
        loading={past.isPending}
        skeleton={<EventCardSkeleton />}
        emptyText={past.isError ? describeError(past.error) : t('past.empty')}
        testId="artist-past"
      >
        {past.data?.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </CardShelf>
    </>
  );
}
