import { cn } from '../../lib/cn.ts';

/** A grey placeholder block that pulses while content loads; hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-shimmer rounded-xl bg-surface-muted', className)} />;
}
