/**
 * The event form's state and the rules that turn it into what is sent (SPEC §5). Kept apart from
 * the components so the rules are tested on their own.
 */
import {
  applyPhoneMask,
  type EntryKind,
  type EventFormValues,
  entryKindOf,
  euroAmountText,
  isCompleteMaskedPhone,
  type PickedEntity,
  type TNewVenuePlace,
  type TReviewEvent,
} from '@glentia/core';

export interface EventFormState {
  /** A newly chosen photo. */
  photo: File | null;
  /** The stored poster of an event being edited. */
  imageUrl: string | null;
  artists: PickedEntity[];
  location: PickedEntity | null;
  /** Where a new venue (picked by name) is, from the place search; null when not chosen. */
  locationPlace: TNewVenuePlace | null;
  /** The masked booking phone as shown (`+30 ### #### ###`), or empty. */
  telephone: string;
  updateLocationPhone: boolean;
  date: string;
  /** `HH:mm`, or empty for none. */
  time: string;
  /** Hours as text, or empty for none. */
  duration: string;
  description: string;
  /** Entry: not said, free, or the price typed in `price` (euro, `12,50`). */
  entry: EntryKind;
  price: string;
  /** Reservation or ticket link, https only. */
  ticketUrl: string;
}

export function emptyFormState(today: string): EventFormState {
  return {
    photo: null,
    imageUrl: null,
    artists: [],
    location: null,
    locationPlace: null,
    telephone: '',
    updateLocationPhone: false,
    date: today,
    time: '',
    duration: '',
    description: '',
    entry: 'unknown',
    price: '',
    ticketUrl: '',
  };
}

/** The form filled from an event being edited, with the names still waiting for review. */
export function formStateFromEvent(event: TReviewEvent): EventFormState {
  return {
    photo: null,
    imageUrl: event.image ?? event.thumbnail,
    artists: [
      ...event.artists.map((artist) => ({ id: artist.id, name: artist.name })),
      ...event.pendingArtists.map((name) => ({ id: null, name })),
    ],
    location: event.location
      ? { id: event.location.id, name: event.location.name }
      : event.pendingLocation
        ? { id: null, name: event.pendingLocation }
        : null,
    locationPlace: event.location ? null : (event.pendingLocationPlace ?? null),
    telephone: event.telephone ? applyPhoneMask(event.telephone) : '',
    updateLocationPhone: false,
    date: event.date,
    time: event.time ?? '',
    duration: event.duration ? String(event.duration) : '',
    description: event.description ?? '',
    entry: entryKindOf(event.entryPrice),
    price: event.entryPrice ? euroAmountText(event.entryPrice) : '',
    ticketUrl: event.ticketUrl ?? '',
  };
}

export function toFormValues(state: EventFormState): EventFormValues {
  return {
    date: state.date,
    telephone: state.telephone,
    time: state.time || null,
    duration: state.duration ? Number(state.duration) : null,
    description: state.description,
    location: state.location,
    locationPlace: state.location && !state.location.id ? state.locationPlace : null,
    artists: state.artists,
    updateLocationPhone: state.updateLocationPhone && isCompleteMaskedPhone(state.telephone),
    entry: state.entry,
    price: state.price,
    ticketUrl: state.ticketUrl,
  };
}

/** Whether leaving would lose something: a chosen photo, or any field changed. */
export function hasUnsavedChanges(state: EventFormState, initial: EventFormState): boolean {
  if (state.photo) return true;
  const { photo: _a, imageUrl: _b, ...current } = state;
  const { photo: _c, imageUrl: _d, ...start } = initial;
  return JSON.stringify(current) !== JSON.stringify(start);
}

/**
 * The next masked phone for what was typed. `+30 ` is the mask's own prefix, not digits typed;
 * a deletion that removed only a mask character removes the last digit instead, so backspace
 * always works; no digits left means an empty field.
 */
export function nextMaskedPhone(previous: string, typed: string): string {
  const national = typed.startsWith('+30') ? typed.slice(3) : typed;
  let digits = national.replace(/\D/g, '');
  if (digits.startsWith('0030')) digits = digits.slice(4);
  const previousDigits = previous.startsWith('+30') ? previous.slice(3).replace(/\D/g, '') : '';
  if (typed.length < previous.length && digits === previousDigits) digits = digits.slice(0, -1);
  return digits ? applyPhoneMask(digits) : '';
}
