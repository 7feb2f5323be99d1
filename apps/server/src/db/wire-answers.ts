/**
 * A query's answers as the embedded database wrote them (PostgreSQL backend messages), read into
 * the messages PGlite's result code takes. PGlite's own reader copies every field of every row
 * into a buffer of its own before decoding it; for a search's few hundred rows at 20,000 events
 * that reading, and copying the read messages from the database's thread to the main one, cost
 * more than running the queries on small tables (issue 35). Here each field is decoded where it
 * lies. Only the messages a query's result is made of are read (row descriptions, rows, command
 * completions) and notifications, which are handed on; an answer holding an error is read by
 * PGlite's reader, so the error is the one PGlite gives (code, detail, position...).
 */
import { type messages, protocol } from '@electric-sql/pglite';

/** The messages a result is made of, in the shape PGlite's `parse.parseResults` reads. */
export type ResultMessage =
  | { name: 'rowDescription'; fields: Array<{ name: string; dataTypeID: number }> }
  | { name: 'dataRow'; fields: Array<string | null> }
  | { name: 'commandComplete'; text: string };

export interface WireAnswers {
  messages: ResultMessage[];
  notifications: Array<{ channel: string; payload: string }>;
}

/** The first byte of each backend message read here. */
const KIND = {
  rowDescription: 0x54, // T
  dataRow: 0x44, // D
  commandComplete: 0x43, // C
  notification: 0x41, // A
  error: 0x45, // E
} as const;

/** The database's error in these answers, as PGlite's reader makes it; null when there is none. */
function errorIn(bytes: Uint8Array): messages.DatabaseError | null {
  let found: messages.DatabaseError | null = null;
  new protocol.Parser().parse(bytes, (message) => {
    if (!found && message.name === 'error') found = message as messages.DatabaseError;
  });
  return found;
}

/** Reads the answers; throws the database's error when they hold one. */
export function readWireAnswers(bytes: Uint8Array): WireAnswers {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Decoded in place: a view of each field (`subarray`) was an object made for every field of
  // every row, some 7% of a search's garbage at 20,000 events.
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const read: WireAnswers = { messages: [], notifications: [] };
  let at = 0;
  /** A zero-ended string from `at`, which moves past it. */
  const cstring = (): string => {
    const end = bytes.indexOf(0, at);
    const value = buffer.toString('utf8', at, end);
    at = end + 1;
    return value;
  };
  while (at + 5 <= bytes.byteLength) {
    const kind = bytes[at]!;
    // The length counts itself, not the kind's byte.
    const next = at + 1 + view.getInt32(at + 1);
    at += 5;
    if (kind === KIND.dataRow) {
      const count = view.getInt16(at);
      at += 2;
      const fields = new Array<string | null>(count);
      for (let field = 0; field < count; field++) {
        const length = view.getInt32(at);
        at += 4;
        if (length < 0) fields[field] = null;
        else {
          fields[field] = buffer.toString('utf8', at, at + length);
          at += length;
        }
      }
      read.messages.push({ name: 'dataRow', fields });
    } else if (kind === KIND.rowDescription) {
      const count = view.getInt16(at);
      at += 2;
      const fields = new Array<{ name: string; dataTypeID: number }>(count);
      for (let field = 0; field < count; field++) {
        const name = cstring();
        // Table id (4) and column number (2) before the type; size, modifier and format after.
        fields[field] = { name, dataTypeID: view.getInt32(at + 6) };
        at += 18;
      }
      read.messages.push({ name: 'rowDescription', fields });
    } else if (kind === KIND.commandComplete) {
      read.messages.push({ name: 'commandComplete', text: cstring() });
    } else if (kind === KIND.notification) {
      at += 4; // the notifying backend's process id
      const channel = cstring();
      read.notifications.push({ channel, payload: cstring() });
    } else if (kind === KIND.error) {
      throw errorIn(bytes) ?? new Error('the embedded database answered with an unreadable error');
    }
    at = next;
  }
  return read;
}
