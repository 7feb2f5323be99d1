/**
 * The pieces the partner page and the artist page share: the page while its answer loads or
 * fails, the small tiles of numbers, and a row of the coming dates with its views and saves.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Eye, Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { describeError } from '../lib/api-client.ts';
import { cn } from '../lib/cn.ts';
import { formatCount, formatLongDate } from '../lib/format.ts';
import { currentIntlLocale } from '../lib/i18n.ts';
import { Link } from '../lib/router/index.ts';
import { Skeleton } from './ui/skeleton.tsx';

/**
 * An overview page's answer: a placeholder while it loads, the error if it fails, `empty` when
 * the caller runs nothing yet, else the page.
 */
export function OverviewAnswer<Data>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<Data>;
  isEmpty: (data: Data) => boolean;
  empty: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <Skeleton rounded="2xl" className="h-64 w-full" />;
  if (query.isError)
    return (
      <p role="alert" className="text-danger">
        {describeError(query.error)}
      </p>
    );
  if (isEmpty(query.data))
    return (
      <p className="rounded-2xl border border-dashed border-border p-6 text-center text-muted">{empty}</p>
    );
  return <>{children(query.data)}</>;
}

/** A row of numbers under their labels (a venue's or an artist page's). */
export function NumberTiles({
  numbers,
  className,
  valueClassName = 'text-lg',
}: {
  numbers: ReadonlyArray<{ key: string; label: string; value: number }>;
  className?: string;
  /** The size of the numbers. */
  valueClassName?: string;
}) {
  const locale = currentIntlLocale();
  return (
    <dl className={cn('grid grid-cols-4 gap-1 text-center text-xs text-muted', className)}>
      {numbers.map(({ key, label, value }) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd className={cn('font-bold text-foreground tabular-nums', valueClassName)}>
            {formatCount(value, locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The list the date rows stand in. */
export function DateRows({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <ul
      className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-card"
      data-testid={testId}
    >
      {children}
    </ul>
  );
}

/** One coming date: its day and time, what and where, its state, and its views and saves. */
export function DateRow({
  event,
  detail,
  state,
  labels,
}: {
  event: { id: string; date: string; time: string | null; views: number; favorites: number };
  /** The venue and the billing, on one line. */
  detail: ReactNode;
  /** Who it waits for, or that it was canceled. */
  state?: ReactNode;
  labels: { views: string; favorites: string };
}) {
  const locale = currentIntlLocale();
  return (
    <li>
      <Link
        to={`/glentia/${event.id}`}
        className="flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-surface-muted"
      >
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            {formatLongDate(event.date, locale)}
            {event.time && ` · ${event.time}`}
          </p>
          <p className="truncate text-sm text-muted">{detail}</p>
          {state}
        </div>
        <div className="shrink-0 text-right text-sm tabular-nums text-muted">
          <p>
            <Eye aria-label={labels.views} className="mr-1 inline size-4" />
            {event.views}
          </p>
          <p>
            <Heart aria-label={labels.favorites} className="mr-1 inline size-4" />
            {event.favorites}
          </p>
        </div>
      </Link>
    </li>
  );
}
