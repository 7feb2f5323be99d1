import { describe, expect, it } from 'vitest';
import { feedUrl, googleEventUrl, googleSubscribeUrl, handlesWebcal, webcalUrl } from './calendar-links.ts';

describe('calendar links', () => {
  it('builds feed addresses, with the saved search as its query', () => {
    expect(feedUrl({ path: '/feeds/location/abc' }, 'ics', 'https://glentia.gr')).toBe(
      'https://glentia.gr/feeds/location/abc.ics',
    );
    expect(
      feedUrl({ path: '/feeds/search', query: '{"nomos":["CHANIA"]}' }, 'rss', 'https://glentia.gr'),
    ).toBe('https://glentia.gr/feeds/search.rss?query=%7B%22nomos%22%3A%5B%22CHANIA%22%5D%7D');
  });

  it('turns the address into webcal and into Google Calendar’s subscribe link', () => {
    const url = 'https://glentia.gr/feeds/county/chania.ics';
    expect(webcalUrl(url)).toBe('webcal://glentia.gr/feeds/county/chania.ics');
    expect(googleSubscribeUrl(url)).toBe(
      'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fglentia.gr%2Ffeeds%2Fcounty%2Fchania.ics',
    );
  });

  it('knows which devices open webcal links in their calendar app', () => {
    expect(handlesWebcal('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(handlesWebcal('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(handlesWebcal('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe(false);
  });

  it('fills Google Calendar’s event template with times in UTC, or whole days', () => {
    const event = {
      id: 'e1',
      date: '2026-08-14',
      startAt: '2026-08-14T19:00:00.000Z',
      endAt: null,
      duration: 4,
      description: 'Λύρα, λαούτο & μαντινάδες',
      location: { id: 'l1', name: 'Ταβέρνα Ο Ψηλορείτης', county: 'RETHYMNO' as const, lat: null, lng: null },
    };
    const url = new URL(googleEventUrl(event as never, 'Γλέντι στα Ανώγεια', 'https://glentia.gr'));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Γλέντι στα Ανώγεια');
    expect(url.searchParams.get('dates')).toBe('20260814T190000Z/20260814T230000Z');
    expect(url.searchParams.get('details')).toBe(
      'Λύρα, λαούτο & μαντινάδες\n\nhttps://glentia.gr/glentia/e1',
    );
    expect(url.searchParams.get('location')).toBe('Ταβέρνα Ο Ψηλορείτης, Ρέθυμνο');

    const allDay = new URL(googleEventUrl({ ...event, startAt: null } as never, 'x', 'https://glentia.gr'));
    expect(allDay.searchParams.get('dates')).toBe('20260814/20260815');
  });
});
