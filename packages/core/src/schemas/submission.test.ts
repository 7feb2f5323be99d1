import { describe, expect, it } from 'vitest';
import { ZEventSubmissionFields } from './submission.ts';

const ARTIST = '1b8c3c2e-8a61-4b43-9d3c-6f8f3b1f1c2a';
const VENUE = '0b8c3c2e-8a61-4b43-9d3c-6f8f3b1f1c2a';
const base = { date: '2026-07-03', updateLocationPhone: 'false' };

function parse(fields: Record<string, string>) {
  return ZEventSubmissionFields.safeParse({ ...base, ...fields });
}

describe('event form fields', () => {
  it.each<[string, Record<string, string>]>([
    ['a date only', {}],
    ['a complete phone', { telephone: '+30 697 1234 567' }],
    ['a quarter-hour start', { time: '21:45' }],
    ['midnight', { time: '00:00' }],
    ['1 hour', { duration: '1' }],
    ['10 hours', { duration: '10' }],
    ['12 hours', { duration: '12' }],
    ['900 characters', { description: 'α'.repeat(900) }],
    ['a venue id', { location: VENUE }],
    ['a new venue name', { location: 'Ταβέρνα Νέα' }],
    ['artists by id and name', { artists: JSON.stringify([ARTIST, 'Νέος Λυράρης']) }],
    ['the phone flag on', { updateLocationPhone: 'true' }],
    ['free entry', { entryPrice: '0' }],
    ['a price with a decimal comma', { entryPrice: '12,50' }],
    ['a ticket link', { ticketUrl: 'https://tickets.example.gr/e/4' }],
  ])('accepts %s', (_label, fields) => {
    expect(parse(fields).success).toBe(true);
  });

  it.each<[string, Record<string, string>, string]>([
    ['no date', { date: '' }, 'date'],
    ['a date that does not exist', { date: '2026-02-30' }, 'date'],
    ['a date written day-first', { date: '03/07/2026' }, 'date'],
    ['an incomplete phone', { telephone: '+30 697 1234 5__' }, 'telephone'],
    ['a phone without +30', { telephone: '697 1234 567' }, 'telephone'],
    ['a phone ungrouped', { telephone: '+306971234567' }, 'telephone'],
    ['minutes off the quarter', { time: '21:10' }, 'time'],
    ['a 12-hour clock', { time: '9:30 pm' }, 'time'],
    ['hour 24', { time: '24:00' }, 'time'],
    ['0 hours', { duration: '0' }, 'duration'],
    ['11 hours', { duration: '11' }, 'duration'],
    ['13 hours', { duration: '13' }, 'duration'],
    ['half hours', { duration: '2.5' }, 'duration'],
    ['901 characters', { description: 'α'.repeat(901) }, 'description'],
    ['an empty venue name', { location: '   ' }, 'location'],
    ['a venue name of 121 characters', { location: 'α'.repeat(121) }, 'location'],
    ['artists that are not JSON', { artists: 'Ψαρογιώργης' }, 'artists'],
    ['artists that are not a list', { artists: '{"id":1}' }, 'artists'],
    ['an empty artist name', { artists: '[""]' }, 'artists.0'],
    ['31 artists', { artists: JSON.stringify(Array.from({ length: 31 }, (_, i) => `Α${i}`)) }, 'artists'],
    ['a flag that is not true or false', { updateLocationPhone: 'yes' }, 'updateLocationPhone'],
    ['an unknown field', { lottery: 'x' }, ''],
    ['a price in words', { entryPrice: 'δέκα' }, 'entryPrice'],
    ['a negative price', { entryPrice: '-5' }, 'entryPrice'],
    ['a price above 1000 euro', { entryPrice: '1500' }, 'entryPrice'],
    ['a plain http ticket link', { ticketUrl: 'http://tickets.example.gr' }, 'ticketUrl'],
    ['a script as ticket link', { ticketUrl: 'javascript:alert(1)' }, 'ticketUrl'],
  ])('refuses %s', (_label, fields, path) => {
    const result = parse(fields);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.') ?? '').toBe(path);
  });

  it('reads ids and names, dropping repeats', () => {
    const result = parse({
      artists: JSON.stringify([ARTIST, ARTIST.toUpperCase(), ' Νέος ', 'νέος']),
      location: VENUE,
      duration: '12',
      updateLocationPhone: 'true',
    });
    expect(result.data).toMatchObject({
      artists: [{ id: ARTIST }, { name: 'Νέος' }],
      location: { id: VENUE },
      duration: 12,
      updateLocationPhone: true,
    });
  });

  it('reads the price as cents', () => {
    expect(parse({ entryPrice: '12,50' }).data?.entryPrice).toBe(1250);
    expect(parse({ entryPrice: '0' }).data?.entryPrice).toBe(0);
  });

  it('treats a missing phone flag as off', () => {
    expect(ZEventSubmissionFields.parse({ date: '2026-07-03' }).updateLocationPhone).toBe(false);
  });
});
