import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from './button.ts';

/** A form's full-width primary submit button with its icon (sign-in, sign-up, password, profile). */
export function FormSubmit({
  icon: Icon,
  disabled,
  children,
}: {
  icon: LucideIcon;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={disabled}
      className={buttonClass({ variant: 'primary', size: 'lg', className: 'w-full' })}
    >
      <Icon aria-hidden="true" className="size-5" />
      {children}
    </button>
  );
}
