import { describe, expect, it } from 'vitest';
import { calendarWordsOf, groupDigits, joinList, pluralFormOf } from './calendar-words.ts';
import { formatDateRange, formatInstant } from './date-format.ts';
import { formatCount, formatDecimal } from './number-format.ts';
import { ATHENS_TIME_ZONE, addDays } from './time.ts';

const LOCALES = ['el', 'el-GR', 'en-GB'];

/** Every option set the written shapes answer, as the app and the server's texts ask them. */
const SHAPES: Intl.DateTimeFormatOptions[] = [
  { weekday: 'short' },
  { day: 'numeric' },
  { month: 'short' },
  { day: 'numeric', month: 'short' },
  { day: 'numeric', month: 'short', year: 'numeric' },
  { day: 'numeric', month: 'long' },
  { day: 'numeric', month: 'long', year: 'numeric' },
  { weekday: 'long', day: 'numeric', month: 'long' },
  { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
];

const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone: ATHENS_TIME_ZONE, ...options });

describe('calendar words, written as Intl writes them', () => {
  it('writes every shape of every day of three years as Intl does, in Greek and English', () => {
    let differences: string[] = [];
    for (const locale of LOCALES) {
      for (const options of SHAPES) {
        const expected = intl(locale, options);
        for (let day = 0; day < 3 * 366; day += 1) {
          // A night-time instant too: the day is Crete's, not the machine's or UTC's.
          for (const time of ['T10:00:00Z', 'T22:30:00Z']) {
            const instant = new Date(`${addDays('2026-01-01', day)}${time}`);
            const written = formatInstant(instant, locale, options);
            if (written !== expected.format(instant)) {
              differences.push(`${locale} ${JSON.stringify(options)} ${instant.toISOString()}: ${written}`);
            }
          }
        }
      }
    }
    differences = differences.slice(0, 10);
    expect(differences).toEqual([]);
  });

  it('writes the calendar ranges as Intl does: one day, one month, two months, two years', () => {
    const today = '2026-11-30';
    const ranges = [
      ['2026-07-10', '2026-07-10'],
      ['2026-07-10', '2026-07-17'],
      ['2026-06-28', '2026-07-03'],
      ['2026-12-28', '2027-01-03'],
      ['2028-05-01', '2028-05-09'],
      ['2028-05-30', '2028-06-02'],
      ['2027-12-30', '2028-01-02'],
    ];
    for (const locale of LOCALES) {
      for (const [from, to] of ranges) {
        const midday = (date: string) => new Date(`${date}T10:00:00Z`);
        const near = from! >= '2026-10-30' && to! <= '2027-10-30';
        const options: Intl.DateTimeFormatOptions = near
          ? { day: 'numeric', month: 'short' }
          : { day: 'numeric', month: 'short', year: 'numeric' };
        const written = formatDateRange({ from: from!, to: to! }, locale, today);
        const crossesYears = from!.slice(0, 4) !== to!.slice(0, 4);
        const expected =
          near && crossesYears
            ? `${intl(locale, options).format(midday(from!))} – ${intl(locale, options).format(midday(to!))}`
            : intl(locale, options).formatRange(midday(from!), midday(to!));
        expect(written, `${locale} ${from} ${to}`).toBe(expected);
      }
    }
  });

  it('asks Intl for a shape or a locale it does not write', () => {
    const instant = new Date('2026-07-10T10:00:00Z');
    expect(formatInstant(instant, 'en-US', { weekday: 'long', day: 'numeric', month: 'long' })).toBe(
      'Friday, July 10',
    );
    expect(formatInstant(instant, 'el-GR', { dateStyle: 'medium' })).toBe(
      intl('el-GR', { dateStyle: 'medium' }).format(instant),
    );
    expect(calendarWordsOf('de')).toBeNull();
  });

  it('groups the digits of counts as Intl does, and leaves the rest to it', () => {
    for (const locale of LOCALES) {
      const expected = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      for (const value of [0, 7, 999, 1000, 1234, 12_345, 999_999, 1_234_567, 2.5, 1999.5, 0.4, 10 ** 14]) {
        expect(formatCount(value, locale), `${locale} ${value}`).toBe(expected.format(value));
      }
      expect(formatCount(-1234, locale)).toBe(expected.format(-1234));
    }
    expect(groupDigits(Number.NaN, calendarWordsOf('el')!)).toBeNull();
  });

  it('writes ratings with their decimal as Intl does', () => {
    for (const locale of LOCALES) {
      for (const value of [0, 1, 4, 4.5, 4.56, 4.04, 4.96, 3.25, 1234.5]) {
        expect(formatDecimal(value, locale, 1), `${locale} ${value}`).toBe(
          value.toLocaleString(locale, { maximumFractionDigits: 1 }),
        );
        expect(formatDecimal(value, locale, 1, 1), `${locale} ${value}`).toBe(
          value.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        );
      }
    }
  });

  it('has the plural forms and lists of Greek and English', () => {
    for (const locale of LOCALES) {
      const rules = new Intl.PluralRules(locale);
      for (const count of [0, 1, 2, 5, 11, 21, 100, 1.5])
        expect(pluralFormOf(count)).toBe(rules.select(count));
      const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
      const words = calendarWordsOf(locale)!;
      for (const items of [[], ['Α'], ['Α', 'Β'], ['Α', 'Β', 'Γ'], ['Α', 'Β', 'Γ', 'Δ']]) {
        expect(joinList(items, words)).toBe(list.format(items));
      }
    }
  });
});
