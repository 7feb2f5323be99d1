/**
 * Filling the event form from what a poster says. Only empty fields are filled (what the person
 * already chose stays), and each filled field is remembered with the guessed value, so the form
 * can mark it until the person changes it. A guess the reader is not sure of (below core's
 * SURE_GUESS) is asked about instead of stated.
 */
import { euroAmountText, SURE_GUESS, type TPosterDraft } from '@glentia/core';
import type { EventFormState } from './form-state.ts';
import { nextMaskedPhone } from './form-state.ts';

export type GuessedField =
  | 'date'
  | 'time'
  | 'telephone'
  | 'location'
  | 'artists'
  | 'entry'
  | 'ticketUrl'
  | 'description';
export type Guesses = Partial<
  Pick<
    EventFormState,
    'date' | 'time' | 'telephone' | 'location' | 'artists' | 'entry' | 'price' | 'ticketUrl' | 'description'
  >
>;

/** The draft's confidence behind each guessed field (the description and ticket link are always drafts). */
const CONFIDENCE: Partial<Record<GuessedField, keyof TPosterDraft['confidence']>> = {
  date: 'date',
  time: 'time',
  telephone: 'telephone',
  location: 'location',
  artists: 'artists',
  entry: 'entry',
};

/**
 * The form with the poster's answers in its empty fields, what was guessed, and which guesses
 * the reader is unsure of. The date has no empty state in the form (a new glenti starts on
 * today), so the caller says whether it is unset.
 */
export function applyPosterDraft(
  state: EventFormState,
  draft: TPosterDraft,
  dateIsUnset: boolean,
): { state: EventFormState; guesses: Guesses; unsure: GuessedField[] } {
  const guesses: Guesses = {};
  if (draft.date && dateIsUnset) guesses.date = draft.date;
  if (draft.time && !state.time) guesses.time = draft.time;
  if (draft.telephone && !state.telephone) guesses.telephone = nextMaskedPhone('', draft.telephone);
  if (draft.location && !state.location)
    guesses.location = { id: draft.location.id, name: draft.location.name };
  if (draft.artists.length && !state.artists.length) {
    guesses.artists = draft.artists.map((artist) => ({ id: artist.id, name: artist.name }));
  }
  if (draft.entryPrice !== null && state.entry === 'unknown') {
    guesses.entry = draft.entryPrice === 0 ? 'free' : 'paid';
    if (draft.entryPrice > 0) guesses.price = euroAmountText(draft.entryPrice);
  }
  if (draft.ticketUrl && !state.ticketUrl) guesses.ticketUrl = draft.ticketUrl;
  if (draft.description && !state.description) guesses.description = draft.description;
  const unsure = (Object.keys(CONFIDENCE) as GuessedField[]).filter(
    (field) => field in guesses && draft.confidence[CONFIDENCE[field]!] < SURE_GUESS,
  );
  return { state: { ...state, ...guesses }, guesses, unsure };
}

/** Whether a field still holds what was guessed (the person has not changed it). */
export function isStillGuessed(state: EventFormState, guesses: Guesses, field: GuessedField): boolean {
  if (!(field in guesses)) return false;
  if (field === 'entry')
    return state.entry === guesses.entry && (guesses.price ?? state.price) === state.price;
  return JSON.stringify(state[field]) === JSON.stringify(guesses[field]);
}
