import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export const fieldInputClass =
  'min-h-11 w-full rounded-xl border border-border bg-surface px-3 text-base text-foreground outline-none focus:border-primary focus:ring-2 focus:ring-ring/30';

/** A labelled text input of the admin forms. */
export function Field({
  label,
  hint,
  children,
  ...input
}: { label: string; hint?: string; children?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={fieldInputClass}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}

/** Empty text is "not set" for the API. */
export const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** A number field's text as a number, or null when empty or not a number. */
export function numberOrNull(value: string): number | null {
  if (!value.trim()) return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}
