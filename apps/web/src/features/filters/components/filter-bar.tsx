import { filtersDifferFromDefault, todayInAthens } from '@glentia/core';
import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { chipClass } from '../../../components/ui/chip.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFilterStore } from '../stores/filter-store.ts';
import { ChosenChips } from './chosen-chips.tsx';
import { CopySearchLink } from './copy-search-link.tsx';
import { DateRangeChip } from './date-range-chip.tsx';
import { FilterSheet } from './filter-sheet.tsx';
import { SearchSelect } from './search-select.tsx';

/**
 * The filters shown on the search page: the artist and venue search box, a button opening the
 * filter sheet, the date-range chip, a reset button while the filter is not the default, the
 * admin's copy-link button, and the chosen items as chips.
 */
export function FilterBar({ resultCount }: { resultCount: number | null }) {
  const { t } = useTranslation('search');
  const [sheetOpen, setSheetOpen] = useState(false);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const options = useFilterStore((state) => state.options);
  const reset = useFilterStore((state) => state.reset);
  const differs = filtersDifferFromDefault(options, todayInAthens());
  const chosen = options.nomos.length + options.selectedArtist.length + options.selectedLocation.length;
  return (
    <section aria-label={t('filters.title')} className="space-y-3">
      <SearchSelect />
      <div className="flex flex-wrap items-center gap-2">
        <button
          ref={openButtonRef}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={sheetOpen}
          onClick={() => setSheetOpen(true)}
          data-testid="open-filters"
          className={chipClass({ className: 'pr-3' })}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('filters.open')}
          {chosen > 0 && (
            <span className="flex size-6 items-center justify-center rounded-full bg-primary text-xs text-primary-foreground">
              <span className="sr-only">{t('filters.chosenCount', { count: chosen })}</span>
              <span aria-hidden="true">{chosen}</span>
            </span>
          )}
        </button>
        <DateRangeChip />
        {differs && (
          <button
            type="button"
            onClick={reset}
            data-testid="reset-filters"
            title={t('filters.reset')}
            className={buttonClass({
              variant: 'ghost',
              size: 'custom',
              className: 'min-h-11 min-w-11 gap-2 px-3 text-sm',
            })}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {/* On phones the arrow alone keeps the filter row on one line; the word is still read out. */}
            <span className="sr-only sm:not-sr-only">{t('filters.reset')}</span>
          </button>
        )}
        <span className="ml-auto">
          <CopySearchLink />
        </span>
      </div>
      <ChosenChips />
      <FilterSheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        resultCount={resultCount}
        returnFocusRef={openButtonRef}
      />
    </section>
  );
}
