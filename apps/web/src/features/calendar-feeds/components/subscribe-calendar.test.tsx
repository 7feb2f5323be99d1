import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { SubscribeCalendar } from './subscribe-calendar.tsx';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)';
const origin = window.location.origin;
const host = window.location.host;

describe('subscribe to a calendar', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('el');
  });
  afterEach(() => cleanup());

  it('offers the phone’s calendar app first where it takes webcal links', () => {
    render(
      <SubscribeCalendar feed={{ path: '/feeds/location/v1' }} name="Κέντρο Ο Αρμός" userAgent={IPHONE} />,
    );
    expect(screen.getByRole('heading', { name: 'Βάλε τα γλέντια στο ημερολόγιό σου' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links[0]?.getAttribute('href')).toBe(`webcal://${host}/feeds/location/v1.ics`);
    expect(links[1]?.getAttribute('href')).toBe(
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(`webcal://${host}/feeds/location/v1.ics`)}`,
    );
    expect(screen.getByTestId('subscribe-rss').getAttribute('href')).toBe(`${origin}/feeds/location/v1.rss`);
  });

  it('offers Google Calendar first elsewhere, and announces the feeds in the page head', () => {
    render(
      <SubscribeCalendar feed={{ path: '/feeds/artist/a1' }} name="Νίκος Λυράρης" userAgent={WINDOWS} />,
    );
    const links = screen.getAllByRole('link');
    expect(links[0]?.textContent).toBe('Συνδρομή στο Google Calendar');
    expect(links[1]?.textContent).toBe('Συνδρομή ημερολογίου');
    const rss = document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(rss?.getAttribute('href')).toBe(`${origin}/feeds/artist/a1.rss`);
    expect(rss?.getAttribute('title')).toBe('Γλέντια: Νίκος Λυράρης');
    expect(document.head.querySelector('link[type="application/atom+xml"]')?.getAttribute('href')).toBe(
      `${origin}/feeds/artist/a1.atom`,
    );
    expect(document.head.querySelector('link[type="text/calendar"]')?.getAttribute('href')).toBe(
      `${origin}/feeds/artist/a1.ics`,
    );
  });

  it('carries a saved search as its query, in English too', async () => {
    await i18n.changeLanguage('en');
    const query = JSON.stringify({ nomos: ['CHANIA'] });
    render(<SubscribeCalendar feed={{ path: '/feeds/search', query }} name="Search" userAgent={IPHONE} />);
    expect(screen.getByRole('heading', { name: 'Subscribe in your calendar' })).toBeTruthy();
    expect(screen.getByTestId('subscribe-webcal').getAttribute('href')).toBe(
      `webcal://${host}/feeds/search.ics?query=${encodeURIComponent(query).replace(/%20/g, '+')}`,
    );
  });
});
