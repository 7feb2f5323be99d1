import { filtersDifferFromDefault, todayInAthens } from '@glentia/core';
import { RotateCcw } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Sheet } from '../../../components/ui/sheet.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFilterStore } from '../stores/filter-store.ts';
import { ChosenChips } from './chosen-chips.tsx';
import { CountyChips } from './county-chips.tsx';
import { DateRangeChip } from './date-range-chip.tsx';
import { SearchSelect } from './search-select.tsx';

interface FilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many events the filter finds now (`null` while unknown). */
  resultCount: number | null;
  /** Where the focus goes back to when the sheet closes (the button that opened it). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The filter bottom sheet (SPEC §2): artists and venues, counties, dates, and a reset button when
 * the filter is not the default. Changes apply at once; the timeline behind follows.
 */
export function FilterSheet({ open, onOpenChange, resultCount, returnFocusRef }: FilterSheetProps) {
  const { t } = useTranslation('search');
  const options = useFilterStore((state) => state.options);
  const reset = useFilterStore((state) => state.reset);
  const differs = filtersDifferFromDefault(options, todayInAthens());

  return (
    <Sheet
      open={open}
      onClose={() => onOpenChange(false)}
      wide="bottom"
      testId="filter-sheet"
      title={t('filters.title')}
      description={t('filters.description')}
      className="max-h-[92dvh] max-w-2xl lg:translate-x-[150px]"
      bodyClassName="space-y-6 px-5 pt-2 pb-4"
      onOpenAutoFocus={(event) => {
        // Focus on the sheet itself, not its search box: a focused search box opens its long list,
        // which the first tap elsewhere closes, moving the chips under the finger.
        event.preventDefault();
        (event.currentTarget as HTMLElement | null)?.focus({ preventScroll: true });
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusRef.current?.focus();
      }}
      onEscapeKeyDown={(event) => {
        // An open list inside closes first; the sheet stays. (A calendar dialog over the sheet
        // is a layer of its own and takes its Escape before the sheet sees it.)
        const target = event.target as HTMLElement | null;
        if (target?.getAttribute('aria-expanded') === 'true') event.preventDefault();
      }}
      footer={
        <div className="flex items-center justify-between gap-2">
          {differs ? (
            <Button variant="ghost" size="custom" onClick={reset} className="min-h-11 gap-2 px-3 text-sm">
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('filters.reset')}
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={() => onOpenChange(false)} className="whitespace-nowrap">
            {resultCount ? t('filters.show', { count: resultCount }) : t('filters.done')}
          </Button>
        </div>
      }
    >
      <div className="space-y-3">
        <SearchSelect debounceMs={0} />
        <ChosenChips counties={false} />
      </div>
      <CountyChips />
      <div>
        <p className="mb-2 text-sm font-semibold">{t('filters.dates')}</p>
        <DateRangeChip />
      </div>
    </Sheet>
  );
}
