import { describe, expect, it } from 'vitest';
import { canEditUploaded, groupUploaded, uploadedState, uploadedTarget } from './uploaded.ts';

const today = '2026-07-10';
const base = { published: true, canceled: false, rejectReason: null, date: today };

describe('the state of an uploaded event', () => {
  it.each([
    ['waiting for review', { published: false }, 'pending'],
    ['sent back with a reason', { published: false, rejectReason: 'Λάθος μέρα' }, 'rejected'],
    ['sent back, even once past', { published: false, rejectReason: 'x', date: '2026-07-01' }, 'rejected'],
    ['never reviewed and now past', { published: false, date: '2026-07-09' }, 'past'],
    ['published, today', {}, 'published'],
    ['published and canceled', { canceled: true }, 'canceled'],
    ['canceled and past', { canceled: true, date: '2026-07-01' }, 'canceled'],
    ['published and past', { date: '2026-07-09' }, 'past'],
  ] as const)('%s → %s', (_, overrides, expected) => {
    expect(uploadedState({ ...base, ...overrides }, today)).toBe(expected);
  });
});

describe('the order of uploaded events', () => {
  it('puts upcoming ones first, the soonest first, then past ones, the latest first', () => {
    const at = (id: string, date: string, time: string | null = null) => ({
      id,
      date,
      time,
      createdAt: '2026-06-01T10:00:00.000Z',
    });
    const { upcoming, past } = groupUploaded(
      [
        at('far', '2026-08-01'),
        at('old', '2026-05-01'),
        at('tonight-late', today, '23:00'),
        at('recent', '2026-07-09'),
        at('tonight', today, '21:00'),
      ],
      today,
    );
    expect(upcoming.map((event) => event.id)).toEqual(['tonight', 'tonight-late', 'far']);
    expect(past.map((event) => event.id)).toEqual(['recent', 'old']);
  });
});

describe('where tapping an uploaded event leads', () => {
  const maria = { username: 'maria', roles: ['user'] as const };
  const admin = { username: 'admin', roles: ['user', 'admin'] as const };
  const event = { id: 'e1', published: false, date: today, publishedFrom: 'Maria' };

  it('opens the form of a pending event its uploader may still change', () => {
    expect(uploadedTarget(event, maria, today)).toBe('/glenti/edit/e1');
    expect(canEditUploaded(event, maria, today)).toBe(true);
  });

  it('opens the page of a published event', () => {
    expect(uploadedTarget({ ...event, published: true }, maria, today)).toBe('/glentia/e1');
  });

  it('leads nowhere for an unpublished past event, or someone else’s', () => {
    expect(uploadedTarget({ ...event, date: '2026-07-09' }, maria, today)).toBeNull();
    expect(uploadedTarget({ ...event, publishedFrom: 'nikos' }, maria, today)).toBeNull();
    expect(canEditUploaded({ ...event, publishedFrom: 'nikos' }, admin, today)).toBe(true);
  });
});
