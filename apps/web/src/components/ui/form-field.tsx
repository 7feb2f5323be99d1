import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  /** Shown under the field and announced; also marks the field invalid. */
  error?: string | null;
  /** Something inside the field's right edge (a show-password button). */
  trailing?: ReactNode;
}

/** A labelled text input with an optional hint and error, 48 px tall for thumbs. */
export function FormField({ label, hint, error, trailing, className, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className={cn(
            'min-h-12 w-full rounded-xl border bg-surface px-3.5 text-base text-foreground placeholder:text-muted',
            'focus:border-primary focus:outline-2 focus:outline-offset-1 focus:outline-ring',
            'read-only:bg-surface-muted read-only:text-muted disabled:opacity-60',
            error ? 'border-danger' : 'border-border',
            trailing ? 'pr-12' : undefined,
          )}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-0.5">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
}

/** A labelled native select, 48 px tall for thumbs, with the same look as `FormField`. */
export function SelectField<T extends string = string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<SelectOption<T>>;
  onChange: (value: T) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        className="min-h-12 w-full rounded-xl border border-border bg-surface px-3.5 text-base text-foreground focus:border-primary focus:outline-2 focus:outline-offset-1 focus:outline-ring"
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A form-level message: an error (announced at once) or a quiet note. */
export function FormMessage({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success';
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl border px-4 py-3 text-sm font-medium',
        tone === 'error'
          ? 'border-danger/40 bg-danger/10 text-danger'
          : 'border-primary/30 bg-primary-soft text-primary-soft-foreground',
      )}
    >
      {children}
    </div>
  );
}
