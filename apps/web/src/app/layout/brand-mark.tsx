import { cn } from '../../lib/cn.ts';

/**
 * The Glentia mark: a note over the Cretan sea. Decorative; the name next to it carries the
 * meaning. `className` gives its size (`size-8`).
 */
export function BrandMark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('shrink-0', className)}>
      <rect width="64" height="64" rx="16" className="fill-primary" />
      <path
        d="M10 46c8-6 14-6 22 0s14 6 22 0"
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        className="stroke-primary-soft opacity-70"
      />
      <path d="M40 12v21.5a6 6 0 1 1-4-5.66V18l-10 2.5v15a6 6 0 1 1-4-5.66V16.4z" fill="#f5a45d" />
    </svg>
  );
}
