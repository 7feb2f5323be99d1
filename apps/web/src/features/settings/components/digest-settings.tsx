import type { TDigestChoice } from '@glentia/core';
import { useState } from 'react';
import { SwitchRow } from '../../../components/ui/switch.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { isNativePlatform } from '../../../lib/platform/detect.ts';
import { pushPermission, requestWebPush } from '../../../lib/push/web-push.ts';
import { notify } from '../../../lib/toast.ts';
import { selectIsLoggedIn, useSession } from '../../../stores/session.ts';
import { useServerSettings } from '../api/get-settings.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import { ChoiceGroup } from './choice-group.tsx';

/**
 * The weekly digest (issue 31 §4): off until chosen. An account picks e-mail or push; a visitor
 * (no account, so no address) turns the push on or off. Choosing push in a browser asks for
 * permission to notify when it was never asked; without it nothing is sent, and the screen says so.
 */
export function DigestSettings() {
  const { t } = useTranslation('account');
  const loggedIn = useSession(selectIsLoggedIn);
  const server = useServerSettings();
  const update = useUpdateSettings();
  const [blocked, setBlocked] = useState(false);
  const current: TDigestChoice = server.data?.digest ?? 'off';
  const busy = server.isPending || update.isPending;

  const choose = async (digest: TDigestChoice) => {
    if (digest === 'push' && !isNativePlatform()) {
      const state = await requestWebPush().catch(() => pushPermission());
      setBlocked(state !== 'granted');
    } else {
      setBlocked(false);
    }
    update.mutate(
      { digest },
      {
        onSuccess: () => notify('success', t('digest.saved')),
        onError: (error) => notify('error', describeError(error)),
      },
    );
  };

  return (
    <section aria-labelledby="digest-title" className="space-y-3">
      <h2 id="digest-title" className="text-lg font-bold">
        {t('digest.title')}
      </h2>
      <p className="text-muted">{t('digest.intro')}</p>
      {loggedIn ? (
        <ChoiceGroup<TDigestChoice>
          name="digest"
          legend={t('digest.legend')}
          value={current}
          choices={[
            { value: 'off', label: t('digest.off') },
            { value: 'email', label: t('digest.email') },
            { value: 'push', label: t('digest.push') },
          ]}
          disabled={busy}
          onChange={(digest) => void choose(digest)}
        />
      ) : (
        <div className="overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
          <SwitchRow
            label={t('digest.visitor')}
            hint={t('digest.visitorHint')}
            checked={current === 'push'}
            disabled={busy}
            onChange={(on) => void choose(on ? 'push' : 'off')}
          />
        </div>
      )}
      {current === 'push' && blocked && (
        <p role="status" className="text-sm text-danger">
          {t('digest.needsPermission')}
        </p>
      )}
    </section>
  );
}
