import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useUsers } from '../api/get-users.ts';
import { UserCard } from './user-card.tsx';

const PAGE = 50;

/** `/users` (SPEC §2, admin): every user with their roles, searchable. */
export function UsersList() {
  const { t } = useTranslation('account');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const query = useUsers(search, limit);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(input.trim());
      setLimit(PAGE);
    }, 300);
    return () => clearTimeout(timer);
  }, [input]);

  return (
    <div className="space-y-4">
      <label className="relative block">
        <span className="sr-only">{t('users.search')}</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted"
        />
        <input
          type="search"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder={t('users.searchPlaceholder')}
          className="min-h-12 w-full rounded-full border border-border bg-surface pr-4 pl-11 text-base placeholder:text-muted focus:border-primary focus:outline-2 focus:outline-ring"
        />
      </label>
      {query.data && (
        <p className="text-sm text-muted" aria-live="polite">
          {t('users.count', { count: query.data.total })}
        </p>
      )}
      {query.isPending &&
        [0, 1, 2].map((row) => <Skeleton key={row} rounded="2xl" className="h-32 w-full" />)}
      {query.isError && (
        <p role="alert" className="text-danger">
          {describeError(query.error)}
        </p>
      )}
      {query.data?.items.length === 0 && <p className="py-8 text-center text-muted">{t('users.empty')}</p>}
      <ul className="space-y-3">
        {query.data?.items.map((user) => (
          <li key={user.id}>
            <UserCard user={user} />
          </li>
        ))}
      </ul>
      {query.data && query.data.items.length < query.data.total && (
        <button
          type="button"
          onClick={() => setLimit((current) => current + PAGE)}
          disabled={query.isFetching}
          className={buttonClass({ variant: 'secondary', className: 'w-full' })}
        >
          {t('users.more')}
        </button>
      )}
    </div>
  );
}
