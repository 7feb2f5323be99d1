/**
 * Filling the event form from what a poster says. Only empty fields are filled (what the person
 * already chose stays), and each filled field is remembered with the guessed value, so the form
 * can mark it until the person changes it.
 */
import type { TPosterDraft } from '@glentia/core';
import type { EventFormState } from './form-state.ts';
import { nextMaskedPhone } from './form-state.ts';

export type GuessedField = 'date' | 'time' | 'telephone' | 'location' | 'artists';
export type Guesses = Partial<Pick<EventFormState, GuessedField>>;

/**
 * The form with the poster's answers in its empty fields, and what was guessed. The date has no
 * empty state in the form (a new glenti starts on today), so the caller says whether it is unset.
 */
export function applyPosterDraft(
  state: EventFormState,
  draft: TPosterDraft,
  dateIsUnset: boolean,
): { state: EventFormState; guesses: Guesses } {
  const guesses: Guesses = {};
  if (draft.date && dateIsUnset) guesses.date = draft.date;
  if (draft.time && !state.time) guesses.time = draft.time;
  if (draft.telephone && !state.telephone) guesses.telephone = nextMaskedPhone('', draft.telephone);
  if (draft.location && !state.location)
    guesses.location = { id: draft.location.id, name: draft.location.name };
  if (draft.artists.length && !state.artists.length) {
    guesses.artists = draft.artists.map((artist) => ({ id: artist.id, name: artist.name }));
  }
  return { state: { ...state, ...guesses }, guesses };
}

/** Whether a field still holds what was guessed (the person has not changed it). */
export function isStillGuessed(state: EventFormState, guesses: Guesses, field: GuessedField): boolean {
  return field in guesses && JSON.stringify(state[field]) === JSON.stringify(guesses[field]);
}
