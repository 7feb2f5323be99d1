import type { TReviewEvent } from '@glentia/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { invalidateContributions } from '../api/invalidate-contributions.ts';
import { submitEvent } from '../api/submit-event.ts';
import { type EventFormAction, runSave } from './event-form-reducer.ts';
import { type EventFormState, toFormValues } from './form-state.ts';

/** Saves the form as one glenti, new or the edited `event`; the result dialog tells what became of it. */
export function useSubmitEvent(event: TReviewEvent | undefined, dispatch: Dispatch<EventFormAction>) {
  const queryClient = useQueryClient();
  return (fields: EventFormState) =>
    runSave(dispatch, async () => {
      const answer = await submitEvent({
        ...(event ? { id: event.id } : {}),
        values: toFormValues(fields),
        photo: fields.photo,
        onProgress: (progress) => dispatch({ type: 'progress', progress }),
      });
      dispatch({ type: 'saved', result: answer });
      // The new or changed event belongs in /uploaded, the review queue and, once published, every list.
      void invalidateContributions(queryClient);
    });
}
