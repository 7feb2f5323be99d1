import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { RegisterSocialForm } from '../../features/auth/components/register-social-form.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** `/register-social` (SPEC §2): completes a Google or Apple sign-up. */
export function RegisterSocialRoute() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('social.title')} intro={t('social.intro')}>
      <RegisterSocialForm />
    </AuthPage>
  );
}
