/**
 * The calendar dialog of the search filter (SPEC §2, §4, §5). Loaded on demand with its calendar
 * library, so no other screen pays for it.
 */
import 'react-day-picker/style.css';
import './calendar-dialog.css';
import { calendarWindow, type DateRange, quickRange, todayInAthens } from '@glentia/core';
import { useMemo, useState } from 'react';
import { DayPicker, type DateRange as PickerRange } from 'react-day-picker';
import { el } from 'react-day-picker/locale/el';
import { enGB } from 'react-day-picker/locale/en-GB';
import { Button } from '../../../components/ui/button.tsx';
import { chipClass } from '../../../components/ui/chip.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { type EventDaysParams, useEventDays } from '../api/get-event-days.ts';

/** A `YYYY-MM-DD` day as a local Date at midnight (the calendar works in the device's zone). */
export function toPickerDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** A calendar Date back to `YYYY-MM-DD`. */
export function fromPickerDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const QUICK_RANGES = [
  { option: 1, label: 'calendar.today' },
  { option: 2, label: 'calendar.week' },
  { option: 3, label: 'calendar.month' },
] as const;

export interface CalendarDialogProps {
  range: DateRange;
  /** The rest of the filter: days are marked when they have events matching it. */
  filter: Omit<EventDaysParams, 'range'>;
  onApply: (range: DateRange) => void;
  onClose: () => void;
}

export default function CalendarDialog({ range, filter, onApply, onClose }: CalendarDialogProps) {
  const { t, i18n } = useTranslation('search');
  const today = todayInAthens();
  const window = calendarWindow(today);
  const twoMonths = useMediaQuery('(min-width: 48rem)');
  const [draft, setDraft] = useState<PickerRange | undefined>({
    from: toPickerDate(range.from),
    to: toPickerDate(range.to),
  });
  const days = useEventDays({ range: window, ...filter });
  const marked = useMemo(() => (days.data ?? []).map((day) => toPickerDate(day.date)), [days.data]);
  // British English names a day "Sunday, 1 November 2026": its name holds the "1" the button
  // shows, as speech input needs (the US form says "November 1st").
  const locale = i18n.resolvedLanguage === 'en' ? enGB : el;

  const apply = (next: DateRange) => {
    onApply(next);
    onClose();
  };
  const complete =
    draft?.from && draft.to ? { from: fromPickerDate(draft.from), to: fromPickerDate(draft.to) } : null;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('calendar.title')}
      description={t('calendar.description')}
      closeLabel={t('calendar.close')}
      testId="calendar-dialog"
      className="max-w-[22.5rem] p-4 sm:p-5 md:max-w-[44rem]"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('calendar.cancel')}
          </Button>
          <Button disabled={!complete} onClick={() => complete && apply(complete)}>
            {t('calendar.apply')}
          </Button>
        </>
      }
    >
      <div role="group" aria-label={t('calendar.quick')} className="mt-3 flex flex-wrap gap-2">
        {QUICK_RANGES.map(({ option, label }) => (
          <button
            key={option}
            type="button"
            onClick={() => apply(quickRange(option, today))}
            className={chipClass()}
          >
            {t(label)}
          </button>
        ))}
      </div>

      <DayPicker
        mode="range"
        required
        resetOnSelect
        selected={draft}
        onSelect={setDraft}
        locale={locale}
        weekStartsOn={1}
        numberOfMonths={twoMonths ? 2 : 1}
        defaultMonth={draft?.from ?? toPickerDate(today)}
        startMonth={toPickerDate(`${today.slice(0, 8)}01`)}
        endMonth={toPickerDate(window.to)}
        today={toPickerDate(today)}
        disabled={[{ before: toPickerDate(window.from) }, { after: toPickerDate(window.to) }]}
        modifiers={{ hasEvents: marked }}
        modifiersClassNames={{ hasEvents: 'glentia-has-events' }}
        labels={{
          labelDayButton: (date, modifiers, options, dateLib) => {
            const base = locale.labels?.labelDayButton;
            const label =
              typeof base === 'function' ? base(date, modifiers, options, dateLib) : date.toDateString();
            return modifiers.hasEvents ? `${label}, ${t('calendar.hasEvents')}` : label;
          },
        }}
        className="glentia-calendar mt-3"
      />

      <p className="mt-1 flex items-center gap-2 text-xs text-muted">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
        {t('calendar.legend')}
      </p>
      <p role="status" className="mt-2 min-h-5 text-sm font-semibold">
        {complete ? '' : t('calendar.pickEnd')}
      </p>
    </Dialog>
  );
}
