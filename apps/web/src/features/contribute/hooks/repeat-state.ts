/**
 * The "Repeats" section's state and what it sends: a weekly residency's repetition. Kept apart
 * from the component so the rules are tested on their own.
 */
import {
  applyPhoneMask,
  entryKindOf,
  euroAmountText,
  isLastWeekdayOfMonth,
  type MonthlyPosition,
  type Recurrence,
  type RecurrenceFrequency,
  recurrenceProblem,
  type TRecurrenceRule,
  type TSeries,
  weekdayPositionOf,
} from '@glentia/core';
import type { EventFormState } from './form-state.ts';

export type RepeatEnd = 'none' | 'until' | 'count';

export interface RepeatState {
  enabled: boolean;
  frequency: RecurrenceFrequency;
  /** Monthly: the nth weekday of the start date's month (`nth`) or the last one. */
  monthly: 'nth' | 'last';
  end: RepeatEnd;
  until: string;
  /** Nights, as typed. */
  count: string;
  exceptions: string[];
}

export function emptyRepeatState(): RepeatState {
  return {
    enabled: false,
    frequency: 'weekly',
    monthly: 'nth',
    end: 'none',
    until: '',
    count: '',
    exceptions: [],
  };
}

export function repeatStateFromSeries(series: TSeries): RepeatState {
  return {
    enabled: true,
    frequency: series.frequency,
    monthly: series.position === -1 ? 'last' : 'nth',
    end: series.until ? 'until' : series.count ? 'count' : 'none',
    until: series.until ?? '',
    count: series.count ? String(series.count) : '',
    exceptions: [...series.exceptions],
  };
}

/** Whether "the last weekday of the month" is worth offering: the start date is one. */
export function canRepeatOnLast(startDate: string): boolean {
  return isLastWeekdayOfMonth(startDate);
}

function positionOf(state: RepeatState, startDate: string): MonthlyPosition | null {
  if (state.frequency !== 'monthly') return null;
  return state.monthly === 'last' ? -1 : weekdayPositionOf(startDate);
}

/** The rule the form sends in its `recurrence` field. */
export function toRecurrenceRule(state: RepeatState, startDate: string): TRecurrenceRule {
  const count = Number.parseInt(state.count, 10);
  return {
    frequency: state.frequency,
    position: positionOf(state, startDate),
    until: state.end === 'until' && state.until ? state.until : null,
    count: state.end === 'count' && Number.isFinite(count) ? count : null,
    exceptions: [...state.exceptions].sort(),
  };
}

/** The same rule with its first night, for the preview and the checks. */
export function toRecurrence(state: RepeatState, startDate: string): Recurrence {
  return { ...toRecurrenceRule(state, startDate), startDate };
}

/** What stops the form from being sent: an end missing or out of range, or no night at all. */
export function repeatStateProblem(
  state: RepeatState,
  startDate: string,
): 'untilMissing' | 'countMissing' | ReturnType<typeof recurrenceProblem> {
  if (!state.enabled) return null;
  if (state.end === 'until' && !state.until) return 'untilMissing';
  if (state.end === 'count') {
    const count = Number.parseInt(state.count, 10);
    if (!Number.isFinite(count) || count < 1 || String(count) !== state.count.trim()) return 'countMissing';
  }
  return recurrenceProblem(toRecurrence(state, startDate));
}

/** The event form filled from a series being edited. */
export function formStateFromSeries(series: TSeries): EventFormState {
  return {
    photo: null,
    imageUrl: series.image ?? series.thumbnail,
    artists: series.artists.map((artist) => ({ id: artist.id, name: artist.name })),
    location: { id: series.location.id, name: series.location.name },
    locationPlace: null,
    telephone: series.telephone ? applyPhoneMask(series.telephone) : '',
    updateLocationPhone: false,
    date: series.startDate,
    time: series.time,
    duration: series.duration ? String(series.duration) : '',
    description: series.description ?? '',
    entry: entryKindOf(series.entryPrice),
    price: series.entryPrice ? euroAmountText(series.entryPrice) : '',
    ticketUrl: series.ticketUrl ?? '',
  };
}
