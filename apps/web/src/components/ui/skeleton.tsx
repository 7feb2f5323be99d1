import { cn } from '../../lib/cn.ts';

const corners = {
  none: 'rounded-none',
  xl: 'rounded-xl',
  '2xl': 'rounded-2xl',
  '3xl': 'rounded-3xl',
  full: 'rounded-full',
};

/**
 * A grey placeholder block that pulses while content loads; hidden from screen readers. `className`
 * gives its size and place, `rounded` its corners (`xl` unless told).
 */
export function Skeleton({
  className,
  rounded = 'xl',
}: {
  className?: string;
  rounded?: keyof typeof corners;
}) {
  return (
    <div aria-hidden="true" className={cn('animate-shimmer bg-surface-muted', corners[rounded], className)} />
  );
}
