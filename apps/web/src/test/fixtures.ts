import type {
  TAdminArtist,
  TEvent,
  TInitialize,
  TLocationSummary,
  TReviewEvent,
  TSeries,
} from '@glentia/core';

let counter = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function venueInChania(id: string, name: string): TLocationSummary {
  return {
    id,
    name,
    county: 'CHANIA',
    postalCode: '73100',
    phone: null,
    lat: 35.51,
    lng: 24.02,
    image: null,
  };
}

/** An artist as the admin's catalogue lists it: no photo, no Spotify id, no followers. */
export function makeAdminArtist(overrides: Partial<TAdminArtist> = {}): TAdminArtist {
  return {
    id: '00000000-0000-4000-8000-0000000a0001',
    name: 'Ψαρογιώργης',
    image: null,
    bio: { el: null, en: null },
    spotifyId: null,
    spotifyStatus: 'NO_ID',
    spotifyArtist: null,
    spotifyAlbums: null,
    igProfile: null,
    followers: 0,
    ...overrides,
  };
}

/** An upcoming event at a venue in Chania, with any field overridden. */
export function makeEvent(overrides: Partial<TEvent> = {}): TEvent {
  counter += 1;
  return {
    id: uuid(counter),
    title: null,
    date: '2026-07-03',
    time: '22:00',
    duration: 4,
    startAt: '2026-07-03T19:00:00.000Z',
    endAt: '2026-07-03T23:00:00.000Z',
    description: null,
    telephone: null,
    image: `/uploads/events/${counter}.webp`,
    imageWidth: 800,
    imageHeight: 1000,
    thumbnail: `/uploads/events/${counter}-thumb.webp`,
    instagramImage: null,
    artists: [{ id: uuid(1000 + counter), name: 'Ψαρογιώργης', image: null }],
    location: venueInChania(uuid(2000 + counter), 'Κέντρο Ο Αρμός'),
    views: 0,
    favorites: 0,
    published: true,
    canceled: false,
    selected: false,
    future: true,
    createdAt: '2026-06-01T10:00:00.000Z',
    publishedFrom: 'maria',
    lotteryLink: null,
    menuLink: null,
    entryPrice: null,
    ticketUrl: null,
    ...overrides,
  };
}

/** An event as the review queue and the uploader's list see it: nothing pending, no flags raised. */
export function makeReviewEvent(overrides: Partial<TReviewEvent> = {}): TReviewEvent {
  return {
    ...makeEvent(),
    pendingArtists: [],
    pendingLocation: null,
    pendingLocationPlace: null,
    reports: [],
    rejectReason: null,
    revision: null,
    flags: {
      pastDate: false,
      duplicateEventIds: [],
      similarVenues: [],
      similarArtists: [],
      unplacedVenue: false,
    },
    ...overrides,
  };
}

/** A partner's weekly series at a venue in Chania, Fridays at 22:00 in January 2027, waiting for an admin. */
export function makeSeries(overrides: Partial<TSeries> = {}): TSeries {
  counter += 1;
  return {
    id: uuid(3000 + counter),
    title: null,
    startDate: '2027-01-01',
    frequency: 'weekly',
    position: null,
    until: '2027-01-29',
    count: null,
    exceptions: [],
    time: '22:00',
    duration: 4,
    description: null,
    telephone: null,
    entryPrice: null,
    ticketUrl: null,
    image: `/uploads/events/series-${counter}.webp`,
    thumbnail: `/uploads/events/series-${counter}-thumb.webp`,
    location: venueInChania(uuid(4000 + counter), 'Ταβέρνα Ο Πλάτανος'),
    artists: [
      { id: uuid(5000 + counter), name: 'Ψαρογιώργης', image: null },
      { id: uuid(6000 + counter), name: 'Μαριάννα', image: null },
    ],
    published: false,
    publishedFrom: 'taverna',
    upcoming: [],
    ...overrides,
  };
}

/** A `GET /api/public/initialize` answer. */
export function makeInitialize(overrides: Partial<TInitialize> = {}): TInitialize {
  return {
    ads: [],
    statistics: { glentia: 1234, users: 87, dailyUsers: 40, online: 5 },
    decoration: null,
    glentia: [],
    notifications: [],
    artists: [],
    locations: [],
    ...overrides,
  };
}

/** A `fetch` stand-in answering JSON with the given status. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** An unsigned token with the claims of SPEC §3, for tests that only read them. */
export function makeToken(
  claims: { username?: string; roles?: string[]; email?: string; given_name?: string } = {},
) {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const payload = {
    sub: '6f1c2d8e-0000-4000-8000-000000000001',
    preferred_username: claims.username ?? 'maria',
    email: claims.email ?? 'user@glentia.gr',
    given_name: claims.given_name ?? '',
    family_name: '',
    realm_access: { roles: claims.roles ?? ['user'] },
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}
