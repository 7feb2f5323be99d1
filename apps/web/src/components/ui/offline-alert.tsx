import { WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { offlineAlert } from '../../lib/offline-alert.ts';
import { buttonClass } from './button.ts';

/** SPEC §8: "Σφάλμα" — an internet connection is required — with a confirm button. */
export function OfflineAlert() {
  const { t } = useTranslation();
  const open = offlineAlert((state) => state.open);
  const close = offlineAlert((state) => state.close);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby="offline-alert-title"
      aria-describedby="offline-alert-message"
      onClose={close}
      data-testid="offline-alert"
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-3xl border border-border bg-surface p-6 text-foreground shadow-raised backdrop:bg-black/45"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground">
          <WifiOff aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="offline-alert-title" className="text-lg font-bold">
            {t('errors.title')}
          </h2>
          <p id="offline-alert-message" className="mt-1 text-sm text-muted">
            {t('errors.offline')}
          </p>
        </div>
      </div>
      <div className="mt-5 flex justify-end">
        <button type="button" onClick={close} className={buttonClass({ variant: 'primary' })}>
          {t('errors.ok')}
        </button>
      </div>
    </dialog>
  );
}
