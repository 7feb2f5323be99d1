/**
 * The one error taxonomy of the server. Each error carries its HTTP status, a stable code and a
 * message in Greek and English; the error handler turns it into `{statusCode, code, message, messages}`.
 */

export interface Messages {
  el: string;
  en: string;
}

/** Which fields of a request were wrong, for forms to point at them. */
export interface FieldIssue {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messages: Messages,
    readonly issues?: FieldIssue[],
  ) {
    super(messages.en);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(messages: Messages, code = 'BAD_REQUEST', issues?: FieldIssue[]) {
    super(400, code, messages, issues);
  }
}

export class UnauthorizedError extends AppError {
  constructor(
    messages: Messages = { el: 'Χρειάζεται να συνδεθείς.', en: 'You need to log in.' },
    code = 'UNAUTHORIZED',
  ) {
    super(401, code, messages);
  }
}

export class ForbiddenError extends AppError {
  constructor(
    messages: Messages = {
      el: 'Δεν έχεις δικαίωμα να το κάνεις αυτό.',
      en: 'You are not allowed to do this.',
    },
    code = 'FORBIDDEN',
  ) {
    super(403, code, messages);
  }
}

export class NotFoundError extends AppError {
  constructor(messages: Messages, code = 'NOT_FOUND') {
    super(404, code, messages);
  }
}

export class ConflictError extends AppError {
  constructor(messages: Messages, code = 'CONFLICT') {
    super(409, code, messages);
  }
}

/** Too many requests: 429 RATE_LIMITED, with the seconds to wait for the `Retry-After` header. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED', {
      el: 'Πάρα πολλά αιτήματα. Περίμενε λίγο και δοκίμασε ξανά.',
      en: 'Too many requests. Wait a moment and try again.',
    });
  }
}

/**
 * A refusal a module throws in several places, said once: its error class, stable code and words.
 * Each call makes a fresh error (with its own stack).
 */
export const refusal =
  (ErrorClass: new (messages: Messages, code?: string) => AppError, code: string, messages: Messages) => () =>
    new ErrorClass(messages, code);

/** Common "not found" messages, so every resource words it the same way. */
export const notFound = {
  event: () =>
    new NotFoundError(
      { el: 'Το γλέντι δεν βρέθηκε.', en: 'This glenti could not be found.' },
      'EVENT_NOT_FOUND',
    ),
  artist: () =>
    new NotFoundError(
      { el: 'Ο καλλιτέχνης δεν βρέθηκε.', en: 'This artist could not be found.' },
      'ARTIST_NOT_FOUND',
    ),
  location: () =>
    new NotFoundError(
      { el: 'Το μαγαζί δεν βρέθηκε.', en: 'This venue could not be found.' },
      'LOCATION_NOT_FOUND',
    ),
  topic: () =>
    new NotFoundError(
      {
        el: 'Δεν βρέθηκε αυτός ο καλλιτέχνης ή αυτό το μαγαζί.',
        en: 'This artist or venue could not be found.',
      },
      'TOPIC_NOT_FOUND',
    ),
  ad: () =>
    new NotFoundError({ el: 'Η διαφήμιση δεν βρέθηκε.', en: 'This ad could not be found.' }, 'AD_NOT_FOUND'),
};
