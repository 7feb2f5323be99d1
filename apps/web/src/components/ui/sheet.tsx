import * as Radix from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { DialogHeading } from './dialog-heading.tsx';
import { useOpenedOnce } from './use-opened-once.ts';
import { useReturnFocus } from './use-return-focus.ts';

export interface SheetProps {
  open: boolean;
  /** Called for Escape, a tap outside and the close button. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Shown before the title (the side menu's brand mark). */
  icon?: ReactNode;
  /** The title is read by screen readers only (the sheet's content names what it is about). */
  hideTitle?: boolean;
  /** Label of the corner close button; without it there is none. */
  closeLabel?: string;
  children: ReactNode;
  /** A bar at the foot that stays while the content scrolls. */
  footer?: ReactNode;
  /** `bottom`: a sheet at every width; `center` (default): a centred box on wider screens. */
  wide?: 'center' | 'bottom';
  /** `left`: a full-height panel sliding in from the left edge (the phone's side menu). */
  side?: 'bottom' | 'left';
  /** Classes of the sheet's box: height and width (in place of `max-h-[85dvh] max-w-lg`), offsets. */
  className?: string;
  /** Classes of the scrolling content. */
  bodyClassName?: string;
  /** Classes of the title line: its padding, in place of `px-5 pt-3 pb-2`, and anything else. */
  headerClassName?: string;
  testId?: string;
  /** Runs before Escape closes the sheet; `preventDefault()` keeps it open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /** Runs when the sheet has closed, before focus returns; `preventDefault()` to move it elsewhere. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Runs as the sheet opens, before focus moves to its first field; `preventDefault()` to keep it off. */
  onOpenAutoFocus?: (event: Event) => void;
}

/**
 * The one bottom sheet (Radix dialog): rises from the bottom of a phone's screen with a grab bar
 * (or, as the phone's side menu, slides in from the left);
 * focus is kept inside, Escape or a tap outside closes it (only the topmost, when a dialog opens
 * over it), screen readers are told it is modal, and focus returns to the element that opened it.
 */
export function Sheet({
  open,
  onClose,
  title,
  description,
  icon,
  hideTitle = false,
  closeLabel,
  children,
  footer,
  wide = 'center',
  side = 'bottom',
  className,
  bodyClassName,
  headerClassName,
  testId,
  onEscapeKeyDown,
  onCloseAutoFocus,
  onOpenAutoFocus,
}: SheetProps) {
  const left = side === 'left';
  const centred = wide === 'center' && !left;
  const returnFocus = useReturnFocus(open, onCloseAutoFocus);
  if (!useOpenedOnce(open)) return null;
  return (
    <Radix.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Radix.Portal>
        <Radix.Overlay
          // Touches over a dialog and its backdrop are never page swipes or pulls to refresh.
          data-swipe-ignore
          data-pull-ignore
          className={cn(
            'fixed inset-0 z-50 flex animate-fade-in bg-black/50',
            left ? 'flex-row' : 'flex-col justify-end',
            centred && 'sm:justify-center sm:p-4',
          )}
        >
          <Radix.Content
            aria-modal="true"
            data-testid={testId}
            onEscapeKeyDown={onEscapeKeyDown}
            onCloseAutoFocus={returnFocus}
            onOpenAutoFocus={onOpenAutoFocus}
            {...(description ? {} : { 'aria-describedby': undefined })}
            className={cn(
              'flex flex-col border-border bg-surface text-foreground shadow-raised outline-none',
              left
                ? 'h-full animate-drawer-in border-r pt-safe'
                : 'mx-auto w-full animate-sheet-up rounded-t-3xl border',
              className ?? (left ? 'w-[300px] max-w-[85vw]' : 'max-h-[85dvh] max-w-lg'),
              footer ? '' : 'pb-safe',
              centred && 'sm:animate-fade-in sm:rounded-3xl',
            )}
          >
            {!left && (
              <div
                aria-hidden="true"
                className={cn(
                  'mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-border',
                  centred && 'sm:hidden',
                )}
              />
            )}
            <DialogHeading
              title={title}
              description={description}
              icon={icon}
              closeLabel={closeLabel}
              className={cn(headerClassName ?? 'px-5 pt-3 pb-2', hideTitle && !closeLabel && 'sr-only')}
              textClassName={hideTitle ? 'sr-only' : undefined}
              titleClassName="text-xl"
            />
            <div className={cn('min-h-0 flex-1 overflow-y-auto overscroll-contain', bodyClassName)}>
              {children}
            </div>
            {footer && (
              <div className="border-t border-border px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
                {footer}
              </div>
            )}
          </Radix.Content>
        </Radix.Overlay>
      </Radix.Portal>
    </Radix.Root>
  );
}
