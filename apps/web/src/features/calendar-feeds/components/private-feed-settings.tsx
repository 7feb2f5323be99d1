import { formatInstant } from '@glentia/core';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { INTL_LOCALES } from '../../../lib/locale.ts';
import { selectIsLoggedIn, useSession } from '../../../stores/session.ts';
import { CopyLinkField } from '../../events/components/copy-link-field.tsx';
import {
  privateFeedQueryKey,
  rememberedFeedUrl,
  rememberFeedUrl,
  renewPrivateFeed,
  revokePrivateFeed,
  usePrivateFeed,
} from '../api/private-feed.ts';
import { googleSubscribeUrl, webcalUrl } from '../lib/calendar-links.ts';

type Note = 'revoked' | 'failed' | null;

/**
 * Settings: "My calendar", a private feed of my favourites and follows at a secret address. Shows
 * the address (on the device that made it), copies it, subscribes with it, renews or revokes it.
 */
export function PrivateFeedSettings() {
  const { t } = useTranslation('calendarFeeds');
  const signedIn = useSession(selectIsLoggedIn);
  const queryClient = useQueryClient();
  const status = usePrivateFeed(signedIn);
  const [url, setUrl] = useState(() => rememberedFeedUrl(signedIn));
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setNote(null);
    try {
      await work();
    } catch {
      setNote('failed');
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: privateFeedQueryKey(signedIn) });
    }
  };

  const renew = () =>
    run(async () => {
      const created = await renewPrivateFeed();
      rememberFeedUrl(signedIn, created.url);
      setUrl(created.url);
    });

  const revoke = () =>
    run(async () => {
      await revokePrivateFeed();
      rememberFeedUrl(signedIn, null);
      setUrl(null);
      setNote('revoked');
    });

  // Not asked at all (a visitor whose device has no id yet): no address, nothing to wait for.
  const waiting = status.isPending && status.fetchStatus !== 'idle';
  const active = status.data?.active ?? false;
  const shownUrl = active ? url : null;
  const since = status.data?.createdAt
    ? formatInstant(status.data.createdAt, INTL_LOCALES[currentLanguage()], { dateStyle: 'medium' })
    : '';

  return (
    <section
      aria-labelledby="private-feed-title"
      data-testid="private-feed"
      className="mt-6 space-y-3 rounded-2xl border border-border bg-surface p-4 shadow-card"
    >
      <h2 id="private-feed-title" className="text-lg font-bold">
        {t('private.title')}
      </h2>
      <p className="text-sm text-muted">{t('private.hint')}</p>
      {waiting ? (
        <p className="text-sm text-muted">{t('private.loading')}</p>
      ) : (
        <>
          {active && <p className="text-sm font-semibold">{t('private.active', { date: since })}</p>}
          {shownUrl ? (
            <>
              <CopyLinkField url={shownUrl} />
              <div className="flex flex-wrap gap-2">
                <a href={webcalUrl(shownUrl)} className={buttonClass()} data-testid="private-feed-webcal">
                  <CalendarPlus aria-hidden="true" className="size-4" />
                  {t('subscribe.calendarApp')}
                </a>
                <a
                  href={googleSubscribeUrl(shownUrl)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass({ variant: 'secondary' })}
                  data-testid="private-feed-google"
                >
                  <CalendarPlus aria-hidden="true" className="size-4" />
                  {t('subscribe.google')}
                </a>
              </div>
            </>
          ) : (
            active && <p className="text-sm text-muted">{t('private.hiddenUrl')}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={renew}
              disabled={busy}
              className={buttonClass({ variant: active ? 'secondary' : 'primary' })}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              {active ? t('private.renew') : t('private.create')}
            </button>
            {active && (
              <button
                type="button"
                onClick={revoke}
                disabled={busy}
                className={buttonClass({ variant: 'ghost' })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('private.revoke')}
              </button>
            )}
          </div>
        </>
      )}
      <p role="status" className="min-h-5 text-sm">
        {note === 'revoked' && <span className="text-muted">{t('private.revoked')}</span>}
        {note === 'failed' && <span className="text-danger">{t('private.failed')}</span>}
      </p>
    </section>
  );
}
