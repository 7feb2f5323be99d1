/** Whether a database error is a unique-constraint violation (PostgreSQL 23505), from pg or PGlite, wrapped or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The SQLSTATE of a database error that the data sent caused rather than the server: class 22
 * "data exception" (NUL or broken Unicode in text, 22P05 and 22021; an unsupported Unicode escape
 * in jsonb, 22P05; a date or number out of range, 22008 and 22003; text that is not a number,
 * 22P02), and 54001 "statement too complex" (nesting too deep). Null for anything else.
 */
export function dataExceptionCode(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^(22[0-9A-Z]{3}|54001)$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** A query refused because the database is saturated: the pool's queue is full. */
export class DatabaseBusyError extends Error {
  readonly code = 'GLENTIA_DATABASE_BUSY';
}

/**
 * Whether a database error says "too busy now, try later" rather than "this request is wrong": the
 * pool's queue was full (ours), waiting for a connection took too long (pg-pool's timeout), or the
 * statement ran past its time and was cancelled (PostgreSQL 57014 query_canceled).
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if (current instanceof DatabaseBusyError) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === '57014') return true;
    if (typeof message === 'string' && message.startsWith('timeout exceeded when trying to connect'))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
