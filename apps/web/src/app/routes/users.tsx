import { UsersList } from '../../features/users/components/users-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import accountTexts from '../../locales/lazy/account.ts';
import artistPagesTexts from '../../locales/lazy/artist-pages.ts';
import partnerVenuesTexts from '../../locales/lazy/partner-venues.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [accountTexts, partnerVenuesTexts, artistPagesTexts];

/** `/users` (admin). */
export function UsersRoute() {
  const { t } = useTranslation('account');
  return (
    <div className="mx-auto max-w-2xl py-4">
      <h1 className="mb-4 text-2xl font-bold tracking-tight">{t('users.title')}</h1>
      <UsersList />
    </div>
  );
}
