import { WifiOff } from 'lucide-react';
import { useTranslation } from '../../lib/i18n.ts';
import { offlineAlert } from '../../lib/offline-alert.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

/** SPEC §8: "Σφάλμα" — an internet connection is required — with a confirm button. */
export function OfflineAlertDialog() {
  const { t } = useTranslation();
  const open = offlineAlert((state) => state.open);
  const close = offlineAlert((state) => state.close);

  return (
    <Dialog
      open={open}
      onClose={close}
      role="alertdialog"
      testId="offline-alert"
      className="max-w-sm p-6"
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground">
          <WifiOff aria-hidden="true" className="size-5" />
        </span>
      }
      title={t('errors.title')}
      description={t('errors.offline')}
      footer={<Button onClick={close}>{t('errors.ok')}</Button>}
    />
  );
}
