import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The shape of an event card while events load. */
export function EventCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-surface">
      <Skeleton rounded="none" className="aspect-[4/5]" />
      <div className="space-y-2 p-3.5">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-3 w-2/3" />
      </div>
    </div>
  );
}

/** The shape of a square (20rem) event card while events load. */
export function SquareEventCardSkeleton() {
  return <Skeleton rounded="2xl" className="aspect-square w-80 max-w-full shrink-0" />;
}
