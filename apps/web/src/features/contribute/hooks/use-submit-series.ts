import type { TSeries } from '@glentia/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { useNavigate } from '../../../lib/router/index.ts';
import { invalidateContributions } from '../api/invalidate-contributions.ts';
import { submitSeries } from '../api/submit-series.ts';
import { type EventFormAction, runSave } from './event-form-reducer.ts';
import { type EventFormState, toFormValues } from './form-state.ts';
import { type RepeatState, toRecurrenceRule } from './repeat-state.ts';

/**
 * Saves the form as a weekly residency, new or the edited `series`: a public one opens its first
 * night; one that waits for review says so.
 */
export function useSubmitSeries(series: TSeries | undefined, dispatch: Dispatch<EventFormAction>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (fields: EventFormState, repeat: RepeatState) =>
    runSave(dispatch, async () => {
      const saved = await submitSeries({
        ...(series ? { id: series.id } : {}),
        values: toFormValues(fields),
        rule: toRecurrenceRule(repeat, fields.date),
        photo: fields.photo,
      });
      void invalidateContributions(queryClient);
      const first = saved.upcoming.find((night) => !night.canceled);
      if (saved.published && first) {
        navigate(`/glentia/${first.id}`, { replace: !series });
        return;
      }
      dispatch({ type: 'seriesSaved', waits: !saved.published });
    });
}
