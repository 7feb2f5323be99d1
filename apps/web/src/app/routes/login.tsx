import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useSearchParams } from '../../lib/router/index.ts';
import authTexts from '../../locales/lazy/auth.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [authTexts];

/** Whether the login is on the way to the event form with a poster shared from another app. */
function bringsSharedPoster(redirect: string | null): boolean {
  if (!redirect?.startsWith('/glenti/edit?')) return false;
  return new URLSearchParams(redirect.slice(redirect.indexOf('?'))).has('shared');
}

/** `/login` (SPEC §2): e-mail login; logged-in visitors are sent to / by the route's guard. */
export function LoginRoute() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const search = params.toString();
  return (
    <AuthPage
      title={t('login.title')}
      intro={bringsSharedPoster(params.get('redirect')) ? t('login.introShared') : t('login.intro')}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link
            to={`/register${search ? `?${search}` : ''}`}
            className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
          >
            {t('login.register')}
          </Link>
        </p>
      }
    >
      <LoginForm />
    </AuthPage>
  );
}
