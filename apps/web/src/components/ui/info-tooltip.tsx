import { Info } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';

/** SPEC §9: a tooltip stays 2 s after the pointer or focus leaves. */
export const TOOLTIP_HIDE_DELAY_MS = 2000;

/**
 * An ⓘ button that shows a short explanation on hover, focus or tap. The text is tied to the
 * button with aria-describedby, so screen readers hear it too; Escape hides it at once.
 */
export function InfoTooltip({ label, text, className }: { label: string; text: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const tooltipId = useId();

  const cancelHide = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = () => {
    cancelHide();
    setOpen(true);
  };
  const hideLater = () => {
    cancelHide();
    timer.current = setTimeout(() => setOpen(false), TOOLTIP_HIDE_DELAY_MS);
  };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return (
    <span className={cn('relative inline-flex', className)}>
      <button
        type="button"
        aria-label={label}
        aria-describedby={tooltipId}
        aria-expanded={open}
        onMouseEnter={show}
        onMouseLeave={hideLater}
        onFocus={show}
        onBlur={hideLater}
        onClick={show}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            cancelHide();
            setOpen(false);
          }
        }}
        className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-muted hover:text-foreground"
      >
        <Info aria-hidden="true" className="size-5" />
      </button>
      <span
        id={tooltipId}
        role="tooltip"
        onMouseEnter={show}
        onMouseLeave={hideLater}
        className={cn(
          'absolute top-full -right-2 z-20 mt-1 w-64 max-w-[calc(100vw-2rem)] rounded-xl bg-foreground px-3 py-2 text-left text-sm font-normal text-background shadow-raised transition-opacity',
          open ? 'opacity-100' : 'pointer-events-none invisible opacity-0',
        )}
      >
        {text}
      </span>
    </span>
  );
}
