import { cn } from '../../lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'danger' | 'quiet' | 'custom';
export type ButtonSize = 'md' | 'lg' | 'icon' | 'custom';

const base =
  'inline-flex items-center justify-center rounded-full font-semibold transition-colors select-none disabled:pointer-events-none disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-strong shadow-card',
  secondary: 'border border-border bg-surface text-foreground hover:bg-surface-muted',
  ghost: 'text-foreground hover:bg-surface-muted',
  /** A ghost in the muted colour (corner close buttons, secondary icons). */
  quiet: 'text-muted hover:bg-surface-muted hover:text-foreground',
  accent: 'bg-accent text-accent-foreground hover:brightness-110 shadow-card',
  danger: 'bg-danger text-danger-foreground hover:brightness-110 shadow-card',
  /** No colours of its own: the caller's `className` gives them. */
  custom: '',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 gap-2 px-5 text-sm',
  lg: 'min-h-14 gap-2 px-6 text-base',
  icon: 'size-11 shrink-0 gap-2',
  /** No height, padding, text size or gap of its own: the caller's `className` gives them. */
  custom: '',
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * Class names of a button (for `<Button>` and for links that look like one). 44 px touch targets
 * at least. A `className` adds what the variant and size leave open (width, margins, placement);
 * it does not set what they set, as between two paddings or two colours the stylesheet's order
 * would win, not the class list's. Other colours or another size come with the variant or the
 * size `custom`, which leaves them to the `className` (or with an `!important` class, like the
 * danger-coloured ghosts' `text-danger!`).
 */
export function buttonClass(options: ButtonStyle = {}): string {
  return cn(base, variants[options.variant ?? 'primary'], sizes[options.size ?? 'md'], options.className);
}
