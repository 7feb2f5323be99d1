/**
 * A small iCalendar (RFC 5545) writer for the single-event download and the subscribable feeds.
 * Written here rather than with the `ics` package because that one folds lines by characters, and
 * Greek text (two octets a letter) then breaks the 75-octet limit calendar apps rely on.
 */

export type CalendarStatus = 'CONFIRMED' | 'CANCELLED';

export interface CalendarEntry {
  /** Stable across every feed and download of the same event: `<event id>@<host>`. */
  uid: string;
  /** Raised on each change, so subscribed calendars replace their copy. */
  sequence: number;
  /** When the entry last changed (DTSTAMP and LAST-MODIFIED): stable bytes for an unchanged event. */
  changedAt: Date;
  /** Local Crete date `YYYY-MM-DD`, and the local start `HH:mm` when known (else an all-day entry). */
  date: string;
  time: string | null;
  /** The end instant, or the length in minutes, when a start time is known. */
  endAt: Date | null;
  durationMinutes: number | null;
  summary: string;
  description?: string | null;
  location?: string | null;
  geo?: { lat: number; lng: number } | null;
  url?: string | null;
  status: CalendarStatus;
}

export interface CalendarHeader {
  name: string;
  description?: string;
  /** How often subscribers should look again (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
  refreshHours?: number;
}

export const CALENDAR_TIMEZONE = 'Europe/Athens';

/** Europe/Athens: EET in winter, EEST from the last Sunday of March to the last Sunday of October. */
const ATHENS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIMEZONE}`,
  'X-LIC-LOCATION:Europe/Athens',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'DTSTART:19700329T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'DTSTART:19701025T040000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT value escaping (RFC 5545 §3.3.11); other control characters are dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
  );
}

/** Folds a content line into lines of at most 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // continuation lines begin with one space
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (value: number) => String(value).padStart(2, '0');

function utcStamp(value: Date): string {
  return (
    `${value.getUTCFullYear()}${pad(value.getUTCMonth() + 1)}${pad(value.getUTCDate())}` +
    `T${pad(value.getUTCHours())}${pad(value.getUTCMinutes())}${pad(value.getUTCSeconds())}Z`
  );
}

const compactDate = (date: string) => date.replaceAll('-', '');

function nextDay(date: string): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + 1);
  return value.toISOString().slice(0, 10);
}

function timingLines(entry: CalendarEntry): string[] {
  if (!entry.time) {
    return [
      `DTSTART;VALUE=DATE:${compactDate(entry.date)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(entry.date))}`,
    ];
  }
  const start = `DTSTART;TZID=${CALENDAR_TIMEZONE}:${compactDate(entry.date)}T${entry.time.replace(':', '')}00`;
  if (entry.endAt) return [start, `DTEND:${utcStamp(entry.endAt)}`];
  return [start, `DURATION:PT${Math.max(1, entry.durationMinutes ?? 240)}M`];
}

function eventLines(entry: CalendarEntry): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(entry.uid)}`,
    `DTSTAMP:${utcStamp(entry.changedAt)}`,
    `LAST-MODIFIED:${utcStamp(entry.changedAt)}`,
    `SEQUENCE:${entry.sequence}`,
    ...timingLines(entry),
    `SUMMARY:${escapeText(entry.summary)}`,
  ];
  if (entry.description) lines.push(`DESCRIPTION:${escapeText(entry.description)}`);
  if (entry.location) lines.push(`LOCATION:${escapeText(entry.location)}`);
  if (entry.geo) lines.push(`GEO:${entry.geo.lat.toFixed(6)};${entry.geo.lng.toFixed(6)}`);
  if (entry.url) lines.push(`URL:${entry.url}`);
  lines.push(`STATUS:${entry.status}`, 'TRANSP:OPAQUE', 'END:VEVENT');
  return lines;
}

/** A whole VCALENDAR with one VTIMEZONE and the entries, lines ending in CRLF. */
export function writeCalendar(header: CalendarHeader, entries: readonly CalendarEntry[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Glentia//Glentia feeds//EL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(header.name)}`,
    `NAME:${escapeText(header.name)}`,
    `X-WR-TIMEZONE:${CALENDAR_TIMEZONE}`,
  ];
  if (header.description) {
    lines.push(
      `X-WR-CALDESC:${escapeText(header.description)}`,
      `DESCRIPTION:${escapeText(header.description)}`,
    );
  }
  if (header.refreshHours) {
    lines.push(
      `REFRESH-INTERVAL;VALUE=DURATION:PT${header.refreshHours}H`,
      `X-PUBLISHED-TTL:PT${header.refreshHours}H`,
    );
  }
  if (entries.some((entry) => entry.time)) lines.push(...ATHENS_VTIMEZONE);
  for (const entry of entries) lines.push(...eventLines(entry));
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
