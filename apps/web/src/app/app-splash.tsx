import { Spinner } from '../components/ui/spinner.tsx';
import { useTranslation } from '../lib/i18n.ts';

/** Shown while the first screen's code arrives, before the layout can draw. */
export function AppSplash() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={t('loading')} />
    </div>
  );
}
