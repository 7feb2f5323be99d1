import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useSearchParams } from '../../lib/router/index.ts';
import authTexts from '../../locales/lazy/auth.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [authTexts];

/** `/reset-password?token=…`: where the password e-mail's link lands. */
export function ResetPasswordRoute() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <AuthPage title={t('reset.title')} intro={t('reset.intro')}>
      <ResetPasswordForm token={params.get('token')} />
    </AuthPage>
  );
}
