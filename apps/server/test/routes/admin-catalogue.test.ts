import type { TAdminArtist, TAdminLocation, TArtist, TLocation } from '@glentia/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findArtistInstagramUsernames } from '../../src/modules/artists/artists.repository.ts';
import {
  errorBody,
  json,
  makeCaller,
  startContributeServer,
  type TestCaller,
  uploadPath,
  venueForm,
} from '../contribute.ts';
import { type TestServer, testDatabases } from '../helper.ts';
import { makePhoto, makePhotoWithGps } from '../images.ts';

describe.each(testDatabases())('admin venues and artists (%s)', (kind) => {
  let server: TestServer;
  let admin: TestCaller;
  let maria: TestCaller;

  beforeAll(async () => {
    server = await startContributeServer(kind);
    admin = await makeCaller(server, 'admin');
    maria = await makeCaller(server, 'user');
  });
  afterAll(() => server?.close());

  const send = (method: string, path: string, caller: TestCaller | null, body?: unknown) =>
    server.request(path, {
      method,
      headers: { ...(caller?.headers ?? {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  const picture = async (path: string, caller: TestCaller, data: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([data], { type: 'image/jpeg' }), 'profile.jpg');
    return server.request(path, { method: 'POST', headers: caller.headers, body: form });
  };

  it('is for admins only', async () => {
    expect((await send('GET', '/api/admin/location', maria)).status).toBe(403);
    expect((await send('GET', '/api/admin/artist', null)).status).toBe(401);
    expect((await send('POST', '/api/admin/location', maria, { name: 'Χ' })).status).toBe(403);
    expect((await send('POST', '/api/admin/artist', maria, { name: 'Χ' })).status).toBe(403);
  });

  it('creates a venue from a place draft, the county from the postal code, and edits every field', async () => {
    expect((await send('POST', '/api/admin/location', admin, { name: '  ' })).status).toBe(400);
    const created = await json<TAdminLocation>(
      send('POST', '/api/admin/location', admin, {
        name: 'Ρακάδικο Η Αυλή',
        lat: 35.37,
        lng: 24.47,
        postalCode: '74100',
      }),
    );
    expect(created).toMatchObject({
      name: 'Ρακάδικο Η Αυλή',
      county: 'RETHYMNO',
      postalCode: '74100',
      lat: 35.37,
    });

    const saved = await json<TAdminLocation>(
      send('PUT', '/api/admin/location', admin, {
        id: created.id,
        name: 'Ρακάδικο Η Αυλή του Ρεθύμνου',
        county: null,
        postalCode: '74100',
        phone: '+30 28310 12345',
        website: 'https://avli.example.gr',
        lat: 35.3693,
        lng: 24.4736,
        igProfile: { username: '@avli.rethymno', biography: 'Μεζέδες και λύρα', website: null },
      }),
    );
    expect(saved).toMatchObject({
      name: 'Ρακάδικο Η Αυλή του Ρεθύμνου',
      county: 'RETHYMNO',
      phone: '+30 28310 12345',
      website: 'https://avli.example.gr',
      igProfile: { username: 'avli.rethymno', biography: 'Μεζέδες και λύρα' },
    });

    const meta = await json<TAdminLocation>(
      send('PUT', `/api/admin/location/${created.id}/meta`, admin, {
        formatted_address: 'Αρκαδίου 12, Ρέθυμνο 741 00',
        rating: 4.6,
        user_ratings_total: 212,
      }),
    );
    expect(meta.meta).toEqual({
      formatted_address: 'Αρκαδίου 12, Ρέθυμνο 741 00',
      rating: 4.6,
      user_ratings_total: 212,
    });

    const publicVenue = await json<TLocation>(server.request(`/api/public/location/${created.id}`));
    expect(publicVenue.name).toBe('Ρακάδικο Η Αυλή του Ρεθύμνου');

    const list = await json<TAdminLocation[]>(send('GET', '/api/admin/location', admin));
    expect(list.some((venue) => venue.id === created.id)).toBe(true);
  });

  it('keeps a venue’s own e-mail for admins only: set, kept when not sent, cleared, and checked', async () => {
    const venue = await json<TAdminLocation>(
      send('POST', '/api/admin/location', admin, { name: 'Μαγαζί Με Email' }),
    );
    expect(venue.email).toBeNull();
    const fields = venueForm({ id: venue.id, name: venue.name, county: 'CHANIA' });
    const saved = await json<TAdminLocation>(
      send('PUT', '/api/admin/location', admin, { ...fields, email: '  Info@Magazi.example.GR ' }),
    );
    expect(saved.email).toBe('info@magazi.example.gr');
    // Not sent: kept. The public venue never shows it.
    expect((await json<TAdminLocation>(send('PUT', '/api/admin/location', admin, fields))).email).toBe(
      'info@magazi.example.gr',
    );
    const publicVenue = await json<Record<string, unknown>>(
      server.request(`/api/public/location/${venue.id}`),
    );
    expect(publicVenue).not.toHaveProperty('email');
    const listed = await json<TAdminLocation[]>(send('GET', '/api/admin/location', admin));
    expect(listed.find((entry) => entry.id === venue.id)?.email).toBe('info@magazi.example.gr');

    const wrong = await send('PUT', '/api/admin/location', admin, { ...fields, email: 'not-an-address' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()) as { messages: { el: string; en: string } }).toHaveProperty('messages.el');
    expect(
      (await json<TAdminLocation>(send('PUT', '/api/admin/location', admin, { ...fields, email: '' }))).email,
    ).toBeNull();
  });

  it('keeps the Greek gender an admin gives a venue name, and leaves it when not sent', async () => {
    const venue = await json<TAdminLocation>(send('POST', '/api/admin/location', admin, { name: 'Λύρα' }));
    expect(venue.gender).toBeNull();
    const fields = venueForm({ id: venue.id, name: venue.name });
    const saved = await json<TAdminLocation>(
      send('PUT', '/api/admin/location', admin, { ...fields, gender: 'f' }),
    );
    expect(saved.gender).toBe('f');
    expect((await json<TLocation>(server.request(`/api/public/location/${venue.id}`))).gender).toBe('f');
    expect((await json<TAdminLocation>(send('PUT', '/api/admin/location', admin, fields))).gender).toBe('f');
    expect((await send('PUT', '/api/admin/location', admin, { ...fields, gender: 'x' })).status).toBe(400);
  });

  it.each([
    ['a website that is not http(s)', { website: 'javascript:alert(1)' }],
    ['an Instagram username with spaces', { igProfile: { username: 'not valid' } }],
    ['a rating above 5', null],
  ])('refuses %s', async (label, change) => {
    const venue = await json<TAdminLocation>(
      send('POST', '/api/admin/location', admin, { name: 'Κέντρο Δοκιμή' }),
    );
    const response = change
      ? await send('PUT', '/api/admin/location', admin, {
          ...venueForm({ id: venue.id, name: venue.name }),
          ...change,
        })
      : await send('PUT', `/api/admin/location/${venue.id}/meta`, admin, { rating: 7 });
    expect(response.status, label).toBe(400);
    expect((await errorBody(response)).code).toBe('VALIDATION_ERROR');
  });

  it('stores a venue picture as a square without metadata, replacing the old one', async () => {
    const venue = await json<TAdminLocation>(
      send('POST', '/api/admin/location', admin, { name: 'Κέντρο Εικόνα' }),
    );
    const first = await json<TAdminLocation>(
      picture(`/api/admin/location/${venue.id}/image`, admin, await makePhotoWithGps()),
    );
    expect(first.image).toMatch(/^\/uploads\/locations\/.+\.webp$/);
    const stored = await sharp(uploadPath(server, first.image!)).metadata();
    expect([stored.width, stored.height, stored.exif]).toEqual([512, 512, undefined]);
    const second = await json<TAdminLocation>(
      picture(`/api/admin/location/${venue.id}/image`, admin, await makePhoto(300, 300)),
    );
    const { existsSync } = await import('node:fs');
    expect(existsSync(uploadPath(server, first.image!))).toBe(false);
    expect(existsSync(uploadPath(server, second.image!))).toBe(true);
    const wrong = await picture(
      `/api/admin/location/${venue.id}/image`,
      admin,
      Buffer.from('not a picture at all'),
    );
    expect((await errorBody(wrong)).code).toBe('IMAGE_UNSUPPORTED');
  });

  it('creates and edits artists with a Spotify id and an Instagram profile', async () => {
    const created = await json<TAdminArtist>(
      send('POST', '/api/admin/artist', admin, { name: 'Λυράρης Νέος' }),
    );
    expect(created).toMatchObject({ name: 'Λυράρης Νέος', spotifyId: null, igProfile: null });
    const saved = await json<TAdminArtist>(
      send('PUT', '/api/admin/artist', admin, {
        id: created.id,
        name: 'Γιώργης Λυράρης',
        spotifyId: '4Z8W4fKeB5YxbusRsdQVPb',
        igProfile: { username: 'giorgis.lyra' },
      }),
    );
    expect(saved).toMatchObject({
      name: 'Γιώργης Λυράρης',
      spotifyId: '4Z8W4fKeB5YxbusRsdQVPb',
      igProfile: { username: 'giorgis.lyra' },
    });
    const badSpotify = await send('PUT', '/api/admin/artist', admin, {
      id: created.id,
      name: 'Γιώργης',
      spotifyId: 'spotify:artist:x',
      igProfile: null,
    });
    expect(badSpotify.status).toBe(400);
    const withPicture = await json<TAdminArtist>(
      picture(`/api/admin/artist/${created.id}/image`, admin, await makePhoto(800, 600)),
    );
    expect(withPicture.image).toMatch(/^\/uploads\/artists\//);
    const list = await json<TAdminArtist[]>(send('GET', '/api/admin/artist', admin));
    expect(list.find((artist) => artist.id === created.id)?.spotifyId).toBe('4Z8W4fKeB5YxbusRsdQVPb');
  });

  it('keeps an artist’s website without an Instagram username, and a username without a website', async () => {
    const artistWith = async (name: string, igProfile: unknown) => {
      const created = await json<TAdminArtist>(send('POST', '/api/admin/artist', admin, { name }));
      const saved = await send('PUT', '/api/admin/artist', admin, {
        id: created.id,
        name,
        spotifyId: null,
        igProfile,
      });
      expect(saved.status).toBe(200);
      return json<TArtist>(server.request(`/api/public/artist/${created.id}`));
    };
    const websiteOnly = await artistWith('Μόνο Ιστοσελίδα', {
      username: '',
      website: 'https://only-website.example',
    });
    expect(websiteOnly.igProfile).toMatchObject({ username: '', website: 'https://only-website.example' });
    const instagramOnly = await artistWith('Μόνο Instagram', { username: '@only.instagram', website: null });
    expect(instagramOnly.igProfile).toMatchObject({ username: 'only.instagram', website: null });

    // Posts are fetched for real usernames only.
    const fetched = await findArtistInstagramUsernames(server.database.db);
    expect(fetched.map((row) => row.username)).toContain('only.instagram');
    expect(fetched.some((row) => row.id === websiteOnly.id)).toBe(false);
  });
});
