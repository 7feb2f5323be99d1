import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The shape of the event page while it loads. */
export function EventPageSkeleton() {
  const { t } = useTranslation('eventPage');
  return (
    <div aria-busy="true" className="grid gap-6 pt-2 md:grid-cols-2">
      <span className="sr-only" role="status">
        {t('loading')}
      </span>
      <Skeleton rounded="3xl" className="aspect-[4/5] w-full" />
      <div className="space-y-4">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton rounded="2xl" className="h-28 w-full" />
        <Skeleton rounded="full" className="h-11 w-1/2" />
        <Skeleton rounded="2xl" className="h-16 w-full" />
      </div>
    </div>
  );
}
