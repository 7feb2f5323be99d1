import {
  describeRecurrence,
  describeRepetition,
  nextOccurrenceDates,
  type RecurrenceFrequency,
} from '@glentia/core';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { currentIntlLocale, currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import {
  canRepeatOnLast,
  type RepeatState,
  repeatStateProblem,
  toRecurrence,
} from '../hooks/repeat-state.ts';
import { inputClass, labelClass } from './field-styles.ts';

export interface RepeatFieldsProps {
  state: RepeatState;
  /** The first night (the form's date) and its start time. */
  startDate: string;
  time: string;
  /** Today in Crete: the preview lists the nights from here on. */
  today: string;
  showErrors: boolean;
  onChange: (patch: Partial<RepeatState>) => void;
}

const PREVIEW_NIGHTS = 5;
const radioClass = 'size-5 accent-primary';

/**
 * "Επαναλαμβάνεται / Repeats": a weekly residency's repetition (weekly, every two weeks, the nth
 * or last weekday of the month), its end (a date, a number of nights, or none), the nights it
 * skips, and the next nights in plain words.
 */
export function RepeatFields({ state, startDate, time, today, showErrors, onChange }: RepeatFieldsProps) {
  const { t } = useTranslation('series');
  const id = useId();
  const [skipDate, setSkipDate] = useState('');
  const language = currentLanguage();
  const locale = currentIntlLocale();
  const problem = state.enabled && startDate ? repeatStateProblem(state, startDate) : null;
  const missingTime = state.enabled && !time;
  const recurrence = startDate ? toRecurrence(state, startDate) : null;
  const nights =
    recurrence && !problem
      ? nextOccurrenceDates(recurrence, today > startDate ? today : startDate, PREVIEW_NIGHTS)
      : [];

  const frequencies: Array<{ value: RecurrenceFrequency; monthly: RepeatState['monthly']; label: string }> = [
    { value: 'weekly', monthly: state.monthly, label: t('repeat.weekly') },
    { value: 'fortnightly', monthly: state.monthly, label: t('repeat.fortnightly') },
    ...(startDate
      ? [
          {
            value: 'monthly' as const,
            monthly: 'nth' as const,
            label: describeRepetition({ frequency: 'monthly', startDate }, language),
          },
          ...(canRepeatOnLast(startDate)
            ? [
                {
                  value: 'monthly' as const,
                  monthly: 'last' as const,
                  label: describeRepetition({ frequency: 'monthly', startDate, position: -1 }, language),
                },
              ]
            : []),
        ]
      : []),
  ];

  function addSkip() {
    if (!skipDate || state.exceptions.includes(skipDate)) return;
    onChange({ exceptions: [...state.exceptions, skipDate].sort() });
    setSkipDate('');
  }

  return (
    <fieldset className="space-y-4 rounded-2xl border border-border p-4" data-testid="repeat-fields">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 accent-primary"
          checked={state.enabled}
          onChange={(event) => onChange({ enabled: event.target.checked })}
        />
        <span>
          <span className="block font-semibold">{t('repeat.toggle')}</span>
          <span className="block text-sm text-muted">{t('repeat.toggleHint')}</span>
        </span>
      </label>
      {state.enabled && (
        <>
          <fieldset className="space-y-2">
            <legend className={labelClass}>{t('repeat.frequency')}</legend>
            {frequencies.map((option) => (
              <label key={`${option.value}-${option.monthly}`} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name={`${id}-frequency`}
                  className={radioClass}
                  checked={
                    state.frequency === option.value &&
                    (option.value !== 'monthly' || state.monthly === option.monthly)
                  }
                  onChange={() => onChange({ frequency: option.value, monthly: option.monthly })}
                />
                {option.label}
              </label>
            ))}
          </fieldset>

          <fieldset className="space-y-2">
            <legend className={labelClass}>{t('repeat.end')}</legend>
            {(['none', 'until', 'count'] as const).map((end) => (
              <label key={end} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name={`${id}-end`}
                  className={radioClass}
                  checked={state.end === end}
                  onChange={() => onChange({ end })}
                />
                {t(
                  end === 'none' ? 'repeat.endNone' : end === 'until' ? 'repeat.endUntil' : 'repeat.endCount',
                )}
              </label>
            ))}
            {state.end === 'until' && (
              <div className="ps-8">
                <label htmlFor={`${id}-until`} className="mb-1 block text-sm font-medium">
                  {t('repeat.until')}
                </label>
                <input
                  id={`${id}-until`}
                  type="date"
                  min={startDate}
                  value={state.until}
                  onChange={(event) => onChange({ until: event.target.value })}
                  className={`${inputClass} max-w-60`}
                />
              </div>
            )}
            {state.end === 'count' && (
              <div className="ps-8">
                <label htmlFor={`${id}-count`} className="mb-1 block text-sm font-medium">
                  {t('repeat.count')}
                </label>
                <input
                  id={`${id}-count`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={104}
                  value={state.count}
                  onChange={(event) => onChange({ count: event.target.value })}
                  className={`${inputClass} max-w-32`}
                />
              </div>
            )}
          </fieldset>

          <div>
            <label htmlFor={`${id}-skip`} className={labelClass}>
              {t('repeat.skip')}
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                id={`${id}-skip`}
                type="date"
                min={startDate}
                value={skipDate}
                onChange={(event) => setSkipDate(event.target.value)}
                className={`${inputClass} max-w-60`}
              />
              <button
                type="button"
                className={buttonClass({ variant: 'secondary' })}
                onClick={addSkip}
                disabled={!skipDate}
              >
                {t('repeat.skipAdd')}
              </button>
            </div>
            {state.exceptions.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-2">
                {state.exceptions.map((date) => (
                  <li key={date}>
                    <button
                      type="button"
                      className="inline-flex min-h-9 items-center gap-2 rounded-full bg-surface-muted px-3 text-sm"
                      aria-label={t('repeat.skipRemove', { date: formatLongDate(date, locale) })}
                      onClick={() =>
                        onChange({ exceptions: state.exceptions.filter((item) => item !== date) })
                      }
                    >
                      {formatLongDate(date, locale)}
                      <span aria-hidden="true">×</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-muted">{t('repeat.skipNone')}</p>
            )}
          </div>

          <section
            aria-live="polite"
            className="rounded-xl bg-surface-muted p-3"
            data-testid="repeat-preview"
          >
            {recurrence && !problem && (
              <p className="font-semibold" data-testid="repeat-summary">
                {describeRecurrence(recurrence, { time: time || null, language })}
              </p>
            )}
            {problem || missingTime ? (
              <p role={showErrors ? 'alert' : undefined} className="text-sm font-medium text-danger">
                {t(`repeat.problems.${problem ?? 'needsTime'}`)}
              </p>
            ) : (
              <>
                <h3 className="mt-2 text-sm font-semibold text-muted">{t('repeat.preview')}</h3>
                {nights.length > 0 ? (
                  <ul className="mt-1 space-y-0.5 text-sm">
                    {nights.map((date) => (
                      <li key={date}>{formatLongDate(date, locale)}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm">{t('repeat.previewEmpty')}</p>
                )}
              </>
            )}
          </section>
        </>
      )}
    </fieldset>
  );
}
