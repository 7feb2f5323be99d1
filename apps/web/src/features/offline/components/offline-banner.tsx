import { WifiOff } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useOnline } from '../online.ts';

/**
 * Says plainly, above every screen, that there is no connection and that what shows is the copy
 * saved on the device. It goes away by itself when the connection returns.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="mx-auto w-full max-w-4xl px-safe lg:max-w-6xl lg:px-8">
      <p
        data-testid="offline-banner"
        className="mt-2 flex items-center gap-2.5 rounded-2xl bg-accent-soft px-4 py-2.5 text-sm font-semibold text-accent-soft-foreground"
      >
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        {t('offline.banner')}
      </p>
    </div>
  );
}
