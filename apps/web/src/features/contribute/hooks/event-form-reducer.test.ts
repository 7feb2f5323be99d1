import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { eventFormReducer, saveFailed, startEventForm } from './event-form-reducer.ts';
import { emptyFormState } from './form-state.ts';
import { emptyRepeatState } from './repeat-state.ts';

const start = startEventForm(emptyFormState('2026-07-03'), emptyRepeatState());

describe('the event form after a failed save', () => {
  it('shows a refusal pointed at a field beside it, and counts the attempt', () => {
    const error = new ApiError(400, 'Choose where the venue is', {
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Choose where the venue is',
      issues: [{ path: 'location', message: 'Choose where the venue is' }],
    });
    const after = eventFormReducer(start, saveFailed(error));
    expect(after.fieldRefusal).toEqual({ field: 'location', message: 'Choose where the venue is' });
    expect(after.refusal).toBeNull();
    expect(after.failedAttempts).toBe(1);
  });

  it('shows any other refusal at the top, and a failure to reach the server in the error dialog', () => {
    const refused = eventFormReducer(start, saveFailed(new ApiError(413, 'Too large', null)));
    expect(refused.refusal).toBe('Too large');
    expect(refused.failure).toBeNull();
    const failed = eventFormReducer(start, saveFailed(new NetworkError('No connection')));
    expect(failed.failure).toBe('No connection');
    expect(failed.failedAttempts).toBe(0);
  });

  it('clears the last refusal on the next attempt, and resets to leave after the error dialog', () => {
    const refused = eventFormReducer(start, saveFailed(new ApiError(400, 'No', null)));
    const again = eventFormReducer(refused, { type: 'attempt', valid: true });
    expect(again).toMatchObject({ refusal: null, triedToSave: true, failedAttempts: 1 });
    const edited = eventFormReducer(again, { type: 'edit', patch: { description: 'Γλέντι' } });
    const reset = eventFormReducer(edited, { type: 'reset', fields: start.fields });
    expect(reset).toMatchObject({ fields: start.fields, triedToSave: false, leaving: true, failure: null });
  });
});
