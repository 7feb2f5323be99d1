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
      {(
        [
          ['upcoming', upcoming],
          ['past', past],
        ] as const
      ).map(([when, query]) => (
        <CardShelf
          key={when}
          title={t(`${kind}.${when}.title`)}
          headingId={`${prefix}-${when}-title`}
          loading={query.isPending}
          skeleton={<SquareEventCardSkeleton />}
          emptyText={query.isError ? describeError(query.error) : t(`${kind}.${when}.empty`)}
          testId={`${prefix}-${when}`}
        >
          {query.data?.map((event, index) => (
            // The first upcoming poster is the page's largest image: asked for at once, first.
            <SquareEventCard key={event.id} event={event} priority={when === 'upcoming' && index === 0} />
          ))}
        </CardShelf>
      ))}
    </>
  );
}
