import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useDrawnRandom } from '../../../lib/drawing.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { EventCarousel, EventCarouselSkeleton } from '../../events/components/event-carousel.tsx';
import { moreEventsQueryOptions } from '../api/get-more-events.ts';

/** SPEC §2: up to three other upcoming events, picked at random, under "more events". */
export function MoreEvents({ currentId }: { currentId: string }) {
  const { t } = useTranslation('eventPage');
  const query = useQuery(moreEventsQueryOptions(currentId, useQueryClient(), useDrawnRandom()));
  if (query.isError || query.data?.length === 0) return null;
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
          <EventCarousel events={query.data} label={t('more.title')} onFirstScreen={false} />
        )}
      </div>
    </section>
  );
}
