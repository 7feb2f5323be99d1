import { MyClaims } from '../../features/claims/components/my-claims.tsx';
import { ProfileForm } from '../../features/settings/components/profile-form.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import accountTexts from '../../locales/lazy/account.ts';
import authTexts from '../../locales/lazy/auth.ts';
import claimsTexts from '../../locales/lazy/claims.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [accountTexts, authTexts, claimsTexts];

/** /settings/profile (SPEC §2 Settings), with the pages the person asked to run (issue 31). */
export function SettingsProfileRoute() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('account');
  return (
    <div className="mx-auto max-w-xl py-4">
      <h1 className="mb-2 text-2xl font-bold tracking-tight">{t('routes.settingsProfile')}</h1>
      <p className="mb-6 text-muted">{ts('profile.intro')}</p>
      <ProfileForm />
      <MyClaims />
    </div>
  );
}
