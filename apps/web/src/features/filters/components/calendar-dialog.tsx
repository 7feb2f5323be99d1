/**
 * The calendar dialog of the search filter (SPEC §2, §4, §5). Loaded on demand with its calendar
 * library, so no other screen pays for it.
 */
import 'react-day-picker/style.css';
import './calendar-dialog.css';
import { calendarWindow, type DateRange, quickRange, todayInAthens } from '@glentia/core';
import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { DayPicker, type DateRange as PickerRange } from 'react-day-picker';
import { el } from 'react-day-picker/locale/el';
import { enUS } from 'react-day-picker/locale/en-US';
import { buttonClass } from '../../../components/ui/button.ts';
import { chipClass } from '../../../components/ui/chip.tsx';
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
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const today = todayInAthens();
  const window = calendarWindow(today);
  const twoMonths = useMediaQuery('(min-width: 48rem)');
  const [draft, setDraft] = useState<PickerRange | undefined>({
    from: toPickerDate(range.from),
    to: toPickerDate(range.to),
  });
  const days = useEventDays({ range: window, ...filter });
  const marked = useMemo(() => (days.data ?? []).map((day) => toPickerDate(day.date)), [days.data]);
  const locale = i18n.resolvedLanguage === 'en' ? enUS : el;

  // Layout effect: closing while still in the page lets the browser hand the focus back.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const apply = (next: DateRange) => {
    onApply(next);
    onClose();
  };
  const complete =
    draft?.from && draft.to ? { from: fromPickerDate(draft.from), to: fromPickerDate(draft.to) } : null;

  // Escape closes this dialog only, not a filter sheet it was opened from.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
      data-testid="calendar-dialog"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-[22.5rem] overflow-y-auto rounded-3xl border border-border bg-surface p-0 text-foreground shadow-raised backdrop:bg-black/50 md:max-w-[44rem]"
    >
      <div className="p-4 sm:p-5">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h2 id={titleId} className="text-lg font-bold">
              {t('calendar.title')}
            </h2>
            <p className="text-sm text-muted">{t('calendar.description')}</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('calendar.close')}
            className={buttonClass({ variant: 'ghost', size: 'icon', className: '-mt-1 -mr-2' })}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>

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

        <div className="mt-3 flex justify-end gap-2">
          <button type="button" onClick={onClose} className={buttonClass({ variant: 'secondary' })}>
            {t('calendar.cancel')}
          </button>
          <button
            type="button"
            disabled={!complete}
            onClick={() => complete && apply(complete)}
            className={buttonClass({ variant: 'primary' })}
          >
            {t('calendar.apply')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
