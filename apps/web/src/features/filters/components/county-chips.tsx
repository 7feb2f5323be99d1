import { COUNTIES, COUNTY_NAMES } from '@glentia/core';
import { Check } from 'lucide-react';
import { chipClass } from '../../../components/ui/chip.tsx';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { useFilterStore } from '../stores/filter-store.ts';

/** The four counties as toggle chips, in Greek spellings in Greek (SPEC §3). */
export function CountyChips() {
  const { t } = useTranslation('search');
  const nomos = useFilterStore((state) => state.options.nomos);
  const toggleCounty = useFilterStore((state) => state.toggleCounty);
  const language = currentLanguage();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{t('filters.counties')}</legend>
      <div className="flex flex-wrap gap-2">
        {COUNTIES.map((county) => {
          const chosen = nomos.includes(county);
          return (
            <button
              key={county}
              type="button"
              aria-pressed={chosen}
              data-county={county}
              onClick={() => toggleCounty(county)}
              className={chipClass({ selected: chosen })}
            >
              {chosen && <Check aria-hidden="true" className="size-4" />}
              {COUNTY_NAMES[county][language]}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
