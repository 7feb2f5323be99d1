import type { TArtist, TLocation } from '@glentia/core';

export const VENUE_ID = '00000000-0000-4000-8000-00000000c001';
export const ARTIST_ID = '00000000-0000-4000-8000-00000000d001';

/** A venue profile in Chania with a map rating, overridable. */
export function makeLocation(overrides: Partial<TLocation> = {}): TLocation {
  return {
    id: VENUE_ID,
    name: 'Κέντρο Ο Αρμός',
    county: 'CHANIA',
    postalCode: '73100',
    phone: '+302821012345',
    lat: 35.51,
    lng: 24.02,
    image: null,
    igProfile: { username: 'armos_chania', biography: 'Κρητική μουσική κάθε Σάββατο.', profilePicture: null },
    meta: { formatted_address: 'Χάληδων 10, Χανιά 731 31', rating: 4.6, user_ratings_total: 1234 },
    website: 'https://armos.example.com',
    followers: 12,
    ...overrides,
  };
}

/** An artist on Spotify with two releases, overridable. */
export function makeArtist(overrides: Partial<TArtist> = {}): TArtist {
  return {
    id: ARTIST_ID,
    name: 'Ψαρογιώργης',
    image: null,
    bio: { el: null, en: null },
    followers: 1,
    spotifyArtist: {
      name: 'Ψαρογιώργης',
      followers: { total: 15300 },
      external_urls: { spotify: 'https://open.spotify.com/artist/abc' },
    },
    spotifyAlbums: {
      items: [
        {
          id: 'al1',
          name: 'Ριζίτικα',
          images: [{ url: '/uploads/covers/1.webp', width: 300, height: 300 }],
          release_date: '2019-05-17',
          album_type: 'album',
          external_urls: { spotify: 'https://open.spotify.com/album/al1' },
        },
        {
          id: 'al2',
          name: 'Μαντινάδες',
          images: [],
          release_date: '2023',
          album_type: 'single',
          external_urls: { spotify: 'https://open.spotify.com/album/al2' },
        },
      ],
    },
    igProfile: { username: 'psarogiorgis', website: null, biography: 'Λυράρης από τα Χανιά.' },
    ...overrides,
  };
}
