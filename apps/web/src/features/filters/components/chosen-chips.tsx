import { COUNTY_NAMES, truncateLabel } from '@glentia/core';
import { MapPin, Music, Store } from 'lucide-react';
import { RemovableChip } from '../../../components/ui/chip.tsx';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { useFilterChoices } from '../hooks/use-filter-choices.ts';
import { useFilterStore } from '../stores/filter-store.ts';

/**
 * What the filter has chosen, as chips that remove themselves when tapped: counties, then artists,
 * then venues. Names are cut at 20 characters (SPEC §5); the full name is still read out.
 */
export function ChosenChips({ counties = true }: { counties?: boolean }) {
  const { t } = useTranslation('search');
  const options = useFilterStore((state) => state.options);
  const { toggleCounty, toggleArtist, toggleLocation } = useFilterStore.getState();
  const { artistNames, locationNames } = useFilterChoices();
  const language = currentLanguage();
  const chips = [
    ...(counties ? options.nomos : []).map((county) => {
      const name = COUNTY_NAMES[county][language];
      return (
        <RemovableChip
          key={county}
          icon={<MapPin aria-hidden="true" className="size-4" />}
          removeLabel={t('filters.remove', { name })}
          onRemove={() => toggleCounty(county)}
        >
          {name}
        </RemovableChip>
      );
    }),
    ...options.selectedArtist.map((id) => {
      const name = artistNames.get(id) ?? t('filters.unknownArtist');
      return (
        <RemovableChip
          key={id}
          icon={<Music aria-hidden="true" className="size-4" />}
          removeLabel={t('filters.remove', { name })}
          onRemove={() => toggleArtist(id)}
        >
          {truncateLabel(name)}
        </RemovableChip>
      );
    }),
    ...options.selectedLocation.map((id) => {
      const name = locationNames.get(id) ?? t('filters.unknownVenue');
      return (
        <RemovableChip
          key={id}
          icon={<Store aria-hidden="true" className="size-4" />}
          removeLabel={t('filters.remove', { name })}
          onRemove={() => toggleLocation(id)}
        >
          {truncateLabel(name)}
        </RemovableChip>
      );
    }),
  ];
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('filters.chosen')} className="flex flex-wrap gap-2" data-testid="chosen-chips">
      {chips.map((chip) => (
        <li key={chip.key}>{chip}</li>
      ))}
    </ul>
  );
}
