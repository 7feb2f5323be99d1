import type { ComponentType, SVGProps } from 'react';
import { cn } from '../../../lib/cn.ts';

export interface Choice<T extends string> {
  value: T;
  label: string;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  /** Language of the label when it differs from the page's (e.g. "English" on a Greek page). */
  lang?: string;
}

interface ChoiceGroupProps<T extends string> {
  name: string;
  legend: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  /** While the current value is loading or being saved. */
  disabled?: boolean;
}

/** A row of large radio buttons: native radios for keyboards and screen readers, drawn as tiles. */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  value,
  choices,
  onChange,
  disabled,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset disabled={disabled} className="disabled:opacity-60">
      <legend className="mb-3 text-base font-bold">{legend}</legend>
      <div className={cn('grid gap-2', choices.length === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
        {choices.map((choice) => {
          const Icon = choice.icon;
          return (
            <label
              key={choice.value}
              lang={choice.lang}
              className={cn(
                'flex min-h-14 cursor-pointer flex-col items-center justify-center gap-1.5 rounded-2xl border-2 border-border bg-surface px-2 py-3 text-center text-sm font-semibold transition-colors',
                'hover:bg-surface-muted has-checked:border-primary has-checked:bg-primary-soft has-checked:text-primary-soft-foreground',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                className="sr-only"
              />
              {Icon && <Icon aria-hidden="true" className="size-5" />}
              {choice.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
