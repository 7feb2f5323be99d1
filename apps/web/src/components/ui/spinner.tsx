import { cn } from '../../lib/cn.ts';

/**
 * A turning ring; `label` is announced to screen readers. `block` puts it on a line of its own,
 * centred (a screen's or a list's loading); `className` adds its spacing.
 */
export function Spinner({
  label,
  block = false,
  className,
}: {
  label: string;
  block?: boolean;
  className?: string;
}) {
  return (
    <span
      role="status"
      className={cn(block ? 'flex' : 'inline-flex', 'items-center justify-center', className)}
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-primary-soft border-t-primary"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
