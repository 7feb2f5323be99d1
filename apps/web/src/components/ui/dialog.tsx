import * as Radix from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { DialogHeading } from './dialog-heading.tsx';
import { useOpenedOnce } from './use-opened-once.ts';
import { useReturnFocus } from './use-return-focus.ts';

export interface DialogProps {
  open: boolean;
  /** Called for Escape, a click outside and the close button. */
  onClose: () => void;
  title: ReactNode;
  /** A line under the title, read with it by screen readers. */
  description?: ReactNode;
  /** Shown before the title (e.g. the offline alert's icon). */
  icon?: ReactNode;
  children?: ReactNode;
  /** Buttons at the foot of the dialog. */
  footer?: ReactNode;
  /** Label of the corner close button; without it there is none (the footer closes the dialog). */
  closeLabel?: string;
  /** `alertdialog` for messages that need an answer (confirmations, "not found"). */
  role?: 'dialog' | 'alertdialog';
  /** A persistent dialog closes only through its own buttons (SPEC §8 session expired). */
  persistent?: boolean;
  /** Full width on phones, wider on large screens (legal documents). */
  wide?: boolean;
  /**
   * Classes of the dialog's box: its width and padding, in place of `max-w-md p-5` (`max-w-3xl p-5`
   * when wide).
   */
  className?: string;
  testId?: string;
}

/**
 * The one modal dialog (Radix): focus moves in and is kept inside, Escape and a click outside
 * close it (only the topmost, when one opens over a sheet), the page behind is hidden from screen
 * readers (`aria-modal`), and focus returns to the element that opened it when it closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  icon,
  children,
  footer,
  closeLabel,
  role = 'dialog',
  persistent = false,
  wide = false,
  className,
  testId,
}: DialogProps) {
  const returnFocus = useReturnFocus(open);
  const keep = (event: Event) => {
    if (persistent) event.preventDefault();
  };
  if (!useOpenedOnce(open)) return null;
  return (
    <Radix.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Radix.Portal>
        <Radix.Overlay
          // Touches over a dialog and its backdrop are never page swipes or pulls to refresh.
          data-swipe-ignore
          data-pull-ignore
          className="fixed inset-0 z-50 grid animate-fade-in place-items-center overflow-y-auto bg-black/55 p-4 backdrop-blur-[2px]"
        >
          <Radix.Content
            role={role}
            aria-modal="true"
            data-testid={testId}
            onCloseAutoFocus={returnFocus}
            onEscapeKeyDown={keep}
            onPointerDownOutside={keep}
            onInteractOutside={keep}
            {...(description ? {} : { 'aria-describedby': undefined })}
            className={cn(
              'relative w-full rounded-3xl border border-border bg-surface text-foreground shadow-raised outline-none',
              className ?? (wide ? 'max-w-3xl p-5' : 'max-w-md p-5'),
            )}
          >
            <DialogHeading
              title={title}
              description={description}
              icon={icon}
              closeLabel={closeLabel}
              textClassName="pt-2"
              closeClassName="-mt-1"
            />
            {children !== undefined && <div className="mt-2">{children}</div>}
            {footer && <div className="mt-5 flex flex-wrap justify-end gap-2">{footer}</div>}
          </Radix.Content>
        </Radix.Overlay>
      </Radix.Portal>
    </Radix.Root>
  );
}
