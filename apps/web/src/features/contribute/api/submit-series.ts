/**
 * `POST /api/me/series` (a new weekly residency) and `PUT /api/me/series/{id}` (saving one), multipart:
 * the event form's fields, the repetition as JSON and, when chosen, the poster.
 */
import { contract, type EventFormValues, type TRecurrenceRule, type TSeries } from '@glentia/core';
import { call } from '../../../lib/api-client.ts';
import { buildEventFormData } from './submit-event.ts';

export interface SubmitSeriesInput {
  /** The series being edited; absent when creating. */
  id?: string;
  values: EventFormValues;
  rule: TRecurrenceRule;
  photo: File | null;
}

export function submitSeries(input: SubmitSeriesInput): Promise<TSeries> {
  const body = buildEventFormData(input.values, input.photo);
  body.append('recurrence', JSON.stringify(input.rule));
  return input.id
    ? call(contract.series.update, { params: { id: input.id }, body })
    : call(contract.series.create, { body });
}
