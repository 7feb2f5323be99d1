import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { VerifyEmailStatus } from '../../features/auth/components/verify-email-status.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useSearchParams } from '../../lib/router/index.ts';
import authTexts from '../../locales/lazy/auth.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [authTexts];

/** `/verify-email?token=…`: where the confirmation e-mail's link lands. */
export function VerifyEmailRoute() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <AuthPage title={t('verify.title')}>
      <VerifyEmailStatus token={params.get('token')} />
    </AuthPage>
  );
}
