import { useSearchParams } from 'react-router';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { useAuthTexts } from '../../locales/lazy/auth.ts';

/** `/reset-password?token=…`: where the password e-mail's link lands. */
export function ResetPasswordRoute() {
  const { t } = useAuthTexts();
  const [params] = useSearchParams();
  return (
    <AuthPage title={t('reset.title')} intro={t('reset.intro')}>
      <ResetPasswordForm token={params.get('token')} />
    </AuthPage>
  );
}
