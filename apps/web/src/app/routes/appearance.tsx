import { AppearanceSettings } from '../../features/settings/components/appearance-settings.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** /settings/appearance: language and dark theme. */
export function AppearanceRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl py-4">
      <h1 className="mb-4 text-2xl font-bold tracking-tight">{t('routes.settingsAppearance')}</h1>
      <AppearanceSettings />
    </div>
  );
}
