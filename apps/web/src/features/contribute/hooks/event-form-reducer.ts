/**
 * Everything the event form holds, in one reducer: the fields, the repetition, what the poster
 * guessed, and where saving stands (progress, the outcome, or why it was refused). Saving an event
 * (`useSubmitEvent`) and a series (`useSubmitSeries`) report to it the same way.
 */
import type { TCreateEventResult, TPosterDraft } from '@glentia/core';
import type { Dispatch } from 'react';
import { ApiError, describeError } from '../../../lib/api-client.ts';
import type { EventFormState } from './form-state.ts';
import { applyPosterDraft, type GuessedField, type Guesses } from './poster-draft.ts';
import type { RepeatState } from './repeat-state.ts';

export interface EventFormModel {
  fields: EventFormState;
  repeat: RepeatState;
  /** What the poster filled in, marked until the person changes it. */
  guesses: Guesses;
  /** Guesses the reader was unsure of: the form asks about them instead of stating them. */
  unsure: GuessedField[];
  /** From the first Save on, every field says what is wrong with it. */
  triedToSave: boolean;
  /** Each failed attempt brings its first message into view (a phone shows one field at a time). */
  failedAttempts: number;
  /** The upload while saving, 0 to 1; null when not saving. */
  progress: number | null;
  /** A saved event's outcome, for the result dialog. */
  result: TCreateEventResult | null;
  /** A saved series that is not public yet: whether it waits for review. */
  seriesSaved: { waits: boolean } | null;
  /** A refusal the server pointed at a field, shown beside that field. */
  fieldRefusal: { field: string; message: string } | null;
  /** A refusal shown at the top of the form. */
  refusal: string | null;
  /** Saving failed for another reason: the error dialog, with the contact address. */
  failure: string | null;
  /** The form is being left without asking (nothing is left to lose). */
  leaving: boolean;
}

export type EventFormAction =
  | { type: 'edit'; patch: Partial<EventFormState> }
  | { type: 'editRepeat'; patch: Partial<RepeatState> }
  /**
   * What a poster says, put into the fields empty by the time the reading came back. The date is
   * never empty, so the form says which value counts as unset.
   */
  | { type: 'posterRead'; draft: TPosterDraft; dateIsUnset: (date: string) => boolean }
  /** Save was pressed: earlier refusals go; an invalid form counts as a failed attempt. */
  | { type: 'attempt'; valid: boolean }
  | { type: 'progress'; progress: number | null }
  | { type: 'saved'; result: TCreateEventResult }
  | { type: 'seriesSaved'; waits: boolean }
  | { type: 'refused'; field: string | null; message: string }
  | { type: 'failed'; message: string }
  /** Deleting failed: said at the top of the form. */
  | { type: 'notDeleted'; message: string }
  /** After the error dialog: the form as it started, and back to where the person came from. */
  | { type: 'reset'; fields: EventFormState };

export function startEventForm(fields: EventFormState, repeat: RepeatState): EventFormModel {
  return {
    fields,
    repeat,
    guesses: {},
    unsure: [],
    triedToSave: false,
    failedAttempts: 0,
    progress: null,
    result: null,
    seriesSaved: null,
    fieldRefusal: null,
    refusal: null,
    failure: null,
    leaving: false,
  };
}

export function eventFormReducer(model: EventFormModel, action: EventFormAction): EventFormModel {
  switch (action.type) {
    case 'edit':
      return { ...model, fields: { ...model.fields, ...action.patch } };
    case 'editRepeat':
      return { ...model, repeat: { ...model.repeat, ...action.patch } };
    case 'posterRead': {
      const filled = applyPosterDraft(model.fields, action.draft, action.dateIsUnset(model.fields.date));
      const stillUnsure = model.unsure.filter((field) => !(field in filled.guesses));
      return {
        ...model,
        fields: filled.state,
        guesses: { ...model.guesses, ...filled.guesses },
        unsure: [...stillUnsure, ...filled.unsure],
      };
    }
    case 'attempt':
      return {
        ...model,
        triedToSave: true,
        refusal: null,
        fieldRefusal: null,
        failedAttempts: action.valid ? model.failedAttempts : model.failedAttempts + 1,
      };
    case 'progress':
      return { ...model, progress: action.progress };
    case 'saved':
      return { ...model, result: action.result };
    case 'seriesSaved':
      return { ...model, seriesSaved: { waits: action.waits } };
    case 'refused':
      return {
        ...model,
        ...(action.field
          ? { fieldRefusal: { field: action.field, message: action.message } }
          : { refusal: action.message }),
        failedAttempts: model.failedAttempts + 1,
      };
    case 'failed':
      return { ...model, failure: action.message };
    case 'notDeleted':
      return { ...model, refusal: action.message };
    case 'reset':
      return { ...model, failure: null, fields: action.fields, triedToSave: false, leaving: true };
  }
}

/** Fields the server may point a refusal at, each shown beside its field. */
export const FIELDS_SHOWN = new Set(['location']);

/**
 * What a failed save tells the form: the server refused what was sent (a 4xx), so it says why beside
 * the field or at the top and keeps the form; anything else failed to save.
 */
export function saveFailed(error: unknown): EventFormAction {
  if (!(error instanceof ApiError && error.status >= 400 && error.status < 500)) {
    return { type: 'failed', message: describeError(error) };
  }
  const field = error.body?.issues?.map((issue) => issue.path).find((path) => FIELDS_SHOWN.has(path));
  return { type: 'refused', field: field ?? null, message: error.message };
}

/**
 * One save of the event form: the upload's progress from 0, a failure told the one way
 * (`saveFailed`), and no progress once it is over.
 */
export async function runSave(dispatch: Dispatch<EventFormAction>, send: () => Promise<void>): Promise<void> {
  dispatch({ type: 'progress', progress: 0 });
  try {
    await send();
  } catch (error) {
    dispatch(saveFailed(error));
  } finally {
    dispatch({ type: 'progress', progress: null });
  }
}
