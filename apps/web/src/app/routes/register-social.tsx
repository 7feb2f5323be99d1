import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { RegisterSocialForm } from '../../features/auth/components/register-social-form.tsx';
import { useAuthTexts } from '../../locales/lazy/auth.ts';

/** `/register-social` (SPEC §2): completes a Google or Apple sign-up. */
export function RegisterSocialRoute() {
  const { t } = useAuthTexts();
  return (
    <AuthPage title={t('social.title')} intro={t('social.intro')}>
      <RegisterSocialForm />
    </AuthPage>
  );
}
