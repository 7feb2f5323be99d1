import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { isNativePlatform } from '../../../lib/platform/detect.ts';
import { type PushPermissionState, pushPermission, requestWebPush } from '../../../lib/push/web-push.ts';
import { useSession } from '../../../stores/session.ts';

/** SPEC §4 push permission on the web: offers to turn on notifications while the browser has not been asked. */
export function PushPrompt() {
  const { t } = useTranslation('notifications');
  const wanted = useSession((state) => state.appSettings.pushNotification);
  const [state, setState] = useState<PushPermissionState>(pushPermission);
  const [failed, setFailed] = useState(false);
  if (isNativePlatform() || !wanted || state === 'granted') return null;
  if (state === 'other' && !failed) {
    if (typeof Notification === 'undefined' || Notification.permission !== 'denied') return null;
    return <p className="rounded-2xl bg-surface-muted p-3 text-sm text-muted">{t('push.blocked')}</p>;
  }
  const enable = async () => {
    try {
      setState(await requestWebPush());
    } catch {
      setFailed(true);
    }
  };
  return (
    <section
      aria-labelledby="push-prompt-title"
      className="flex items-start gap-3 rounded-2xl border border-primary/30 bg-primary-soft p-4 text-primary-soft-foreground"
    >
      <BellRing aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div className="min-w-0 flex-1">
        <h2 id="push-prompt-title" className="font-bold">
          {t('push.title')}
        </h2>
        <p className="mt-0.5 text-sm">{failed ? t('push.failed') : t('push.message')}</p>
        <button
          type="button"
          onClick={enable}
          className={buttonClass({ variant: 'primary', className: 'mt-3' })}
        >
          {t('push.enable')}
        </button>
      </div>
    </section>
  );
}
