import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** Class names of a chip: a rounded pill, highlighted when chosen. 44 px tall for fingers. */
export function chipClass(options: { selected?: boolean; className?: string } = {}): string {
  return cn(
    'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors select-none',
    options.selected
      ? 'border-primary bg-primary-soft text-primary-soft-foreground'
      : 'border-border bg-surface text-foreground hover:bg-surface-muted',
    options.className,
  );
}

/** A chosen item shown as a chip with a remove button; `removeLabel` names what is removed. */
export function RemovableChip({
  children,
  removeLabel,
  onRemove,
  icon,
}: {
  children: ReactNode;
  removeLabel: string;
  onRemove: () => void;
  icon?: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={removeLabel}
      title={removeLabel}
      className={chipClass({ selected: true, className: 'pr-3' })}
    >
      {icon}
      <span aria-hidden="true">{children}</span>
      <X aria-hidden="true" className="size-4 shrink-0" />
    </button>
  );
}
