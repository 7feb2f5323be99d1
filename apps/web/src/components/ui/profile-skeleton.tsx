import { Skeleton } from './skeleton.tsx';

/** The shape of a venue or artist page while it loads. */
export function ProfileSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="space-y-4 pt-2">
      <span className="sr-only" role="status">
        {label}
      </span>
      <div className="flex items-center gap-4">
        <Skeleton rounded="3xl" className="size-24 shrink-0 sm:size-28" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-7 w-2/3" />
          <Skeleton rounded="full" className="h-6 w-24" />
          <Skeleton className="h-4 w-32" />
        </div>
      </div>
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
