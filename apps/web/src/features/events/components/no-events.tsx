import { CalendarX } from 'lucide-react';
import type { ReactNode } from 'react';
import { RetryButton, retryOf } from '../../../components/ui/retry-button.tsx';
import { describeError } from '../../../lib/api-client.ts';

interface NoEventsProps {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
  retrying?: boolean;
  /** Shown as an alert (an error), not as a plain empty result. */
  error?: boolean;
  /** Another way out, e.g. resetting the filters. */
  children?: ReactNode;
}

/** SPEC §8: no events to show, with a try-again button. */
export function NoEvents({
  title,
  message,
  retryLabel,
  onRetry,
  retrying = false,
  error = false,
  children,
}: NoEventsProps) {
  return (
    <div
      role={error ? 'alert' : undefined}
      data-testid="no-events"
      className="rounded-3xl border border-dashed border-border bg-surface p-6 text-center"
    >
      <CalendarX aria-hidden="true" className="mx-auto size-10 text-muted" />
      <h2 className="mt-3 text-lg font-bold">{title}</h2>
      <p className="mt-1 text-sm text-muted">{message}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <RetryButton label={retryLabel} onRetry={onRetry} retrying={retrying} disabled={retrying} />
        {children}
      </div>
    </div>
  );
}

/** The events did not load: the error said plainly, and a try-again that asks once more. */
export function EventsLoadFailed({
  query,
  title,
  retryLabel,
}: {
  query: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
  title: string;
  retryLabel: string;
}) {
  return (
    <NoEvents
      error
      title={title}
      message={describeError(query.error)}
      retryLabel={retryLabel}
      {...retryOf(query)}
    />
  );
}
