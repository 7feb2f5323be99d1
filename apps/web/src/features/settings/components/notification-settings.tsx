import { SwitchRow } from '../../../components/ui/switch.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useSession } from '../../../stores/session.ts';
import { useServerSettings } from '../api/get-settings.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import { DigestSettings } from './digest-settings.tsx';

/** E-mail and push notifications, kept on the server by account or device (`/api/public/settings`). */
export function NotificationSettings() {
  const { t } = useTranslation('account');
  const local = useSession((state) => state.appSettings);
  const server = useServerSettings();
  const update = useUpdateSettings();
  // Until the server answers, show what this device remembers.
  const current = server.data ?? local;
  const change = (body: { email?: boolean; pushNotification?: boolean }) =>
    update.mutate(body, { onError: (error) => notify('error', describeError(error)) });
  const busy = server.isPending || update.isPending;
  return (
    <div className="space-y-4">
      <p className="text-muted">{t('notifications.intro')}</p>
      <div className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
        <SwitchRow
          label={t('notifications.email')}
          hint={t('notifications.emailHint')}
          checked={current.email}
          disabled={busy}
          onChange={(email) => change({ email })}
        />
        <SwitchRow
          label={t('notifications.push')}
          hint={t('notifications.pushHint')}
          checked={current.pushNotification}
          disabled={busy}
          onChange={(pushNotification) => change({ pushNotification })}
        />
      </div>
      <DigestSettings />
      {server.isError && (
        <p role="alert" className="text-sm text-danger">
          {describeError(server.error)}
        </p>
      )}
    </div>
  );
}
