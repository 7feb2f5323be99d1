import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { RegisterSocialForm } from '../../features/auth/components/register-social-form.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import authTexts from '../../locales/lazy/auth.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [authTexts];

/** `/register-social` (SPEC §2): completes a Google or Apple sign-up. */
export function RegisterSocialRoute() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('social.title')} intro={t('social.intro')}>
      <RegisterSocialForm />
    </AuthPage>
  );
}
