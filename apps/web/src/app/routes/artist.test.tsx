import { contract } from '@glentia/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { answer } from '../../test/api.ts';
import { jsonResponse, makeEvent } from '../../test/fixtures.ts';
import { ARTIST_ID, makeArtist } from '../../test/profiles.ts';
import { renderRoute, serveApi } from '../../test/routes.tsx';
import { ArtistRoute } from './artist.tsx';

const open = () => renderRoute('/artist/:id', ArtistRoute, `/artist/${ARTIST_ID}`);

describe('artist page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('el');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the profile, followers, shows and the Spotify releases', async () => {
    vi.stubGlobal(
      'fetch',
      serveApi(
        answer(contract.artists.get, { params: { id: ARTIST_ID } }, () => jsonResponse(makeArtist())),
        answer(contract.events.list, { query: { artist: ARTIST_ID } }, () => jsonResponse([makeEvent()])),
        answer(contract.events.pastOfArtist, { params: { id: ARTIST_ID } }, () =>
          jsonResponse([
            makeEvent({ future: false }),
            makeEvent({ future: false }),
            makeEvent({ future: false }),
          ]),
        ),
      ),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ψαρογιώργης' })).toBeTruthy();
    expect(screen.getByTestId('follower-count').textContent).toBe('1 ακόλουθος');
    expect(screen.getByTestId('artist-listeners').textContent).toBe('15.300 ακόλουθοι στο Spotify');
    expect(screen.getByRole('img', { name: 'Εικόνα καλλιτέχνη με κρητική λύρα' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /@psarogiorgis/ }).getAttribute('href')).toBe(
      'https://instagram.com/psarogiorgis',
    );
    expect(screen.getByRole('button', { name: 'Κοινοποίηση' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ακολούθησε: Ψαρογιώργης' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.getByText('Λυράρης από τα Χανιά.')).toBeTruthy();
    expect(screen.getByTestId('spotify-link').getAttribute('href')).toBe(
      'https://open.spotify.com/artist/abc',
    );

    const albums = within(screen.getByTestId('album-grid')).getAllByRole('link');
    expect(albums).toHaveLength(2);
    expect(albums[0]?.getAttribute('href')).toBe('https://open.spotify.com/album/al1');
    expect(albums[0]?.textContent).toContain('Ριζίτικα');
    expect(albums[0]?.textContent).toContain('2019 · Άλμπουμ');
    expect(albums[0]?.querySelector('img')?.getAttribute('src')).toBe('/uploads/covers/1.webp');
    expect(albums[1]?.textContent).toContain('2023 · Single');

    await waitFor(() =>
      expect(within(screen.getByTestId('artist-upcoming')).getAllByRole('article')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(within(screen.getByTestId('artist-past')).getAllByRole('article')).toHaveLength(3),
    );
  });

  it('leaves out Spotify for an artist who is not there', async () => {
    vi.stubGlobal(
      'fetch',
      serveApi(
        answer(contract.artists.get, { params: { id: ARTIST_ID } }, () =>
          jsonResponse(makeArtist({ spotifyArtist: null, spotifyAlbums: null, image: '/uploads/a.webp' })),
        ),
        answer(contract.events.list, { query: { artist: ARTIST_ID } }, () => jsonResponse([])),
        answer(contract.events.pastOfArtist, { params: { id: ARTIST_ID } }, () => jsonResponse([])),
      ),
    );
    open();
    expect(await screen.findByRole('img', { name: 'Φωτογραφία: Ψαρογιώργης' })).toBeTruthy();
    expect(screen.queryByTestId('artist-listeners')).toBeNull();
    expect(screen.queryByTestId('spotify-link')).toBeNull();
    expect(await screen.findByText(/Δεν έχει ανακοινωθεί κάποια εμφάνιση/)).toBeTruthy();
  });

  it('says clearly when the artist does not exist', async () => {
    vi.stubGlobal('fetch', serveApi());
    open();
    const panel = await screen.findByTestId('artist-not-found');
    expect(within(panel).getByRole('heading', { name: 'Ο καλλιτέχνης δεν βρέθηκε' })).toBeTruthy();
  });
});
