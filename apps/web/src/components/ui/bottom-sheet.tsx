import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A sheet that rises from the bottom of the screen (centred on wide screens), on the browser's
 * own `<dialog>`: focus is kept inside, Escape or a tap outside closes it.
 */
export function BottomSheet({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is only the backdrop's; Escape closes through the dialog's own cancel event.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="mx-auto mt-auto mb-0 w-full max-w-lg rounded-t-3xl border border-border bg-surface p-0 text-foreground shadow-raised backdrop:bg-black/55 sm:mb-auto sm:rounded-3xl"
    >
      {open && (
        <div className="pb-safe">
          <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-12 rounded-full bg-border sm:hidden" />
          <h2 id={titleId} className="sr-only">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}
