import { type DateRange, type FilterOptions, formatDateRange, todayInAthens } from '@glentia/core';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { chipClass } from '../../../components/ui/chip.tsx';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';
import { useFilterStore } from '../stores/filter-store.ts';

const loadCalendar = () => import('./calendar-dialog.tsx');
const CalendarDialog = lazy(loadCalendar);

/** The date-range chip: shows the chosen dates and opens the calendar dialog. */
export function DateRangeChip({ className }: { className?: string }) {
  const { t } = useTranslation('search');
  const options = useFilterStore((state) => state.options);
  const setRange = useFilterStore((state) => state.setRange);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Once the calendar has closed, the focus goes back to this chip (on the page or in the sheet).
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const label = formatDateRange(options.range, currentIntlLocale(), todayInAthens());
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-label={t('filters.datesLabel', { range: label })}
        data-testid="date-range-chip"
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        onClick={() => setOpen(true)}
        className={chipClass({ selected: true, className })}
      >
        <CalendarDays aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{label}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CalendarDialog
            range={options.range}
            filter={filterWithoutRange(options)}
            onApply={(range: DateRange) => setRange(range)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

function filterWithoutRange(options: FilterOptions) {
  return {
    nomos: options.nomos,
    selectedArtist: options.selectedArtist,
    selectedLocation: options.selectedLocation,
  };
}
