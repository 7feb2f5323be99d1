import { cn } from '../../lib/cn.ts';

/** A turning ring; `label` is announced to screen readers. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-primary-soft border-t-primary"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
