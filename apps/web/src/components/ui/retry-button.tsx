import { RefreshCw } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { buttonClass } from './button.ts';

/** "Try again" after a failed load; its arrows turn while the new attempt runs. */
export function RetryButton({
  label,
  onRetry,
  retrying,
  disabled,
  className,
}: {
  label: string;
  onRetry: () => void;
  retrying: boolean;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onRetry}
      disabled={disabled}
      className={buttonClass({ variant: 'primary', className })}
    >
      <RefreshCw aria-hidden="true" className={cn('size-4', retrying && 'animate-spin')} />
      {label}
    </button>
  );
}

/** A failed query's retry: fetch it again, the arrows turning while it does. */
export function retryOf(query: { refetch: () => Promise<unknown>; isFetching: boolean }) {
  return { onRetry: () => void query.refetch(), retrying: query.isFetching };
}
