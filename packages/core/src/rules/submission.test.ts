import { describe, expect, it } from 'vitest';
import {
  DURATION_OPTIONS,
  type EventFormValues,
  eventFormEntries,
  floorToQuarterHour,
  isAllowedDuration,
  isEntityId,
  isQuarterHourTime,
  isSubmittableDate,
  nearestDuration,
  startTimeOptions,
} from './submission.ts';

describe('start time', () => {
  it.each([
    ['00:00', true],
    ['21:15', true],
    ['23:45', true],
    ['09:30', true],
    ['21:10', false],
    ['21:5', false],
    ['24:00', false],
    ['9:30', false],
    ['21:60', false],
    ['', false],
    ['21:15:00', false],
  ])('%s allowed: %s', (time, allowed) => {
    expect(isQuarterHourTime(time)).toBe(allowed);
  });

  it('offers 96 quarter hours from 00:00 to 23:45, every one allowed', () => {
    const options = startTimeOptions();
    expect(options).toHaveLength(96);
    expect(options[0]).toBe('00:00');
    expect(options.at(-1)).toBe('23:45');
    expect(options.every(isQuarterHourTime)).toBe(true);
  });

  it.each([
    ['21:40', '21:30'],
    ['9:05', '09:00'],
    ['23:59', '23:45'],
    ['25:00', null],
    ['noon', null],
  ])('%s moves down to %s', (time, floored) => {
    expect(floorToQuarterHour(time)).toBe(floored);
  });
});

describe('duration', () => {
  it.each([
    [1, true],
    [10, true],
    [12, true],
    [0, false],
    [11, false],
    [13, false],
    [2.5, false],
    [-1, false],
  ])('%s hours allowed: %s', (hours, allowed) => {
    expect(isAllowedDuration(hours)).toBe(allowed);
  });

  it('offers 1 to 10 and 12', () => {
    expect([...DURATION_OPTIONS]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]);
  });

  it.each([
    [3.2, 3],
    [11.5, 12],
    [30, 12],
    [0.2, 1],
    [0, null],
    [Number.NaN, null],
  ])('nearest offered duration to %s is %s', (hours, nearest) => {
    expect(nearestDuration(hours)).toBe(nearest);
  });
});

describe('date', () => {
  it.each([
    ['2026-07-03', '2026-07-03', true],
    ['2026-07-04', '2026-07-03', true],
    ['2026-07-02', '2026-07-03', false],
    ['2026-02-30', '2026-01-01', false],
    ['3/7/2026', '2026-01-01', false],
  ])('%s submittable on %s: %s', (date, today, allowed) => {
    expect(isSubmittableDate(date, today)).toBe(allowed);
  });
});

describe('ids and names', () => {
  it('tells ids from typed names', () => {
    expect(isEntityId('0b8c3c2e-8a61-4b43-9d3c-6f8f3b1f1c2a')).toBe(true);
    expect(isEntityId('Ψαρογιώργης')).toBe(false);
    expect(isEntityId('0b8c3c2e')).toBe(false);
  });
});

describe('form payload (SPEC §5)', () => {
  const venue = { id: '0b8c3c2e-8a61-4b43-9d3c-6f8f3b1f1c2a', name: 'Κέντρο Αρμός' };
  const base: EventFormValues = {
    date: '2026-07-03',
    telephone: '',
    time: null,
    duration: null,
    description: '',
    location: null,
    artists: [],
    updateLocationPhone: false,
    entry: 'unknown',
    price: '',
    ticketUrl: '',
  };

  it('always sends the date and the phone flag, and nothing that is empty', () => {
    expect(eventFormEntries(base)).toEqual([
      ['date', '2026-07-03'],
      ['updateLocationPhone', 'false'],
    ]);
  });

  it('sends the phone only when the mask is complete', () => {
    expect(eventFormEntries({ ...base, telephone: '+30 697 1234 5__' })).not.toContainEqual([
      'telephone',
      expect.anything(),
    ]);
    expect(eventFormEntries({ ...base, telephone: '+30 697 1234 567' })).toContainEqual([
      'telephone',
      '+30 697 1234 567',
    ]);
  });

  it('sends every present field, artists as a JSON list of ids and new names', () => {
    const entries = eventFormEntries({
      ...base,
      time: '21:30',
      duration: 5,
      description: '  Γλέντι με λύρα  ',
      location: venue,
      artists: [
        { id: '1b8c3c2e-8a61-4b43-9d3c-6f8f3b1f1c2a', name: 'Ψαρογιώργης' },
        { id: null, name: ' Νέος Λυράρης ' },
      ],
      updateLocationPhone: true,
    });
    expect(Object.fromEntries(entries)).toEqual({
      date: '2026-07-03',
      time: '21:30',
      duration: '5',
      description: 'Γλέντι με λύρα',
      location: venue.id,
      artists: '["1b8c3c2e-8a61-4b43-9d3c-6f8f3b1f1c2a","Νέος Λυράρης"]',
      updateLocationPhone: 'true',
    });
  });

  it('sends free entry as 0, a price in euro with a point, and the ticket link', () => {
    expect(eventFormEntries({ ...base, entry: 'free', price: '15' })).toContainEqual(['entryPrice', '0']);
    const paid = Object.fromEntries(
      eventFormEntries({
        ...base,
        entry: 'paid',
        price: '12,5',
        ticketUrl: ' https://tickets.example.gr/a ',
      }),
    );
    expect(paid).toMatchObject({ entryPrice: '12.50', ticketUrl: 'https://tickets.example.gr/a' });
    expect(eventFormEntries({ ...base, price: '12' })).not.toContainEqual(['entryPrice', expect.anything()]);
  });

  it('sends a new venue by its name', () => {
    const entries = eventFormEntries({ ...base, location: { id: null, name: 'Ταβέρνα Νέα ' } });
    expect(entries).toContainEqual(['location', 'Ταβέρνα Νέα']);
  });

  it("sends a new venue's place from the place search, and never a known venue's", () => {
    const place = { lat: 35.37, lng: 24.47, postalCode: '74100', county: null, address: 'Ρέθυμνο' };
    const placed = eventFormEntries({
      ...base,
      location: { id: null, name: 'Ταβέρνα Νέα' },
      locationPlace: place,
    });
    expect(placed).toContainEqual(['locationPlace', JSON.stringify(place)]);
    const known = eventFormEntries({
      ...base,
      location: { id: '00000000-0000-4000-8000-000000000001', name: 'Γνωστό' },
      locationPlace: place,
    });
    expect(known.map(([name]) => name)).not.toContain('locationPlace');
  });
});
