import { matchesSearch } from '@glentia/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronRight, Search } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { fieldInputClass } from './field.tsx';

/** A venue or an artist as the lists know it. */
interface CatalogueEntry {
  id: string;
  name: string;
  image: string | null;
}

/** A searchable list of venues or artists (Greeklish-aware), each opening its edit page. */
export function CatalogueList<Entry extends CatalogueEntry>({
  title,
  count,
  query,
  details,
  linkTo,
  actions,
}: {
  title: string;
  count: (count: number) => string;
  query: UseQueryResult<readonly Entry[]>;
  /** The short facts under a name (missing ones as null), shown joined by dots. */
  details: (entry: Entry) => ReadonlyArray<string | null>;
  linkTo: (id: string) => string;
  actions: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [search, setSearch] = useState('');
  const shown = (query.data ?? []).filter((item) => matchesSearch(item.name, search));
  return (
    <section className="mx-auto max-w-3xl space-y-4 py-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
          {title}
        </h1>
        {actions}
      </div>
      <div className="relative">
        <Search aria-hidden="true" className="absolute top-3 left-3 size-5 text-muted" />
        <input
          type="search"
          aria-label={t('common.search')}
          placeholder={t('common.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={`${fieldInputClass} pl-10`}
        />
      </div>
      {query.isPending ? (
        <Spinner block label={t('common.loading')} className="py-12" />
      ) : query.isError ? (
        <p role="alert">{describeError(query.error)}</p>
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {count(shown.length)}
          </p>
          <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
            {shown.map((item) => (
              <li key={item.id}>
                <Link
                  to={linkTo(item.id)}
                  className="flex min-h-16 items-center gap-3 px-4 py-2 hover:bg-surface-muted"
                >
                  <span className="size-11 shrink-0 overflow-hidden rounded-xl bg-surface-muted">
                    {item.image && (
                      <img src={item.image} alt="" className="size-full object-cover" loading="lazy" />
                    )}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{item.name}</span>
                    <span className="block truncate text-sm text-muted">
                      {details(item).filter(Boolean).join(' · ')}
                    </span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-5 text-muted" />
                </Link>
              </li>
            ))}
          </ul>
          {shown.length === 0 && <p className="text-center text-muted">{t('common.empty')}</p>}
        </>
      )}
    </section>
  );
}
