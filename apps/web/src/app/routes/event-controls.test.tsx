import { contract } from '@glentia/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { createDefaultSession, useSession } from '../../stores/session.ts';
import { answer } from '../../test/api.ts';
import { jsonResponse, makeEvent, makeInitialize, makeSeries, makeToken } from '../../test/fixtures.ts';
import { renderRoute, serveApi } from '../../test/routes.tsx';
import { EventRoute } from './event.tsx';

const ID = '0b0e3f5c-1c1b-4a57-9a53-2a9a2c3b7f11';
const notFound = () =>
  jsonResponse(
    {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Not found',
      messages: { el: 'Δεν βρέθηκε', en: 'Not found' },
    },
    404,
  );

const renderEventPage = () => renderRoute('/glentia/:id', EventRoute, `/glentia/${ID}`);
const signIn = (claims: Parameters<typeof makeToken>[0]) =>
  useSession.setState({ ...createDefaultSession(), jwt: makeToken(claims) });

describe('event page controls (SPEC §2)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('el');
    localStorage.clear();
    useSession.setState(createDefaultSession());
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.setState(createDefaultSession());
  });

  const common = [
    answer(contract.initialize.get, () => jsonResponse(makeInitialize())),
    answer(contract.events.list, () => jsonResponse([])),
  ];

  it("opens the uploader's unpublished event with a waiting-for-review banner and their buttons", async () => {
    signIn({ username: 'maria' });
    const event = makeEvent({ id: ID, published: false, future: true, publishedFrom: 'maria' });
    vi.stubGlobal(
      'fetch',
      serveApi(
        ...common,
        answer(contract.events.get, { params: { id: ID } }, notFound),
        answer(contract.eventForms.viewOwn, { params: { id: ID } }, () => jsonResponse(event)),
      ),
    );
    renderEventPage();
    expect((await screen.findByTestId('pending-banner')).textContent).toContain('Περιμένει έγκριση');
    const controls = screen.getByTestId('event-controls');
    expect(within(controls).getByRole('link', { name: 'Επεξεργασία' }).getAttribute('href')).toBe(
      `/glenti/edit/${ID}`,
    );
    expect(within(controls).getByRole('button', { name: 'Διαγραφή' })).toBeTruthy();
    // Waiting for review: nothing to cancel yet, and publishing is for admins.
    expect(within(controls).queryByRole('button', { name: 'Ακύρωση γλεντιού' })).toBeNull();
    expect(within(controls).queryByRole('button', { name: 'Δημοσίευση' })).toBeNull();
  });

  it('gives admins publish on an unpublished event, and promote and cancel on a published one', async () => {
    signIn({ username: 'admin', roles: ['user', 'admin'] });
    let event = makeEvent({ id: ID, published: false, future: true, publishedFrom: 'maria' });
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      serveApi(
        ...common,
        answer(contract.events.get, { params: { id: ID } }, () =>
          event.published ? jsonResponse(event) : notFound(),
        ),
        answer(contract.eventForms.viewOwn, { params: { id: ID } }, () => jsonResponse(event)),
        answer(contract.moderation.publish, { params: { id: ID } }, () => {
          calls.push('publish');
          event = { ...event, published: true };
          return jsonResponse(event);
        }),
        answer(contract.moderation.togglePromoted, { params: { id: ID } }, () => {
          calls.push('promote');
          event = { ...event, selected: true };
          return jsonResponse(event);
        }),
      ),
    );
    renderEventPage();
    const publish = await screen.findByRole('button', { name: 'Δημοσίευση' });
    fireEvent.click(publish);
    await waitFor(() => expect(screen.queryByTestId('pending-banner')).toBeNull());
    const controls = screen.getByTestId('event-controls');
    expect(within(controls).getByRole('button', { name: 'Ακύρωση γλεντιού' })).toBeTruthy();
    fireEvent.click(within(controls).getByRole('button', { name: 'Προώθηση' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Να προωθηθεί το γλέντι;' })).getByRole('button', {
        name: 'Προώθηση γλεντιού',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Τέλος προώθησης' })).toBeTruthy();
    expect(calls).toEqual(['publish', 'promote']);
  });

  it('shows no controls to visitors or to other users', async () => {
    signIn({ username: 'nikos' });
    const event = makeEvent({ id: ID, published: true, future: true, publishedFrom: 'maria' });
    vi.stubGlobal(
      'fetch',
      serveApi(
        ...common,
        answer(contract.events.get, { params: { id: ID } }, () => jsonResponse(event)),
      ),
    );
    renderEventPage();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('event-controls')).toBeNull();
  });

  describe('on a night of a weekly series', () => {
    const SERIES_ID = '00000000-0000-4000-8000-00000000c001';
    const night = makeEvent({
      id: ID,
      seriesId: SERIES_ID,
      published: true,
      future: true,
      publishedFrom: 'maria',
    });
    const series = makeSeries({ id: SERIES_ID, location: night.location!, published: true });
    const serveNight = () =>
      vi.stubGlobal(
        'fetch',
        serveApi(
          ...common,
          answer(contract.events.get, { params: { id: ID } }, () => jsonResponse(night)),
          answer(contract.series.getPublic, { params: { id: SERIES_ID } }, () => jsonResponse(series)),
          // The partner's overview names the venues they run: the night's among them.
          answer(contract.partner.overview, () =>
            jsonResponse({ venues: [{ id: night.location!.id }], upcoming: [] }),
          ),
        ),
      );

    it("gives the venue's partner a way to edit the series among the controls, in English too", async () => {
      signIn({ username: 'taverna', roles: ['partner'] });
      await i18n.changeLanguage('en');
      serveNight();
      renderEventPage();
      const link = await within(await screen.findByTestId('event-controls')).findByRole('link', {
        name: 'Edit the series',
      });
      expect(link.getAttribute('href')).toBe(`/series/${SERIES_ID}/edit`);
      // The note above says the same to everyone, with nothing that comes in with a session.
      const note = await screen.findByTestId('series-note');
      expect(note.textContent).toBe('Every Friday at 22:00, until January 29');
      expect(within(note).queryByRole('link')).toBeNull();
    });

    it('gives an admin the same link', async () => {
      signIn({ username: 'admin', roles: ['user', 'admin'] });
      serveNight();
      renderEventPage();
      const controls = await screen.findByTestId('event-controls');
      expect(within(controls).getByRole('link', { name: 'Άλλαξε τη σειρά' }).getAttribute('href')).toBe(
        `/series/${SERIES_ID}/edit`,
      );
    });

    it("gives its uploader who runs no venue their night's buttons but not the series", async () => {
      signIn({ username: 'maria' });
      serveNight();
      renderEventPage();
      const controls = await screen.findByTestId('event-controls');
      expect(within(controls).getByRole('link', { name: 'Επεξεργασία' })).toBeTruthy();
      expect(within(controls).queryByRole('link', { name: 'Άλλαξε τη σειρά' })).toBeNull();
    });
  });
});
