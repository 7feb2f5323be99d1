import { contract, type RouteContract } from '@glentia/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { createDefaultSession, useSession } from '../../stores/session.ts';
import { answer, requestsTo } from '../../test/api.ts';
import { jsonResponse, makeEvent } from '../../test/fixtures.ts';
import { makeLocation, VENUE_ID } from '../../test/profiles.ts';
import { renderRoute, serveApi } from '../../test/routes.tsx';
import { LocationRoute } from './location.tsx';

const open = () => renderRoute('/location/:id', LocationRoute, `/location/${VENUE_ID}`);

describe('venue page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('el');
    useSession.setState(createDefaultSession());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the profile, its links, upcoming and past events, and a locked map when logged out', async () => {
    const upcoming = makeEvent({ location: { ...makeEvent().location!, name: 'Επόμενο' } });
    const past = [makeEvent({ future: false }), makeEvent({ future: false })];
    let answerPast: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      serveApi(
        answer(contract.locations.get, { params: { id: VENUE_ID } }, () => jsonResponse(makeLocation())),
        answer(contract.events.list, { query: { location: VENUE_ID } }, () => jsonResponse([upcoming])),
        answer(
          contract.events.pastAtLocation,
          { params: { id: VENUE_ID } },
          () =>
            new Promise<Response>((resolve) => {
              answerPast = resolve;
            }) as unknown as Response,
        ),
      ),
    );
    open();
    const name = await screen.findByRole('heading', { level: 1, name: 'Κέντρο Ο Αρμός' });
    expect(name.parentElement?.textContent).toContain('Χανιά');
    expect(screen.getByTestId('follower-count').textContent).toBe('12 ακόλουθοι');
    expect(screen.getByText('Κρητική μουσική κάθε Σάββατο.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /@armos_chania/ }).getAttribute('href')).toBe(
      'https://instagram.com/armos_chania',
    );
    expect(screen.getByRole('link', { name: /Κλήση στο/ }).getAttribute('href')).toBe('tel:+302821012345');
    expect(screen.getByRole('link', { name: /Ιστότοπος/ }).getAttribute('href')).toBe(
      'https://armos.example.com',
    );
    expect(screen.getByRole('img', { name: 'Εικόνα μαγαζιού με ζωντανή μουσική' })).toBeTruthy();
    // Subscribing to the venue's calendar feed.
    expect(screen.getByTestId('subscribe-webcal').getAttribute('href')).toBe(
      `webcal://${window.location.host}/feeds/location/${VENUE_ID}.ics`,
    );
    // The profile note is tied to its button for screen readers.
    const info = screen.getByRole('button', { name: 'Σχετικά με αυτό το προφίλ' });
    expect(document.getElementById(info.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /αυτόματα/,
    );

    await waitFor(() =>
      expect(within(screen.getByTestId('venue-upcoming')).getAllByRole('article')).toHaveLength(1),
    );
    // Four skeleton cards while the past events load.
    const pastShelf = screen.getByTestId('venue-past');
    expect(within(pastShelf).getByRole('list').getAttribute('aria-busy')).toBe('true');
    expect(within(pastShelf).getAllByRole('listitem')).toHaveLength(4);
    answerPast(jsonResponse(past));
    await waitFor(() => expect(within(pastShelf).getAllByRole('article')).toHaveLength(2));

    const locked = screen.getByTestId('map-locked');
    expect(within(locked).getByRole('link', { name: 'Σύνδεση για τον χάρτη' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(`/location/${VENUE_ID}`)}`,
    );
    expect(
      within(locked)
        .getByRole('link', { name: /Google Maps/ })
        .getAttribute('href'),
    ).toBe('https://www.google.com/maps/search/?api=1&query=35.51,24.02');
    expect(screen.getByText('Χάληδων 10, Χανιά 731 31')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Βαθμολογία 4,6 στα 5 από 1.234 κριτικές' })).toBeTruthy();
    // Directions in the device's maps app; in a desktop browser that is Google Maps' route planner.
    const directions = screen.getByRole('link', {
      name: 'Οδηγίες για το Κέντρο Ο Αρμός στην εφαρμογή χαρτών σου',
    });
    expect(directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=35.51%2C24.02',
    );
    expect(directions.textContent).toBe('Οδηγίες');
  });

  it('asks before opening the external map when logged in', async () => {
    useSession.setState({ jwt: 'token' });
    const windowOpen = vi.spyOn(window, 'open').mockImplementation(() => null);
    vi.stubGlobal(
      'fetch',
      serveApi(
        answer(contract.locations.get, { params: { id: VENUE_ID } }, () => jsonResponse(makeLocation())),
        answer(contract.events.list, { query: { location: VENUE_ID } }, () => jsonResponse([])),
        answer(contract.events.pastAtLocation, { params: { id: VENUE_ID } }, () => jsonResponse([])),
      ),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Άνοιγμα στους χάρτες/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Να ανοίξει το Google Maps;' });
    expect(confirm.textContent).toContain('Η θέση του Κέντρου Ο Αρμός θα ανοίξει στο Google Maps');
    expect(windowOpen).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Πίσω' }));
    expect(windowOpen).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /Άνοιγμα στους χάρτες/ }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Άνοιγμα χάρτη' }),
    );
    expect(windowOpen).toHaveBeenCalledWith(
      'https://www.google.com/maps/search/?api=1&query=35.51,24.02',
      '_blank',
      'noopener,noreferrer',
    );
    expect(screen.queryByTestId('map-locked')).toBeNull();
    expect(await screen.findByText('Δεν υπάρχουν προηγούμενα γλέντια.')).toBeTruthy();
  });

  it('follows the venue with this device: the button and the count change at once, then reload', async () => {
    let followers = 12;
    let topics: string[] = [];
    let answerToggle: () => void = () => undefined;
    const fetchMock = serveApi(
      answer(contract.locations.get, { params: { id: VENUE_ID } }, () => jsonResponse(makeLocation())),
      answer(contract.events.list, { query: { location: VENUE_ID } }, () => jsonResponse([])),
      answer(contract.events.pastAtLocation, { params: { id: VENUE_ID } }, () => jsonResponse([])),
      answer(contract.events.followers, { params: { id: VENUE_ID } }, () =>
        jsonResponse({ id: VENUE_ID, followers }),
      ),
      answer(contract.follows.list, () => jsonResponse(topics)),
      answer(
        contract.follows.toggle,
        { params: { id: VENUE_ID } },
        () =>
          new Promise<Response>((resolve) => {
            answerToggle = () => {
              const following = !topics.includes(VENUE_ID);
              topics = following ? [VENUE_ID] : [];
              // Someone else followed meanwhile: the reload shows the server's count.
              followers = following ? 14 : 13;
              resolve(jsonResponse({ id: VENUE_ID, kind: 'location', following, followers }));
            };
          }) as unknown as Response,
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    open();
    const button = await screen.findByRole('button', { name: 'Ακολούθησε: Κέντρο Ο Αρμός' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent).toBe('Ακολούθησε');
    const count = screen.getByTestId('follower-count');
    await waitFor(() => expect(requestsTo(fetchMock, contract.follows.list).length).toBeGreaterThan(0));

    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toBe('Ακολουθείς');
    expect(button.getAttribute('aria-label')).toBe('Σταμάτα να ακολουθείς: Κέντρο Ο Αρμός');
    expect(count.getAttribute('data-count')).toBe('13');

    answerToggle();
    await waitFor(() => expect(screen.getByTestId('follower-count').getAttribute('data-count')).toBe('14'));
    expect(screen.getByTestId('follower-count').textContent).toBe('14 ακόλουθοι');
    // Topics and the count were asked again after the toggle.
    const asked = (route: RouteContract) => requestsTo(fetchMock, route).length;
    await waitFor(() => expect(asked(contract.follows.list)).toBeGreaterThanOrEqual(2));
    expect(
      requestsTo(fetchMock, contract.events.followers, { params: { id: VENUE_ID } }).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('follows with the account when logged in', async () => {
    useSession.setState({ jwt: 'token' });
    let following = true;
    const fetchMock = serveApi(
      answer(contract.locations.get, { params: { id: VENUE_ID } }, () => jsonResponse(makeLocation())),
      answer(contract.events.list, { query: { location: VENUE_ID } }, () => jsonResponse([])),
      answer(contract.events.pastAtLocation, { params: { id: VENUE_ID } }, () => jsonResponse([])),
      answer(contract.events.followers, { params: { id: VENUE_ID } }, () =>
        jsonResponse({ id: VENUE_ID, followers: following ? 12 : 11 }),
      ),
      answer(contract.follows.list, () => jsonResponse(following ? [VENUE_ID] : [])),
      answer(contract.follows.toggle, { params: { id: VENUE_ID } }, () => {
        following = !following;
        return jsonResponse({ id: VENUE_ID, kind: 'location', following, followers: following ? 12 : 11 });
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    open();
    const button = await screen.findByRole('button', { name: 'Σταμάτα να ακολουθείς: Κέντρο Ο Αρμός' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('follower-count').getAttribute('data-count')).toBe('11'));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(
      requestsTo(fetchMock, contract.follows.toggle, { params: { id: VENUE_ID } }).length,
    ).toBeGreaterThan(0);
  });

  it('says clearly when the venue does not exist', async () => {
    vi.stubGlobal('fetch', serveApi());
    open();
    const panel = await screen.findByTestId('venue-not-found');
    expect(within(panel).getByRole('heading', { name: 'Το μαγαζί δεν βρέθηκε' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Δες τα γλέντια' }).getAttribute('href')).toBe('/glentia');
  });
});
