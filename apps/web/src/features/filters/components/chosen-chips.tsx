import { COUNTY_NAMES, truncateLabel } from '@glentia/core';
import { type LucideIcon, MapPin, Music, Store } from 'lucide-react';
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
  const { artistName, locationName } = useFilterChoices();
  const language = currentLanguage();
  const chosen: Array<{ key: string; Icon: LucideIcon; name: string; shown: string; remove: () => void }> = [
    ...(counties ? options.nomos : []).map((county) => {
      const name = COUNTY_NAMES[county][language];
      return { key: county, Icon: MapPin, name, shown: name, remove: () => toggleCounty(county) };
    }),
    ...options.selectedArtist.map((id) => {
      const name = artistName(id) ?? t('filters.unknownArtist');
      return { key: id, Icon: Music, name, shown: truncateLabel(name), remove: () => toggleArtist(id) };
    }),
    ...options.selectedLocation.map((id) => {
      const name = locationName(id) ?? t('filters.unknownVenue');
      return { key: id, Icon: Store, name, shown: truncateLabel(name), remove: () => toggleLocation(id) };
    }),
  ];
  if (chosen.length === 0) return null;
  return (
    <ul aria-label={t('filters.chosen')} className="flex flex-wrap gap-2" data-testid="chosen-chips">
      {chosen.map(({ key, Icon, name, shown, remove }) => (
        <li key={key}>
          <RemovableChip
            icon={<Icon aria-hidden="true" className="size-4" />}
            removeLabel={t('filters.remove', { name })}
            onRemove={remove}
          >
            {shown}
          </RemovableChip>
        </li>
      ))}
    </ul>
  );
}
