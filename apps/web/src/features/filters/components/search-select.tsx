import { useMemo } from 'react';
import {
  MultiSelect,
  type MultiSelectOption,
  SELECT_DEBOUNCE_MS,
} from '../../../components/ui/multi-select.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { type ChoiceGroup, useFilterChoices } from '../hooks/use-filter-choices.ts';
import { useFilterStore } from '../stores/filter-store.ts';

/** The search box for artists and venues (SPEC §2): what is ticked filters the timeline. */
export function SearchSelect({ debounceMs = SELECT_DEBOUNCE_MS }: { debounceMs?: number }) {
  const { t } = useTranslation('search');
  const { options } = useFilterChoices();
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
    />
  );
}
