import { filtersDifferFromDefault, todayInAthens } from '@glentia/core';
import { RotateCcw } from 'lucide-react';
import { type RefObject, useRef } from 'react';
import { Drawer } from 'vaul';
import { buttonClass } from '../../../components/ui/button.ts';
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
  const contentRef = useRef<HTMLDivElement>(null);
  const differs = filtersDifferFromDefault(options, todayInAthens());

  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Drawer.Content
          ref={contentRef}
          data-testid="filter-sheet"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          onEscapeKeyDown={(event) => {
            // An open list or calendar inside closes first; the sheet stays.
            const target = event.target as HTMLElement | null;
            if (
              contentRef.current?.querySelector('dialog[open]') ||
              target?.getAttribute('aria-expanded') === 'true'
            ) {
              event.preventDefault();
            }
          }}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[92dvh] max-w-2xl flex-col rounded-t-3xl border border-border bg-surface text-foreground shadow-raised outline-none lg:left-[300px]"
        >
          <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-border" />
          <div className="px-5 pt-3 pb-2">
            <Drawer.Title className="text-xl font-bold">{t('filters.title')}</Drawer.Title>
            <Drawer.Description className="text-sm text-muted">{t('filters.description')}</Drawer.Description>
          </div>
          <div className="min-h-0 flex-1 space-y-6 overflow-y-auto overscroll-contain px-5 pt-2 pb-4">
            <div className="space-y-3">
              <SearchSelect debounceMs={0} />
              <ChosenChips counties={false} />
            </div>
            <CountyChips />
            <div>
              <p className="mb-2 text-sm font-semibold">{t('filters.dates')}</p>
              <DateRangeChip />
            </div>
          </div>
          <div className="flex items-center justify-between gap-2 border-t border-border px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
            {differs ? (
              <button
                type="button"
                onClick={reset}
                className={buttonClass({ variant: 'ghost', className: 'px-3' })}
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                {t('filters.reset')}
              </button>
            ) : (
              <span />
            )}
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              className={buttonClass({ variant: 'primary', className: 'whitespace-nowrap' })}
            >
              {resultCount ? t('filters.show', { count: resultCount }) : t('filters.done')}
            </button>
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
