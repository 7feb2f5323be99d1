import { SEARCH_EVENT_PAGE } from '@glentia/core';
import { useCallback, useMemo, useState } from 'react';
import {
  MultiSelect,
  type MultiSelectOption,
  SELECT_DEBOUNCE_MS,
} from '../../../components/ui/multi-select.tsx';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { EventRow } from '../../events/components/event-row.tsx';
import { useSearchResults } from '../../search/api/search.ts';
import { type ChoiceGroup, rankedChoicesOf, useFilterChoices } from '../hooks/use-filter-choices.ts';
import { useFilterStore } from '../stores/filter-store.ts';

/** Matching glentia shown at first; "Show more" adds a page at a time, so every one is reachable. */
const EVENT_RESULTS = 5;

/**
 * The search box for artists and venues (SPEC §2): what is ticked filters the timeline. As typing
 * pauses, the server's search ranks the names (typos forgiven, Greeklish and English place names
 * read) and lists the upcoming glentia that match, descriptions and dates included.
 */
export function SearchSelect({ debounceMs = SELECT_DEBOUNCE_MS }: { debounceMs?: number }) {
  const { t } = useTranslation('search');
  const language = currentLanguage();
  const { options } = useFilterChoices(language);
  const selectedArtist = useFilterStore((state) => state.options.selectedArtist);
  const selectedLocation = useFilterStore((state) => state.options.selectedLocation);
  const toggleArtist = useFilterStore((state) => state.toggleArtist);
  const toggleLocation = useFilterStore((state) => state.toggleLocation);
  const selected = useMemo(
    () => new Set([...selectedArtist, ...selectedLocation]),
    [selectedArtist, selectedLocation],
  );
  const groups = useMemo(
    () => [
      { id: 'artist' as const, label: t('select.artists') },
      { id: 'location' as const, label: t('select.venues') },
    ],
    [t],
  );
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(EVENT_RESULTS);
  const onQueryChange = useCallback((text: string) => {
    setQuery(text);
    setShown(EVENT_RESULTS);
  }, []);
  // The box already waited for typing to pause.
  const found = useSearchResults(query, 0, Math.max(SEARCH_EVENT_PAGE, shown));
  const events = found.data?.events.slice(0, shown) ?? [];
  const eventCount = found.data?.eventCount ?? 0;
  // A common word's count stops 200 past the page: "20 of 220+".
  const eventCountText = `${eventCount}${found.data?.eventCountCapped ? '+' : ''}`;
  // Results of an earlier text are not this text's ranking.
  const current = found.isPlaceholderData ? undefined : found.data;
  const ranked = useMemo(() => rankedChoicesOf(current, language), [current, language]);
  const onToggle = (option: MultiSelectOption<ChoiceGroup>) =>
    option.group === 'artist' ? toggleArtist(option.id) : toggleLocation(option.id);
  return (
    <MultiSelect
      label={t('select.label')}
      placeholder={t('select.placeholder')}
      options={options}
      groups={groups}
      selected={selected}
      onToggle={onToggle}
      debounceMs={debounceMs}
      clearLabel={t('select.clear')}
      noMatches={(query) => (query ? t('select.noMatches', { query }) : t('select.empty'))}
      resultCount={(count) => t('select.results', { count })}
      onQueryChange={onQueryChange}
      ranked={ranked}
    >
      {events.length > 0 && (
        <section
          aria-labelledby="search-event-results"
          data-testid="search-event-results"
          className="space-y-2"
        >
          <h3 id="search-event-results" className="text-sm font-semibold">
            {t('select.events')}
          </h3>
          <p className="text-xs text-muted">
            {t('select.eventsShown', { shown: events.length, total: eventCountText })}
          </p>
          <ul className="space-y-2">
            {events.map((event) => (
              <li key={event.id}>
                <EventRow event={event} />
              </li>
            ))}
          </ul>
          {eventCount > events.length && (
            <button
              type="button"
              onClick={() => setShown((count) => count + SEARCH_EVENT_PAGE)}
              className="min-h-11 rounded-full border border-border px-4 text-sm font-semibold hover:bg-surface-muted"
            >
              {t('select.moreEvents', { count: Math.min(SEARCH_EVENT_PAGE, eventCount - events.length) })}
            </button>
          )}
        </section>
      )}
    </MultiSelect>
  );
}
