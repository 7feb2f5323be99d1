import { contract, type TAdminLocation, type TPlaceSearchResult } from '@glentia/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { answer, requestLog, stubApi } from '../../../test/api.ts';
import { makeAdminArtist } from '../../../test/fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { AdminArtists } from './admin-artists.tsx';
import { AdminLocations } from './admin-locations.tsx';
import { ArtistEditForm, spotifyIdOf } from './artist-edit-form.tsx';
import { LocationEditForm } from './location-edit-form.tsx';

const venue: TAdminLocation = {
  id: '00000000-0000-4000-8000-0000000b0001',
  name: 'Κέντρο Λύρα',
  county: 'HERAKLION',
  postalCode: '71201',
  phone: null,
  lat: 35.34,
  lng: 25.13,
  image: null,
  website: null,
  igProfile: { username: 'kentro.lyra' },
  meta: null,
  followers: 3,
  email: null,
};
const other: TAdminLocation = {
  ...venue,
  id: '00000000-0000-4000-8000-0000000b0002',
  name: 'Ταβέρνα Χανιά',
  county: 'CHANIA',
  lat: null,
  lng: null,
  igProfile: null,
};
const artist = makeAdminArtist();

describe('admin venues and artists', () => {
  const { sent, keep } = requestLog();

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    sent.length = 0;
    const places: TPlaceSearchResult = {
      source: 'known-venues',
      places: [
        {
          name: 'Κέντρο Λύρα',
          lat: 35.34,
          lng: 25.13,
          postalCode: '71201',
          county: 'HERAKLION',
          address: null,
          locationId: venue.id,
        },
      ],
    };
    stubApi(
      answer(contract.locationAdmin.list, () => [venue, other]),
      answer(contract.artistAdmin.list, () => [artist]),
      answer(contract.eventForms.searchPlaces, ({ url }) => {
        sent.push({ key: 'places', body: Object.fromEntries(url.searchParams) });
        return places;
      }),
      answer(
        contract.locationAdmin.create,
        keep('create venue', {
          ...venue,
          id: '00000000-0000-4000-8000-0000000b0003',
        }),
      ),
      answer(contract.locationAdmin.update, keep('save venue', venue)),
      answer(contract.locationAdmin.setMeta, { params: { id: venue.id } }, keep('save meta', venue)),
      answer(
        contract.locationAdmin.setImage,
        { params: { id: venue.id } },
        keep('picture', {
          ...venue,
          image: '/uploads/locations/x.webp',
        }),
      ),
      answer(
        contract.artistAdmin.create,
        keep('create artist', {
          ...artist,
          id: '00000000-0000-4000-8000-0000000a0002',
        }),
      ),
      answer(contract.artistAdmin.update, keep('save artist', artist)),
    );
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('lists venues, searching Greeklish, and creates one with just a name when the place is not found', async () => {
    const router = renderAt(<AdminLocations />, '/admin/locations');
    expect(await screen.findByText('2 μαγαζιά')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Αναζήτηση' }), { target: { value: 'xania' } });
    expect(screen.getByText('1 μαγαζί')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ταβέρνα Χανιά/ }).getAttribute('href')).toBe(
      `/admin/location/${other.id}`,
    );
    expect(screen.getByText('Χανιά · χωρίς θέση')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Νέο μαγαζί' }));
    const dialog = screen.getByRole('dialog', { name: 'Νέο μαγαζί' });
    fireEvent.change(within(dialog).getByLabelText('Αναζήτηση τοποθεσίας'), { target: { value: 'λυρα' } });
    expect(
      await within(dialog).findByText(
        'Η αναζήτηση τοποθεσιών δεν είναι διαθέσιμη· εμφανίζονται μόνο τα γνωστά μαγαζιά.',
        {},
        { timeout: 2000 },
      ),
    ).toBeTruthy();
    expect(sent.find((call) => call.key === 'places')?.body).toEqual({ query: 'λυρα', relaxed: 'false' });
    expect(within(dialog).getByText('(ήδη υπάρχει)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Δημιουργία μόνο με το όνομα «λυρα»' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/location/00000000-0000-4000-8000-0000000b0003'),
    );
    expect(sent.find((call) => call.key === 'create venue')?.body).toEqual({ name: 'λυρα' });
  });

  it('edits every field of a venue, its meta and its picture', async () => {
    renderAt(<LocationEditForm venue={venue} />, '/admin/location/x');
    fireEvent.change(screen.getByLabelText('Τηλέφωνο'), { target: { value: '+30 2810 123456' } });
    fireEvent.change(screen.getByLabelText('E-mail του μαγαζιού'), {
      target: { value: ' lyra@example.gr ' },
    });
    fireEvent.change(screen.getByLabelText('Νομός'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Γεωγραφικό πλάτος'), { target: { value: '35,3' } });
    fireEvent.change(screen.getByLabelText('Ιστοσελίδα στο Instagram'), {
      target: { value: 'https://lyra.example' },
    });
    expect(screen.getByTestId('gender-example').textContent).toBe('Στα κείμενα: «Γλέντι στο Κέντρο Λύρα»');
    fireEvent.change(screen.getByLabelText('Γένος του ονόματος'), { target: { value: 'f' } });
    expect(screen.getByTestId('gender-example').textContent).toBe('Στα κείμενα: «Γλέντι στην Κέντρο Λύρα»');
    fireEvent.click(screen.getByRole('button', { name: 'Αποθήκευση' }));
    expect(await screen.findByText('Αποθηκεύτηκε.')).toBeTruthy();
    expect(sent.find((call) => call.key === 'save venue')?.body).toEqual({
      id: venue.id,
      name: 'Κέντρο Λύρα',
      county: null,
      postalCode: '71201',
      phone: '+30 2810 123456',
      email: 'lyra@example.gr',
      website: null,
      lat: 35.3,
      lng: 25.13,
      igProfile: {
        username: 'kentro.lyra',
        website: 'https://lyra.example',
        biography: null,
        profilePicture: null,
      },
      gender: 'f',
    });
    expect(screen.getByRole('img', { name: /Θέση του μαγαζιού/ })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Διεύθυνση'), { target: { value: 'Χάνδακος 10' } });
    fireEvent.change(screen.getByLabelText('Βαθμολογία (0–5)'), { target: { value: '4.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Αποθήκευση διεύθυνσης' }));
    await waitFor(() =>
      expect(sent.find((call) => call.key === 'save meta')?.body).toEqual({
        formatted_address: 'Χάνδακος 10',
        rating: 4.5,
        user_ratings_total: null,
      }),
    );

    const file = new File([new Uint8Array(10)], 'lyra.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('picture-input'), { target: { files: [file] } });
    expect(await screen.findByRole('img', { name: 'Φωτογραφία: Κέντρο Λύρα' })).toBeTruthy();
    expect((sent.find((call) => call.key === 'picture')!.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('creates an artist by name and saves its Spotify id from a pasted link', async () => {
    const router = renderAt(<AdminArtists />, '/admin/artists');
    expect(await screen.findByText('1 καλλιτέχνης')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Όνομα νέου καλλιτέχνη'), { target: { value: ' Νέος Λυράρης ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Νέος καλλιτέχνης' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/artist/00000000-0000-4000-8000-0000000a0002'),
    );
    expect(sent[0]).toEqual({ key: 'create artist', body: { name: 'Νέος Λυράρης' } });

    cleanup();
    renderAt(<ArtistEditForm artist={artist} />, '/admin/artist/x');
    fireEvent.change(screen.getByLabelText('Spotify ID καλλιτέχνη'), {
      target: { value: 'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb?si=abc' },
    });
    fireEvent.change(screen.getByLabelText('Όνομα χρήστη Instagram'), { target: { value: '@psarogiorgis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Αποθήκευση' }));
    await act(async () => {});
    await waitFor(() =>
      expect(sent.find((call) => call.key === 'save artist')?.body).toEqual({
        id: artist.id,
        name: 'Ψαρογιώργης',
        spotifyId: '4Z8W4fKeB5YxbusRsdQVPb',
        igProfile: { username: '@psarogiorgis', website: null, biography: null, profilePicture: null },
      }),
    );
  });

  it('keeps an artist’s website without an Instagram username', async () => {
    renderAt(<ArtistEditForm artist={artist} />, '/admin/artist/x');
    fireEvent.change(screen.getByLabelText('Ιστοσελίδα στο Instagram'), {
      target: { value: 'https://psarogiorgis.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Αποθήκευση' }));
    await act(async () => {});
    await waitFor(() =>
      expect(sent.find((call) => call.key === 'save artist')?.body).toMatchObject({
        igProfile: {
          username: '',
          website: 'https://psarogiorgis.example',
          biography: null,
          profilePicture: null,
        },
      }),
    );
  });

  it('says why an artist with a Spotify id has no Spotify data, or what was fetched', () => {
    renderAt(
      <ArtistEditForm
        artist={{ ...artist, spotifyId: '4Z8W4fKeB5YxbusRsdQVPb', spotifyStatus: 'NOT_CONFIGURED' }}
      />,
      '/admin/artist/x',
    );
    expect(screen.getByTestId('spotify-status').textContent).toContain('δεν έχει κλειδιά Spotify');
    cleanup();
    renderAt(
      <ArtistEditForm
        artist={{
          ...artist,
          spotifyId: '4Z8W4fKeB5YxbusRsdQVPb',
          spotifyStatus: 'FETCHED',
          spotifyArtist: { name: 'Ψ', followers: { total: 1200 }, external_urls: { spotify: 'https://x' } },
          spotifyAlbums: { items: [] },
        }}
      />,
      '/admin/artist/x',
    );
    expect(screen.getByTestId('spotify-status').textContent).toBe(
      'Από το Spotify: 1200 ακόλουθοι, 0 άλμπουμ. Ανανεώνεται κάθε μέρα.',
    );
  });

  it('reads a Spotify id from a link, a URI or as typed', () => {
    expect(spotifyIdOf('spotify:artist:4Z8W4fKeB5YxbusRsdQVPb')).toBe('4Z8W4fKeB5YxbusRsdQVPb');
    expect(spotifyIdOf(' 4Z8W4fKeB5YxbusRsdQVPb ')).toBe('4Z8W4fKeB5YxbusRsdQVPb');
  });
});
