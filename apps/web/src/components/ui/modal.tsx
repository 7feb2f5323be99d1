import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { buttonClass } from './button.ts';

interface ModalProps {
  open: boolean;
  /** Called for Escape, a click on the backdrop and the close button. */
  onClose: () => void;
  title: string;
  children: ReactNode;
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
  className?: string;
}

/**
 * A modal dialog on the browser's own `<dialog>`: focus moves in and is kept inside, Escape
 * closes it, the page behind is inert, and focus returns where it was when it closes.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel,
  role = 'dialog',
  persistent = false,
  wide = false,
  className,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; keyboards close with Escape (onCancel)
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        if (!persistent) onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (!persistent && event.target === event.currentTarget) onClose();
      }}
      className={cn(
        wide ? 'w-[calc(100%-1.5rem)] max-w-3xl' : 'w-[calc(100%-2rem)] max-w-md',
        'm-auto overflow-visible rounded-3xl border border-border bg-surface p-0 text-foreground shadow-raised backdrop:bg-black/55 backdrop:backdrop-blur-[2px]',
        className,
      )}
    >
      {open && (
        <div className="max-h-[85dvh] overflow-y-auto p-5">
          <div className="flex items-start gap-3">
            <h2 id={titleId} className="flex-1 pt-2 text-lg leading-snug font-bold">
              {title}
            </h2>
            {closeLabel && (
              <button
                type="button"
                onClick={onClose}
                aria-label={closeLabel}
                className={buttonClass({ variant: 'ghost', size: 'icon', className: '-mt-1 -mr-2' })}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            )}
          </div>
          <div className="mt-2">{children}</div>
          {footer && <div className="mt-5 flex flex-wrap justify-end gap-2">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
