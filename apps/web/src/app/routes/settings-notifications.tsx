import { NotificationSettings } from '../../features/settings/components/notification-settings.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import accountTexts from '../../locales/lazy/account.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [accountTexts];

/** /settings/notifications: e-mail and push notifications. */
export function SettingsNotificationsRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl py-4">
      <h1 className="mb-4 text-2xl font-bold tracking-tight">{t('routes.settingsNotifications')}</h1>
      <NotificationSettings />
    </div>
  );
}
