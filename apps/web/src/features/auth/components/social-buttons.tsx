import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSession } from '../../../stores/session.ts';
import { socialStartUrl, useProviders } from '../api/get-providers.ts';
import { AppleLogo, GoogleLogo } from './provider-logos.tsx';

const base =
  'flex min-h-12 w-full items-center justify-center gap-3 rounded-full px-5 text-base font-semibold transition-[filter,background-color] select-none';

/** Apple and Google buttons, only for the providers the server offers (none configured: none shown). */
export function SocialButtons({ onChoose }: { onChoose?: () => void }) {
  const { t } = useTranslation('auth');
  const { data } = useProviders();
  const providers = data?.providers ?? [];

  const start = () => {
    // SPEC §2: a `redirect` in the current address is where to go once the provider sends the person back.
    const redirect = new URLSearchParams(window.location.search).get('redirect');
    if (redirect) useSession.getState().setRedirectAfterSocialLogin(redirect);
    onChoose?.();
  };

  return (
    <>
      {providers.includes('apple') && (
        <a
          href={socialStartUrl('apple')}
          onClick={start}
          data-testid="login-apple"
          className={cn(base, 'bg-black text-white hover:brightness-125 dark:bg-white dark:text-black')}
        >
          <AppleLogo className="size-5" />
          {t('sheet.apple')}
        </a>
      )}
      {providers.includes('google') && (
        <a
          href={socialStartUrl('google')}
          onClick={start}
          data-testid="login-google"
          className={cn(base, 'border border-border bg-white text-[#1f1f1f] hover:bg-neutral-50')}
        >
          <GoogleLogo className="size-5" />
          {t('sheet.google')}
        </a>
      )}
    </>
  );
}

/** Whether any social provider is offered (for an "or" divider). */
export function useHasSocialProviders(): boolean {
  return (useProviders().data?.providers.length ?? 0) > 0;
}
