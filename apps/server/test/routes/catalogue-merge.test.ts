/**
 * Duplicates pile up (issue): admins merge a duplicate venue or artist into the one kept — events,
 * pending edits and follows move in one transaction, the duplicate disappears, nobody following
 * both counts twice — and delete one only when no event names it (409 otherwise).
 */
import { randomUUID } from 'node:crypto';
import type { TEvent, TMergeResult } from '@glentia/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventRevisions, follows } from '../../src/db/schema.ts';
import { errorBody, json } from '../contribute.ts';
import { createArtist, createEvent, createLocation, createUser, follow } from '../factories.ts';
import { testDatabases } from '../helper.ts';
import { useRouteSuite } from '../support/route-suite.ts';

describe.each(testDatabases())('merging and deleting venues and artists (%s)', (kind) => {
  const suite = useRouteSuite(kind, { admin: 'admin', user: 'user', partner: 'partner' });
  const { as } = suite;

  const followers = async (id: string) =>
    (await json<{ followers: number }>(suite.server.request(`/api/public/glentia/topic/${id}/followers`)))
      .followers;
  const publicEvent = (id: string) => json<TEvent>(suite.server.request(`/api/public/glentia/${id}`));
  const db = () => suite.server.database.db;

  it('merges a duplicate venue: events, pending edits and follows move, followers count once', async () => {
    const kept = await createLocation(db(), { name: 'Ρακάδικο Η Λύρα', lat: null, lng: null, phone: null });
    const gone = await createLocation(db(), {
      name: 'ρακαδικο λυρα',
      lat: 35.2,
      lng: 24.9,
      phone: '+302810999888',
    });
    const published = await createEvent(db(), { locationId: gone.id });
    const waiting = await createEvent(db(), { locationId: gone.id, published: false });
    const elsewhere = await createEvent(db(), { locationId: kept.id });
    await db()
      .insert(eventRevisions)
      .values({
        eventId: elsewhere.id,
        fields: {
          date: elsewhere.date,
          time: null,
          duration: null,
          description: null,
          telephone: null,
          entryPrice: null,
          ticketUrl: null,
          locationId: gone.id,
          pendingLocation: null,
          pendingArtists: null,
          artistIds: [],
        },
      });
    const both = randomUUID();
    await follow(db(), { locationId: kept.id }, both);
    await follow(db(), { locationId: gone.id }, both);
    await follow(db(), { locationId: gone.id }, randomUUID());
    const account = await createUser(db());
    await db().insert(follows).values({ locationId: gone.id, userId: account.id });
    expect(await followers(kept.id)).toBe(1);

    const merged = await as(suite.admin, `/api/admin/location/${gone.id}/merge`, 'POST', { intoId: kept.id });
    expect(merged.status).toBe(200);
    expect(await json<TMergeResult>(merged)).toEqual({ keptId: kept.id, events: 2, follows: 2 });

    expect((await publicEvent(published.id)).location?.id).toBe(kept.id);
    // The kept venue takes the position and phone it lacked, so it shows on the map.
    const venue = (await publicEvent(published.id)).location;
    expect(venue).toMatchObject({ name: 'Ρακάδικο Η Λύρα', lat: 35.2, lng: 24.9, phone: '+302810999888' });
    const [revision] = await db()
      .select()
      .from(eventRevisions)
      .where(eq(eventRevisions.eventId, elsewhere.id));
    expect(revision?.fields.locationId).toBe(kept.id);
    const adminView = await json<{ location: { id: string } | null }>(
      as(suite.admin, `/api/v1/users/glenti/${waiting.id}`),
    );
    expect(adminView.location?.id).toBe(kept.id);
    expect(await followers(kept.id)).toBe(3);
    expect((await suite.server.request(`/api/public/location/${gone.id}`)).status).toBe(404);
  });

  it('merges a duplicate artist: billed once where both were, follows move, the duplicate disappears', async () => {
    const kept = await createArtist(db(), { name: 'Ψαραντώνης' });
    const gone = await createArtist(db(), { name: 'Psarantonis', image: null });
    const other = await createArtist(db());
    const billedBoth = await createEvent(db(), { artistIds: [kept.id, gone.id, other.id] });
    const billedGone = await createEvent(db(), { artistIds: [other.id, gone.id] });
    const both = randomUUID();
    await follow(db(), { artistId: kept.id }, both);
    await follow(db(), { artistId: gone.id }, both);
    await follow(db(), { artistId: gone.id }, randomUUID());

    const merged = await as(suite.admin, `/api/admin/artist/${gone.id}/merge`, 'POST', { intoId: kept.id });
    expect(merged.status).toBe(200);
    expect(await json<TMergeResult>(merged)).toEqual({ keptId: kept.id, events: 2, follows: 1 });

    expect((await publicEvent(billedBoth.id)).artists.map((artist) => artist.id)).toEqual([
      kept.id,
      other.id,
    ]);
    expect((await publicEvent(billedGone.id)).artists.map((artist) => artist.id)).toEqual([
      other.id,
      kept.id,
    ]);
    expect(await followers(kept.id)).toBe(2);
    expect((await suite.server.request(`/api/public/artist/${gone.id}`)).status).toBe(404);
  });

  it('refuses to delete a venue or an artist that events still name, and says to merge instead', async () => {
    const venue = await createLocation(db());
    const artist = await createArtist(db());
    await createEvent(db(), { locationId: venue.id, artistIds: [artist.id] });
    for (const [path, code] of [
      [`/api/admin/location/${venue.id}`, 'LOCATION_IN_USE'],
      [`/api/admin/artist/${artist.id}`, 'ARTIST_IN_USE'],
    ] as const) {
      const refused = await as(suite.admin, path, 'DELETE');
      expect(refused.status).toBe(409);
      const error = await errorBody(refused);
      expect(error.code).toBe(code);
      expect(error.messages.el).toMatch(/Συγχώνευσέ/);
      expect(error.messages.en).toMatch(/Merge/);
      // One event: the singular, and the app's word for a venue.
      expect(error.messages.el).toMatch(/ 1 γλέντι\./);
      expect(error.messages.en).toMatch(/ 1 glenti\./);
      if (code === 'LOCATION_IN_USE') expect(error.messages.el).toMatch(/^Το μαγαζί έχει ακόμη 1 γλέντι\./);
    }
    expect((await suite.server.request(`/api/public/location/${venue.id}`)).status).toBe(200);
  });

  it('deletes a venue and an artist nothing names, with their follows', async () => {
    const venue = await createLocation(db());
    const artist = await createArtist(db());
    await follow(db(), { locationId: venue.id }, randomUUID());
    expect((await as(suite.admin, `/api/admin/location/${venue.id}`, 'DELETE')).status).toBe(204);
    expect((await as(suite.admin, `/api/admin/artist/${artist.id}`, 'DELETE')).status).toBe(204);
    expect((await suite.server.request(`/api/public/location/${venue.id}`)).status).toBe(404);
    expect((await suite.server.request(`/api/public/artist/${artist.id}`)).status).toBe(404);
    expect(await db().select().from(follows).where(eq(follows.locationId, venue.id))).toHaveLength(0);
    expect((await as(suite.admin, `/api/admin/location/${venue.id}`, 'DELETE')).status).toBe(404);
  });

  it('refuses merging into itself or an unknown one', async () => {
    const venue = await createLocation(db());
    const self = await as(suite.admin, `/api/admin/location/${venue.id}/merge`, 'POST', { intoId: venue.id });
    expect(self.status).toBe(400);
    expect((await errorBody(self)).code).toBe('MERGE_INTO_ITSELF');
    const unknown = await as(suite.admin, `/api/admin/location/${venue.id}/merge`, 'POST', {
      intoId: randomUUID(),
    });
    expect(unknown.status).toBe(404);
    expect((await suite.server.request(`/api/public/location/${venue.id}`)).status).toBe(200);
  });

  it('lets only admins merge and delete', async () => {
    const keptVenue = await createLocation(db());
    const goneVenue = await createLocation(db());
    const artist = await createArtist(db());
    for (const caller of [null, suite.user, suite.partner]) {
      const expected = caller ? 403 : 401;
      expect(
        (await as(caller, `/api/admin/location/${goneVenue.id}/merge`, 'POST', { intoId: keptVenue.id }))
          .status,
      ).toBe(expected);
      expect((await as(caller, `/api/admin/location/${goneVenue.id}`, 'DELETE')).status).toBe(expected);
      expect((await as(caller, `/api/admin/artist/${artist.id}`, 'DELETE')).status).toBe(expected);
    }
    expect((await suite.server.request(`/api/public/location/${goneVenue.id}`)).status).toBe(200);
    expect((await suite.server.request(`/api/public/artist/${artist.id}`)).status).toBe(200);
  });
});
