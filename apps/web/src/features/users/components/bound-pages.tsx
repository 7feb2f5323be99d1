import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { RemovableChip } from '../../../components/ui/chip.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

const MATCHES = 6;
/** How long typing rests before the server is asked for matches. */
const TYPING_PAUSE_MS = 200;

type Page = { id: string; name: string };

/** The words of one kind of pages (venues, artist pages): the same keys in each namespace. */
export type BoundPagesText = (
  key: 'title' | 'none' | 'search' | 'searchHint' | 'add' | 'remove' | 'noMatch' | 'saved' | 'loading',
  options?: Record<string, string>,
) => string;

/**
 * The pages an account runs (a partner's venues, an artist's pages): remove one, or find another
 * by name (accents and Greeklish alike, asked of the server: the island's pages are not all sent)
 * and add it.
 */
export function BoundPages({
  username,
  t,
  current: venues,
  useChoices,
  save,
}: {
  username: string;
  t: BoundPagesText;
  current: UseQueryResult<Page[]>;
  /** The pages whose names match what was typed, best first, at most `limit`. */
  useChoices: (q: string, limit: number) => UseQueryResult<Page[]>;
  save: UseMutationResult<unknown, Error, string[]>;
}) {
  const inputId = useId();
  const [search, setSearch] = useState('');
  const current = venues.data ?? [];
  const asked = useDebouncedValue(search, TYPING_PAUSE_MS).trim();
  // Enough that the ones already run, left out here, still leave MATCHES to offer.
  const choices = useChoices(asked, MATCHES + current.length);
  const taken = new Set(current.map((venue) => venue.id));
  const matches = search.trim()
    ? (choices.data ?? []).filter((venue) => !taken.has(venue.id)).slice(0, MATCHES)
    : [];

  const change = (ids: string[]) =>
    save.mutate(ids, {
      onSuccess: () => {
        setSearch('');
        notify('success', t('saved', { username }));
      },
      onError: (error) => notify('error', describeError(error)),
    });

  return (
    <section className="mt-3 space-y-2 border-t border-border pt-3" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className="text-sm font-semibold">
        {t('title')}
      </h3>
      {venues.isPending ? (
        <p className="text-sm text-muted">{t('loading')}</p>
      ) : venues.isError ? (
        <p role="alert" className="text-sm text-danger">
          {describeError(venues.error)}
        </p>
      ) : current.length === 0 ? (
        <p className="text-sm text-muted">{t('none')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {current.map((venue) => (
            <RemovableChip
              key={venue.id}
              removeLabel={t('remove', { name: venue.name })}
              onRemove={() => change(current.filter((item) => item.id !== venue.id).map((item) => item.id))}
            >
              {venue.name}
            </RemovableChip>
          ))}
        </div>
      )}
      <div>
        <label htmlFor={inputId} className="sr-only">
          {t('search')}
        </label>
        <input
          id={inputId}
          type="search"
          value={search}
          placeholder={t('search')}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => setSearch(event.target.value)}
          className="min-h-11 w-full rounded-xl border border-border bg-surface px-3 text-base text-foreground outline-none focus:border-primary focus:ring-2 focus:ring-ring/30"
        />
        <p id={`${inputId}-hint`} className="sr-only">
          {t('searchHint')}
        </p>
      </div>
      {search.trim() && asked && choices.isSuccess && !choices.isPlaceholderData && matches.length === 0 && (
        <p className="text-sm text-muted">{t('noMatch')}</p>
      )}
      {matches.length > 0 && (
        <ul className="space-y-1">
          {matches.map((venue) => (
            <li key={venue.id}>
              <button
                type="button"
                disabled={save.isPending}
                aria-label={t('add', { name: venue.name })}
                onClick={() => change([...current.map((item) => item.id), venue.id])}
                className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-left text-sm hover:bg-surface-muted disabled:opacity-50"
              >
                <Plus aria-hidden="true" className="size-4 text-primary" />
                {venue.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
