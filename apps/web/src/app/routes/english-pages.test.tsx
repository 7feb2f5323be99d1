import { contract } from '@glentia/core';
/**
 * The English event and venue pages can be read without Greek script: names, addresses and
 * screen-reader labels are in Latin letters, and whatever Greek remains (the original name beside
 * its transliteration, a title or description written in Greek) is marked `lang="el"`.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { createDefaultSession, useSession } from '../../stores/session.ts';
import { answer } from '../../test/api.ts';
import { jsonResponse, makeEvent, makeInitialize } from '../../test/fixtures.ts';
import { makeLocation, VENUE_ID } from '../../test/profiles.ts';
import { renderRoute, serveApi } from '../../test/routes.tsx';
import { EventRoute } from './event.tsx';
import { LocationRoute } from './location.tsx';

const ID = '0b0e3f5c-1c1b-4a57-9a53-2a9a2c3b7f11';
const GREEK = /\p{Script=Greek}/u;

/** Every text and label in the page with Greek script that is not inside an element marked Greek. */
function unmarkedGreek(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.tagName === 'SCRIPT' || element.tagName === 'STYLE') continue;
    for (const node of element.childNodes) {
      const text = node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : '';
      if (GREEK.test(text) && !element.closest('[lang="el"]')) found.push(text);
    }
  }
  for (const element of root.querySelectorAll('[aria-label], [title], [alt]')) {
    for (const attribute of ['aria-label', 'title', 'alt']) {
      const text = element.getAttribute(attribute) ?? '';
      if (GREEK.test(text) && !element.closest('[lang="el"]')) found.push(`${attribute}: ${text}`);
    }
  }
  return found;
}

const venue = {
  id: VENUE_ID,
  name: 'Ταβέρνα Η Κληματαριά',
  county: 'HERAKLION' as const,
  postalCode: '71202',
  phone: null,
  lat: 35.34,
  lng: 25.13,
  image: null,
};

describe('English pages without Greek script', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('el');
    localStorage.clear();
    useSession.setState(createDefaultSession());
    await act(() => i18n.changeLanguage('en'));
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('el');
  });

  it('the event page writes names and the address in Latin letters, with the Greek marked', async () => {
    const event = makeEvent({
      id: ID,
      title: 'Γλέντι στα Ανώγεια',
      artists: [{ id: '00000000-0000-4000-8000-00000000a001', name: 'Βασίλης Μπαριτάκης', image: null }],
      location: venue,
    });
    vi.stubGlobal(
      'fetch',
      serveApi(
        answer(contract.events.get, { params: { id: ID } }, () => jsonResponse(event)),
        answer(contract.anonymousCounts.eventView, { params: { id: ID } }, () =>
          jsonResponse({ id: ID, views: 1 }),
        ),
        answer(contract.initialize.get, () => jsonResponse(makeInitialize())),
        answer(contract.events.list, () => jsonResponse([])),
        answer(contract.locations.get, { params: { id: VENUE_ID } }, () =>
          jsonResponse(
            makeLocation({
              ...venue,
              meta: {
                formatted_address: 'Δαιδάλου 33, Ηράκλειο 714 10, Ελλάδα',
                rating: 4.6,
                user_ratings_total: 1,
              },
            }),
          ),
        ),
      ),
    );
    renderRoute('/glentia/:id', EventRoute, `/glentia/${ID}`);
    await screen.findByRole('heading', { level: 1 });
    await screen.findByText('Daidalou 33, Heraklion 714 10, Greece');
    expect(screen.getAllByText('Taverna Klimataria').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Vasilis Baritakis').length).toBeGreaterThan(0);
    expect(unmarkedGreek(document.body)).toEqual([]);
  });

  it('the venue page writes its name, address and map label in Latin letters', async () => {
    vi.stubGlobal(
      'fetch',
      serveApi(
        answer(contract.locations.get, { params: { id: VENUE_ID } }, () =>
          jsonResponse(
            makeLocation({
              ...venue,
              igProfile: {
                username: 'klimataria',
                biography: 'Κρητική μουσική κάθε Σάββατο.',
                profilePicture: null,
              },
              meta: {
                formatted_address: 'Δαιδάλου 33, Ηράκλειο 714 10, Ελλάδα',
                rating: 4.6,
                user_ratings_total: 1,
              },
            }),
          ),
        ),
        answer(contract.events.list, { query: { location: VENUE_ID } }, () => jsonResponse([])),
        answer(contract.events.pastAtLocation, { params: { id: VENUE_ID } }, () => jsonResponse([])),
      ),
    );
    renderRoute('/location/:id', LocationRoute, `/location/${VENUE_ID}`);
    await screen.findByRole('heading', { level: 1, name: /Taverna Klimataria/ });
    await screen.findByText('Daidalou 33, Heraklion 714 10, Greece');
    expect(unmarkedGreek(document.body)).toEqual([]);
  });
});
