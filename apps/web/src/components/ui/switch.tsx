import { useId } from 'react';
import { cn } from '../../lib/cn.ts';

interface SwitchRowProps {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A settings row with an on/off switch (`role="switch"`), the whole row being the target. */
export function SwitchRow({ label, hint, checked, disabled, onChange }: SwitchRowProps) {
  const id = useId();
  return (
    <div className="flex min-h-16 items-center gap-4 px-4 py-3">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block font-semibold">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        )}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors disabled:opacity-50',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          checked ? 'bg-primary' : 'bg-border',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-6 rounded-full bg-white shadow-card transition-transform',
            checked ? 'translate-x-7' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}
