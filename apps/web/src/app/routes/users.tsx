import { UsersList } from '../../features/users/components/users-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';

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
