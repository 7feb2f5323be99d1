import { resolveEventSummaries } from '@glentia/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useDrawnRandom } from '../../../lib/drawing.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { timelineQueryOptions } from '../../events/api/get-event-summaries.ts';
import { EventCarousel, EventCarouselSkeleton } from '../../events/components/event-carousel.tsx';
import { MORE_EVENTS_COUNT, pickMoreEvents } from '../lib/more-events.ts';

/**
 * SPEC §2: up to three other upcoming events, picked at random, under "more events". They come
 * from the timeline's first week (the same answer /glentia shows, so often already here), and the
 * week after when that one has too few.
 */
export function MoreEvents({ currentId }: { currentId: string }) {
  const { t } = useTranslation('eventPage');
  const query = useInfiniteQuery(timelineQueryOptions({}));
  const random = useDrawnRandom();
  // biome-ignore lint/correctness/useExhaustiveDependencies: picked again only for other events
  const picked = useMemo(
    () =>
      pickMoreEvents(
        query.data?.pages.flatMap((page) => resolveEventSummaries(page)) ?? [],
        currentId,
        undefined,
        random,
      ),
    [query.data, currentId],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isSuccess } = query;
  const tooFew = isSuccess && picked.length < MORE_EVENTS_COUNT && hasNextPage;
  useEffect(() => {
    if (tooFew && !isFetchingNextPage) void fetchNextPage();
  }, [tooFew, isFetchingNextPage, fetchNextPage]);
  if (query.isError || (isSuccess && !hasNextPage && picked.length === 0)) return null;
  return (
    <section aria-labelledby="more-events-title" aria-busy={query.isPending || undefined}>
      <div className="mb-3 flex items-end justify-between gap-3">
        <h2 id="more-events-title" className="text-xl font-bold tracking-tight">
          {t('more.title')}
        </h2>
        <Link
          to="/glentia"
          className="inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-primary hover:underline"
        >
          {t('more.viewAll')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div data-testid="more-events">
        {query.isPending ? (
          <EventCarouselSkeleton label={t('more.title')} />
        ) : (
          <EventCarousel events={picked} label={t('more.title')} onFirstScreen={false} />
        )}
      </div>
    </section>
  );
}
