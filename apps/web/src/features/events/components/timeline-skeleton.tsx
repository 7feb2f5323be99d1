import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EventCardSkeleton } from './event-card-skeleton.tsx';

/** SPEC §9: four skeleton cards while the events load. */
export function EventGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true" data-testid="events-loading">
      <Skeleton className="mb-3 h-7 w-48" />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {[0, 1, 2, 3].map((index) => (
          <li key={index}>
            <EventCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
