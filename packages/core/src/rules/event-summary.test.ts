import { describe, expect, it } from 'vitest';
import type { TEvent } from '../schemas/event.ts';
import { resolveEventSummaries, summarizeEvents } from './event-summary.ts';

const lyra = { id: '00000000-0000-4000-8000-00000000a001', name: 'Λύρα', image: null };
const laouto = { id: '00000000-0000-4000-8000-00000000a002', name: 'Λαούτο', image: null };
const venue = {
  id: '00000000-0000-4000-8000-00000000b001',
  name: 'Ρακάδικο',
  county: 'CHANIA' as const,
  postalCode: null,
  phone: null,
  lat: 35.5,
  lng: 24,
  image: null,
};

function event(id: string, overrides: Partial<TEvent> = {}): TEvent {
  return {
    id,
    title: null,
    date: '2090-03-01',
    time: '21:00',
    duration: 4,
    startAt: null,
    endAt: null,
    description: 'Μεγάλο γλέντι',
    telephone: null,
    image: null,
    imageWidth: null,
    imageHeight: null,
    thumbnail: null,
    instagramImage: null,
    artists: [lyra, laouto],
    location: venue,
    views: 0,
    favorites: 0,
    published: true,
    canceled: false,
    selected: false,
    future: true,
    createdAt: '2090-01-01T00:00:00.000Z',
    publishedFrom: null,
    lotteryLink: null,
    menuLink: null,
    entryPrice: null,
    ticketUrl: null,
    ...overrides,
  };
}

describe('event summaries', () => {
  it('drop the description and name each artist and venue once', () => {
    const page = summarizeEvents([event('e1'), event('e2', { artists: [laouto], location: null })], {
      total: 2,
      next: null,
    });
    expect(page.events.map((summary) => Object.keys(summary))).not.toContainEqual(
      expect.arrayContaining(['description']),
    );
    expect(page.events.map((summary) => [summary.artistIds, summary.locationId])).toEqual([
      [[lyra.id, laouto.id], venue.id],
      [[laouto.id], null],
    ]);
    expect(page.artists).toEqual([lyra, laouto]);
    expect(page.locations).toEqual([venue]);
  });

  it('resolve back to the events without their descriptions, artists in billing order', () => {
    const events = [event('e1'), event('e2', { artists: [laouto, lyra], location: null })];
    const resolved = resolveEventSummaries(summarizeEvents(events, { total: 2, next: null }));
    expect(resolved).toEqual(events.map(({ description: _description, ...rest }) => rest));
  });

  it('leave out an artist the page does not describe rather than fail', () => {
    const page = summarizeEvents([event('e1')], { total: 1, next: null });
    const resolved = resolveEventSummaries({ ...page, artists: [laouto], locations: [] });
    expect(resolved[0]?.artists).toEqual([laouto]);
    expect(resolved[0]?.location).toBeNull();
  });
});
