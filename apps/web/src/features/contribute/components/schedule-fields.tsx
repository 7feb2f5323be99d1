import { DURATION_OPTIONS, endTimeOf, startTimeOptions } from '@glentia/core';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { inputClass, labelClass } from './field-styles.ts';

const TIMES = startTimeOptions();

export interface ScheduleFieldsProps {
  date: string;
  time: string;
  duration: string;
  today: string;
  dateInvalid: boolean;
  onChange: (patch: { date?: string; time?: string; duration?: string }) => void;
}

/** Date (today or later), start time (24 h, quarter hours), duration (1–10, 12 h) with the end time. */
export function ScheduleFields({ date, time, duration, today, dateInvalid, onChange }: ScheduleFieldsProps) {
  const { t } = useTranslation('contribute');
  const id = useId();
  const ends = time && duration ? endTimeOf(time, Number(duration)) : null;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <div>
        <label htmlFor={`${id}-date`} className={labelClass}>
          {t('date.label')}{' '}
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        </label>
        <input
          id={`${id}-date`}
          type="date"
          required
          min={today}
          value={date}
          aria-invalid={dateInvalid}
          aria-describedby={dateInvalid ? `${id}-date-error` : undefined}
          onChange={(event) => onChange({ date: event.target.value })}
          className={inputClass}
        />
        {dateInvalid && (
          <p id={`${id}-date-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
            {t('date.past')}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-time`} className={labelClass}>
          {t('time.label')}
        </label>
        <select
          id={`${id}-time`}
          value={time}
          onChange={(event) => onChange({ time: event.target.value })}
          className={inputClass}
        >
          <option value="">{t('time.none')}</option>
          {TIMES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-duration`} className={labelClass}>
          {t('duration.label')}
        </label>
        <select
          id={`${id}-duration`}
          value={duration}
          aria-describedby={ends ? `${id}-ends` : undefined}
          onChange={(event) => onChange({ duration: event.target.value })}
          className={inputClass}
        >
          <option value="">{t('duration.none')}</option>
          {DURATION_OPTIONS.map((hours) => (
            <option key={hours} value={String(hours)}>
              {t('duration.hours', { count: hours })}
            </option>
          ))}
        </select>
        {ends && (
          <p id={`${id}-ends`} data-testid="end-time" className="mt-1.5 text-sm text-muted">
            {t('duration.ends', { time: ends })}
          </p>
        )}
      </div>
    </div>
  );
}
