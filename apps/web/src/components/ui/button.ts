import { cn } from '../../lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'danger' | 'quiet';
export type ButtonSize = 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors select-none disabled:pointer-events-none disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-strong shadow-card',
  secondary: 'border border-border bg-surface text-foreground hover:bg-surface-muted',
  ghost: 'text-foreground hover:bg-surface-muted',
  /** A ghost in the muted colour (corner close buttons, secondary icons). */
  quiet: 'text-muted hover:bg-surface-muted hover:text-foreground',
  accent: 'bg-accent text-accent-foreground hover:brightness-110 shadow-card',
  danger: 'bg-danger text-danger-foreground hover:brightness-110 shadow-card',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-14 px-6 text-base',
  icon: 'size-11 shrink-0',
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * Class names of a button (for `<Button>` and for links that look like one). 44 px touch targets
 * at least; a `className` overrides the variant's classes it clashes with.
 */
export function buttonClass(options: ButtonStyle = {}): string {
  return cn(base, variants[options.variant ?? 'primary'], sizes[options.size ?? 'md'], options.className);
}
