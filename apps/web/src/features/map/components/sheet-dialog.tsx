import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { cn } from '../../../lib/cn.ts';

interface SheetDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  subtitle?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

/**
 * A modal sheet over the map: rises from the bottom on phones, centred on wider screens. A native
 * `<dialog>`, so focus is held inside, Escape closes it and the page behind is inert.
 */
export function SheetDialog({
  open,
  onClose,
  title,
  subtitle,
  closeLabel,
  children,
  footer,
  testId,
}: SheetDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click has its keyboard twin in Escape, which the native dialog handles
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      data-swipe-ignore
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) ref.current.close();
      }}
      className={cn(
        'mx-auto mt-auto mb-0 max-h-[85dvh] w-full max-w-lg overflow-hidden rounded-t-3xl bg-surface p-0 text-foreground shadow-raised',
        'backdrop:bg-black/45 sm:mb-auto sm:rounded-3xl',
      )}
    >
      {open && (
        <div className="flex max-h-[85dvh] flex-col pb-safe">
          <header className="flex items-start gap-3 border-b border-border px-5 pt-4 pb-3">
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-lg leading-snug font-bold">
                {title}
              </h2>
              {subtitle && <div className="mt-0.5 text-sm text-muted">{subtitle}</div>}
            </div>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              aria-label={closeLabel}
              className={buttonClass({ variant: 'ghost', size: 'icon', className: '-mr-2' })}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">{children}</div>
          {footer && <footer className="border-t border-border px-5 py-3">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
