import type { TopicKind } from '@glentia/core';
import { CardShelf } from '../../../components/ui/card-shelf.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { SquareEventCardSkeleton } from '../../events/components/event-card-skeleton.tsx';
import { SquareEventCard } from '../../events/components/square-event-card.tsx';
import { usePastEventsOf, useUpcomingEventsOf } from '../api/get-profile-events.ts';

/** The page's name for test ids and headings: `artist-…` or `venue-…`. */
export const profilePrefix = (kind: TopicKind) => (kind === 'artist' ? 'artist' : 'venue');

/**
 * An artist's or a venue's upcoming events, then its past ones (SPEC §2), as rows of square 20rem
 * cards with four skeleton cards while each loads.
 */
export function ProfileEvents({ kind, id }: { kind: TopicKind; id: string }) {
  const { t } = useTranslation('profiles');
  const upcoming = useUpcomingEventsOf(kind, id);
  const past = usePastEventsOf(kind, id);
  const prefix = profilePrefix(kind);
  return (
    <>
      <CardShelf
        title={t(`${kind}.upcoming.title`)}
        headingId={`${prefix}-upcoming-title`}
        loading={upcoming.isPending}
        skeleton={<SquareEventCardSkeleton />}
        emptyText={upcoming.isError ? describeError(upcoming.error) : t(`${kind}.upcoming.empty`)}
        testId={`${prefix}-upcoming`}
      >
        {upcoming.data?.map((event) => (
          <SquareEventCard key={event.id} event={event} />
        ))}
      </CardShelf>
      <CardShelf
        title={t(`${kind}.past.title`)}
        headingId={`${prefix}-past-title`}
        loading={past.isPending}
        skeleton={<SquareEventCardSkeleton />}
        emptyText={past.isError ? describeError(past.error) : t(`${kind}.past.empty`)}
        testId={`${prefix}-past`}
      >
        {past.data?.map((event) => (
          <SquareEventCard key={event.id} event={event} />
        ))}
      </CardShelf>
    </>
  );
}
