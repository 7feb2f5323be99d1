import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router/index.ts';
import authTexts from '../../locales/lazy/auth.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [authTexts];

/** `/register`: a new account by e-mail. */
export function RegisterRoute() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <p>
          {t('register.haveAccount')}{' '}
          <Link
            to="/login"
            className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
          >
            {t('register.login')}
          </Link>
        </p>
      }
    >
      <RegisterForm />
    </AuthPage>
  );
}
