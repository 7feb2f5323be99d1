import type { TEventSnapshot } from '@glentia/core';
import { describe, expect, it } from 'vitest';
import { changedTexts, deletedTexts, publishedTexts } from './notifications.messages.ts';

// 2026-12-06 is a Sunday; 2026-12-07 a Monday; 2026-12-05 a Saturday.
const event = (over: Partial<TEventSnapshot> = {}): TEventSnapshot => ({
  id: 'e1',
  date: '2026-12-06',
  time: '21:30',
  venue: 'Ταβέρνα του Αντώνη',
  artists: ['Νίκος Λύρα'],
  image: null,
  ownerId: null,
  ...over,
});

describe('notification texts in Greek', () => {
  it('puts a canceled date in the genitive with its article', () => {
    expect(changedTexts(event(), { kind: 'canceled' }, 'el')).toEqual({
      title: 'Ακυρώθηκε: Ταβέρνα του Αντώνη',
      body: 'Το γλέντι της Κυριακής 6 Δεκεμβρίου, 21:30 ακυρώθηκε.',
    });
    expect(deletedTexts(event({ date: '2026-12-05', time: null }), 'el').body).toBe(
      'Το γλέντι του Σαββάτου 5 Δεκεμβρίου δεν υπάρχει πια στα Γλέντια.',
    );
  });

  it('says a move with accusative dates and the venue with its own article', () => {
    const moved = changedTexts(
      event({ date: '2026-12-07' }),
      { kind: 'moved', before: { date: '2026-12-06', time: '21:30', venue: 'Ταβέρνα του Αντώνη' } },
      'el',
    );
    expect(moved.body).toBe(
      'Δεν γίνεται πια την Κυριακή 6 Δεκεμβρίου, 21:30· τώρα γίνεται τη Δευτέρα 7 Δεκεμβρίου, 21:30 στην Ταβέρνα του Αντώνη.',
    );
    const atCafe = changedTexts(
      event({ venue: 'Καφενείο Ο Μανόλης' }),
      { kind: 'moved', before: { date: '2026-12-05', time: null, venue: null } },
      'el',
    );
    expect(atCafe.body).toContain('στο Καφενείο Ο Μανόλης.');
    expect(atCafe.body).toContain('Δεν γίνεται πια το Σάββατο 5 Δεκεμβρίου·');
  });

  it("follows the admin's gender for a venue", () => {
    const moved = changedTexts(
      event({ venue: 'Λύρα', venueGender: 'f' }),
      { kind: 'moved', before: { date: '2026-12-05', time: null, venue: 'Λύρα' } },
      'el',
    );
    expect(moved.body.endsWith('στη Λύρα.')).toBe(true);
  });

  it('lists the day without an article after the line-up', () => {
    expect(publishedTexts(event(), 'el').body).toBe('Νίκος Λύρα · Κυριακή 6 Δεκεμβρίου, 21:30');
  });

  it('keeps English plain', () => {
    expect(changedTexts(event(), { kind: 'canceled' }, 'en').body).toBe(
      'The glenti on Sunday 6 December at 21:30 has been cancelled.',
    );
  });
});
