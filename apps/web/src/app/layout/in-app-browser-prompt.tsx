import { Copy, ExternalLink, Globe } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '../../components/ui/button.ts';
import { copyText } from '../../lib/clipboard.ts';
import { useTranslation } from '../../lib/i18n.ts';
import {
  chromeIntentUrl,
  IN_APP_BROWSER_NAMES,
  type InAppBrowser,
  isAndroid,
} from '../../lib/in-app-browser.ts';

/**
 * SPEC §1: inside Facebook, Instagram, TikTok and other apps' built-in browsers, suggest opening
 * Glentia in the phone's real browser: an intent link to Chrome on Android, a copyable link
 * everywhere. Loaded only when such a browser is detected (in-app-browser-gate.tsx).
 */
export function InAppBrowserPrompt({ app, onDismiss }: { app: InAppBrowser; onDismiss: () => void }) {
  const { t } = useTranslation('inAppBrowser');
  const titleId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const url = window.location.href;
  const intent = isAndroid(navigator.userAgent) ? chromeIntentUrl(url) : null;

  const copyLink = async () => {
    try {
      await copyText(window.location.href);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="in-app-browser-prompt"
      data-swipe-ignore
      className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-md rounded-3xl border border-border bg-surface p-5 text-foreground shadow-raised lg:bottom-6 lg:left-[calc(300px+0.75rem)]"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <Globe aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="leading-snug font-bold">
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-pretty text-muted">
            {t('message', { app: IN_APP_BROWSER_NAMES[app] })}
          </p>
          <p className="mt-1 text-sm text-pretty text-muted">{t('howTo')}</p>
        </div>
      </div>
      <p className="mt-3 rounded-xl bg-surface-muted px-3 py-2 font-mono text-xs break-all select-all">
        {url}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {intent && (
          <a href={intent} className={buttonClass({ variant: 'primary' })}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('openChrome')}
          </a>
        )}
        <button
          type="button"
          onClick={() => void copyLink()}
          className={buttonClass({ variant: intent ? 'secondary' : 'primary' })}
        >
          <Copy aria-hidden="true" className="size-4" />
          {copy === 'copied' ? t('copied') : t('copy')}
        </button>
        <button type="button" onClick={onDismiss} className={buttonClass({ variant: 'ghost' })}>
          {t('dismiss')}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-danger empty:hidden">
        {copy === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
