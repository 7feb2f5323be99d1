import { UsersList } from '../../features/users/components/users-list.tsx';
import { useAccountTexts } from '../../locales/lazy/account.ts';

/** `/users` (admin). */
export function UsersRoute() {
  const { t } = useAccountTexts();
  return (
    <div className="mx-auto max-w-2xl py-4">
      <h1 className="mb-4 text-2xl font-bold tracking-tight">{t('users.title')}</h1>
      <UsersList />
    </div>
  );
}
