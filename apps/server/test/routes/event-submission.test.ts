import type { TCreateEventResult, TEvent, TReviewEvent } from '@glentia/core';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { artists, events, locations } from '../../src/db/schema.ts';
import {
  errorBody,
  eventForm,
  inDays,
  json,
  storedEventFiles,
  type TestCaller,
  uploadPath,
} from '../contribute.ts';
import { createArtist, createLocation } from '../factories.ts';
import { testDatabases } from '../helper.ts';
import { makePhoto } from '../images.ts';
import { ADMIN_MARIA_AND_NIKOS, useRouteSuite } from '../support/route-suite.ts';

describe.each(testDatabases())('event form (%s)', (kind) => {
  const suite = useRouteSuite(kind, ADMIN_MARIA_AND_NIKOS, { photo: [1200, 1500] });

  const submit = (
    caller: TestCaller | null,
    fields: Record<string, string | undefined>,
    file: Buffer | null = suite.photo,
  ) =>
    suite.server.request('/api/v1/users/glenti', {
      method: 'POST',
      headers: caller?.headers ?? {},
      body: eventForm(fields, file ? { data: file } : undefined),
    });

  const save = (caller: TestCaller | null, id: string, fields: Record<string, string>, file?: Buffer) =>
    suite.server.request(`/api/v1/users/glenti/${id}`, {
      method: 'PUT',
      headers: caller?.headers ?? {},
      body: eventForm(fields, file ? { data: file } : undefined),
    });

  describe('validation (SPEC §5)', () => {
    it.each<[string, Record<string, string | undefined>, string]>([
      ['no date', { date: undefined }, 'date'],
      ['yesterday', { date: inDays(-1) }, 'date'],
      ['a date that does not exist', { date: '2031-02-30' }, 'date'],
      ['an incomplete phone', { telephone: '+30 697 1234 5__' }, 'telephone'],
      ['a phone without the +30 mask', { telephone: '6971234567' }, 'telephone'],
      ['a start off the quarter hour', { time: '21:20' }, 'time'],
      ['a 12-hour start', { time: '9:30' }, 'time'],
      ['11 hours', { duration: '11' }, 'duration'],
      ['0 hours', { duration: '0' }, 'duration'],
      ['a 901-character description', { description: 'λ'.repeat(901) }, 'description'],
      ['artists that are not JSON', { artists: 'Ψαρογιώργης' }, 'artists'],
      ['a phone flag that is not a boolean', { updateLocationPhone: 'maybe' }, 'updateLocationPhone'],
    ])('refuses %s with a message naming the field', async (_label, fields, field) => {
      const response = await submit(suite.admin, {
        date: inDays(1),
        updateLocationPhone: 'false',
        ...fields,
      });
      expect(response.status).toBe(400);
      const body = await errorBody(response);
      expect(body.code).toBe('INVALID_EVENT_FORM');
      expect(body.issues?.[0]?.path).toBe(field);
      expect(body.messages.el).toBeTruthy();
      expect(body.messages.en).toBeTruthy();
    });

    it('needs a photo to create', async () => {
      const response = await submit(suite.maria, { date: inDays(1), updateLocationPhone: 'false' }, null);
      expect(response.status).toBe(400);
      expect((await errorBody(response)).code).toBe('IMAGE_REQUIRED');
    });

    it('refuses unknown venues and artists by id', async () => {
      const missing = '0b8c3c2e-8a61-4b43-9d3c-6f8f3b1f1c2a';
      const venue = await submit(suite.admin, { date: inDays(1), location: missing });
      expect((await errorBody(venue)).code).toBe('UNKNOWN_LOCATION');
      const artist = await submit(suite.admin, { date: inDays(1), artists: JSON.stringify([missing]) });
      expect((await errorBody(artist)).code).toBe('UNKNOWN_ARTIST');
    });

    it('needs a caller, and stores nothing for one it refuses', async () => {
      const before = storedEventFiles(suite.server).length;
      const response = await submit(null, { date: inDays(1) });
      expect(response.status).toBe(401);
      expect((await errorBody(response)).messages.el).toBe('Χρειάζεται να συνδεθείς.');
      expect(storedEventFiles(suite.server)).toHaveLength(before);
    });

    it('accepts today, a 12-hour night and 900 characters', async () => {
      const response = await submit(suite.admin, {
        date: inDays(0),
        time: '23:45',
        duration: '12',
        description: 'λ'.repeat(900),
        updateLocationPhone: 'false',
      });
      expect(response.status).toBe(200);
      const body = await json<TCreateEventResult>(response);
      expect(body.glenti).toMatchObject({ time: '23:45', duration: 12 });
      expect(body.glenti.endAt).not.toBeNull();
    });
  });

  describe('who publishes', () => {
    it("publishes an admin's event at once, creates new names and clears the public cache", async () => {
      const before = await json<TEvent[]>(suite.server.request('/api/public/glentia'));
      const venue = await createLocation(suite.server.database.db, { name: 'Κέντρο Ερωφίλη', phone: null });
      const known = await createArtist(suite.server.database.db, { name: 'Βασίλης Σκουλάς' });
      const response = await submit(suite.admin, {
        date: inDays(2),
        time: '21:30',
        duration: '5',
        telephone: '+30 697 1234 567',
        description: 'Κρητικό γλέντι',
        location: venue.id,
        artists: JSON.stringify([known.id, 'Νέος Λυράρης']),
        updateLocationPhone: 'true',
        filename: 'poster.jpg',
        mimeType: 'image/jpeg',
      });
      expect(response.status).toBe(200);
      const result = await json<TCreateEventResult>(response);
      expect(result).toMatchObject({ published: true, isUnique: true, duplicateId: null });
      expect(result.glenti).toMatchObject({
        date: inDays(2),
        time: '21:30',
        duration: 5,
        telephone: '+306971234567',
        description: 'Κρητικό γλέντι',
        publishedFrom: suite.admin.username,
        location: { id: venue.id, phone: '+306971234567' },
      });
      expect(result.glenti.artists.map((artist) => artist.name)).toEqual(['Βασίλης Σκουλάς', 'Νέος Λυράρης']);
      const [created] = await suite.server.database.db
        .select()
        .from(artists)
        .where(eq(artists.name, 'Νέος Λυράρης'));
      expect(created).toBeTruthy();

      const after = await json<TEvent[]>(suite.server.request('/api/public/glentia'));
      expect(after.length).toBe(before.length + 1);
      expect(after.some((event) => event.id === result.createdId)).toBe(true);
    });

    it("keeps a user's event for review with the typed names held back", async () => {
      const venue = await createLocation(suite.server.database.db, {
        name: 'Ταβέρνα Αρμός',
        phone: '+302810000000',
      });
      const known = await createArtist(suite.server.database.db, { name: 'Ψαρογιώργης' });
      const response = await submit(suite.maria, {
        date: inDays(3),
        location: 'Ρακάδικο Το Νέο',
        artists: JSON.stringify([known.id, 'Γιάννης Παπαδάκης', 'psarogiorgis']),
        telephone: '+30 697 1234 567',
        updateLocationPhone: 'true',
      });
      expect(response.status).toBe(200);
      const result = await json<TCreateEventResult>(response);
      expect(result.published).toBe(false);
      expect(result.glenti.location).toBeNull();
      expect(result.glenti.artists.map((artist) => artist.id)).toEqual([known.id]);
      const [row] = await suite.server.database.db
        .select()
        .from(events)
        .where(eq(events.id, result.createdId));
      expect(row).toMatchObject({
        pendingLocation: 'Ρακάδικο Το Νέο',
        pendingArtists: ['Γιάννης Παπαδάκης'],
        publishedFrom: 'Maria',
        ownerId: suite.maria.userId,
      });
      expect(
        await suite.server.database.db.select().from(artists).where(eq(artists.name, 'Γιάννης Παπαδάκης')),
      ).toEqual([]);

      const publicList = await json<TEvent[]>(suite.server.request('/api/public/glentia'));
      expect(publicList.some((event) => event.id === result.createdId)).toBe(false);

      // A user's booking phone does not overwrite a venue phone that is already there.
      const other = await submit(suite.maria, {
        date: inDays(3),
        location: venue.id,
        telephone: '+30 697 1234 567',
        updateLocationPhone: 'true',
      });
      expect(other.status).toBe(200);
      const [unchanged] = await suite.server.database.db
        .select()
        .from(locations)
        .where(eq(locations.id, venue.id));
      expect(unchanged!.phone).toBe('+302810000000');
    });

    it('links a typed name to the known venue or artist it matches', async () => {
      const venue = await createLocation(suite.server.database.db, { name: 'Λύρα Bar' });
      const response = await submit(suite.nikos, { date: inDays(4), location: 'Lira bar' });
      const result = await json<TCreateEventResult>(response);
      expect(result.glenti.location?.id).toBe(venue.id);
    });
  });

  describe('duplicates', () => {
    it('finds an event at the same venue, same date, with an artist in common', async () => {
      const venue = await createLocation(suite.server.database.db);
      const [a, b, c, d] = await Promise.all([
        createArtist(suite.server.database.db),
        createArtist(suite.server.database.db),
        createArtist(suite.server.database.db),
        createArtist(suite.server.database.db),
      ]);
      const first = await json<TCreateEventResult>(
        submit(suite.admin, { date: inDays(5), location: venue.id, artists: JSON.stringify([a!.id, b!.id]) }),
      );
      expect(first.isUnique).toBe(true);

      const again = await json<TCreateEventResult>(
        submit(suite.maria, { date: inDays(5), location: venue.id, artists: JSON.stringify([c!.id, b!.id]) }),
      );
      expect(again).toMatchObject({ isUnique: false, duplicateId: first.createdId, published: false });

      const otherDay = await json<TCreateEventResult>(
        submit(suite.maria, { date: inDays(6), location: venue.id, artists: JSON.stringify([a!.id]) }),
      );
      expect(otherDay.isUnique).toBe(true);

      const otherArtists = await json<TCreateEventResult>(
        submit(suite.maria, { date: inDays(5), location: venue.id, artists: JSON.stringify([d!.id]) }),
      );
      expect(otherArtists.isUnique).toBe(true);
    });
  });

  describe('editing', () => {
    let eventId: string;
    beforeEach(async () => {
      const result = await json<TCreateEventResult>(
        submit(suite.maria, { date: inDays(7), time: '22:00', description: 'Πρώτη εκδοχή' }),
      );
      eventId = result.createdId;
      await suite.server.database.db.update(events).set({ published: true }).where(eq(events.id, eventId));
    });

    it('lets the uploader (any letter case) edit: the edit waits for review, the published version stays', async () => {
      const response = await save({ ...suite.maria, username: 'maria' }, eventId, {
        date: inDays(8),
        description: 'Δεύτερη εκδοχή',
      });
      expect(response.status).toBe(200);
      const result = await json<TCreateEventResult>(response);
      expect(result).toMatchObject({ createdId: eventId, published: false });
      expect(result.glenti).toMatchObject({ date: inDays(7), description: 'Πρώτη εκδοχή', published: true });
    });

    it('saves an unpublished event as it is, back in review', async () => {
      await suite.server.database.db.update(events).set({ published: false }).where(eq(events.id, eventId));
      const result = await json<TCreateEventResult>(
        save(suite.maria, eventId, { date: inDays(8), description: 'Τρίτη' }),
      );
      expect(result).toMatchObject({ published: false });
      expect(result.glenti).toMatchObject({ date: inDays(8), description: 'Τρίτη', time: null });
    });

    it('keeps an admin-edited event published', async () => {
      const response = await save(suite.admin, eventId, { date: inDays(7), description: 'Από διαχειριστή' });
      expect(response.status).toBe(200);
      expect(await json<TCreateEventResult>(response)).toMatchObject({
        published: true,
        glenti: { description: 'Από διαχειριστή' },
      });
    });

    it('refuses other users and callers without an account', async () => {
      expect((await save(suite.nikos, eventId, { date: inDays(7) })).status).toBe(403);
      expect((await save(null, eventId, { date: inDays(7) })).status).toBe(401);
      const missing = await save(suite.admin, '0b8c3c2e-8a61-4b43-9d3c-6f8f3b1f1c2a', { date: inDays(7) });
      expect(missing.status).toBe(404);
    });

    it('refuses an uploader editing a past event', async () => {
      await suite.server.database.db
        .update(events)
        .set({ date: inDays(-2) })
        .where(eq(events.id, eventId));
      const response = await save(suite.maria, eventId, { date: inDays(1) });
      expect(response.status).toBe(400);
      expect((await errorBody(response)).code).toBe('EVENT_PAST');
    });

    it('replaces the photo and removes the old files', async () => {
      await suite.server.database.db.update(events).set({ published: false }).where(eq(events.id, eventId));
      const before = (await (
        await suite.server.request(`/api/v1/users/glenti/${eventId}`, { headers: suite.maria.headers })
      ).json()) as TReviewEvent;
      const response = await save(
        suite.maria,
        eventId,
        { date: inDays(7) },
        await makePhoto(600, 600, 'png'),
      );
      const result = await json<TCreateEventResult>(response);
      expect(result.glenti.image).not.toBe(before.image);
      expect(result.glenti).toMatchObject({ imageWidth: 600, imageHeight: 600 });
      const files = storedEventFiles(suite.server);
      expect(files.some((file) => before.image!.endsWith(file))).toBe(false);
      expect(files.some((file) => result.glenti.image!.endsWith(file))).toBe(true);
    });

    it('shows the form data to the uploader and admins only', async () => {
      expect(
        (await suite.server.request(`/api/v1/users/glenti/${eventId}`, { headers: suite.admin.headers }))
          .status,
      ).toBe(200);
      expect(
        (await suite.server.request(`/api/v1/users/glenti/${eventId}`, { headers: suite.nikos.headers }))
          .status,
      ).toBe(403);
    });
  });

  describe('cancel and delete', () => {
    it('toggles canceled for the uploader, not for others', async () => {
      const { createdId } = await json<TCreateEventResult>(submit(suite.maria, { date: inDays(9) }));
      const cancel = (caller: TestCaller) =>
        suite.server.request(`/api/me/glentia/${createdId}/cancel`, {
          method: 'PUT',
          headers: caller.headers,
        });
      expect((await cancel(suite.maria)).status).toBe(400); // still waiting for review
      await suite.server.database.db.update(events).set({ published: true }).where(eq(events.id, createdId));
      expect(await json<TEvent>(cancel(suite.maria))).toMatchObject({
        canceled: true,
        canceledBy: 'uploader',
      });
      expect(await json<TEvent>(cancel(suite.admin))).toMatchObject({ canceled: false, canceledBy: null });
      expect((await cancel(suite.nikos)).status).toBe(403);
    });

    it('records that an admin, not the uploader, canceled it', async () => {
      const { createdId } = await json<TCreateEventResult>(submit(suite.maria, { date: inDays(9) }));
      await suite.server.database.db.update(events).set({ published: true }).where(eq(events.id, createdId));
      const canceled = await json<TEvent>(
        suite.server.request(`/api/me/glentia/${createdId}/cancel`, {
          method: 'PUT',
          headers: suite.admin.headers,
        }),
      );
      expect(canceled).toMatchObject({ canceled: true, canceledBy: 'admin' });
      const shown = await json<TEvent>(suite.server.request(`/api/public/glentia/${createdId}`));
      expect(shown.canceledBy).toBe('admin');
    });

    it('deletes with the stored photo, for the uploader or an admin', async () => {
      const result = await json<TCreateEventResult>(submit(suite.maria, { date: inDays(9) }));
      const remove = (caller: TestCaller) =>
        suite.server.request(`/api/me/glentia/${result.createdId}`, {
          method: 'DELETE',
          headers: caller.headers,
        });
      expect((await remove(suite.nikos)).status).toBe(403);
      const { existsSync } = await import('node:fs');
      expect(existsSync(uploadPath(suite.server, result.glenti.image!))).toBe(true);
      expect((await remove(suite.maria)).status).toBe(204);
      expect(existsSync(uploadPath(suite.server, result.glenti.image!))).toBe(false);
      expect(existsSync(uploadPath(suite.server, result.glenti.thumbnail!))).toBe(false);
      expect((await remove(suite.maria)).status).toBe(404);
    });
  });

  it('lists my events in every state', async () => {
    const response = await suite.server.request('/api/v1/users/glenti', { headers: suite.nikos.headers });
    const mine = await json<TReviewEvent[]>(response);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((event) => event.publishedFrom === 'nikos')).toBe(true);
  });
});
