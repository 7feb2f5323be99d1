import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router/index.ts';
import authTexts from '../../locales/lazy/auth.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [authTexts];

/** `/forgot-password`: asks for a link to choose a new password. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      footer={
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
        >
          {t('forgot.back')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}
