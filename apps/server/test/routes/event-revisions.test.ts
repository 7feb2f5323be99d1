/**
 * An owner's edit of a published event (issue: edits must not hide events): the published version
 * stays live while the edit waits in the review queue as a diff; approving applies it and tells
 * the people who saved the event or follow its venue what moved; rejecting keeps the live version
 * and tells the uploader.
 */
import { randomUUID } from 'node:crypto';
import type { TCreateEventResult, TEvent, TNotification, TReviewEvent } from '@glentia/core';
import { describe, expect, it } from 'vitest';
import { eventForm, inDays, json, storedEventFiles, submitEvent } from '../contribute.ts';
import { createArtist, createEvent, createLocation } from '../factories.ts';
import { settleJobs, testDatabases } from '../helper.ts';
import { makePhoto } from '../images.ts';
import { useRouteSuite } from '../support/route-suite.ts';

describe.each(testDatabases())("owners' edits of published events (%s)", (kind) => {
  const suite = useRouteSuite(kind, { admin: 'admin', maria: 'user' }, { photo: [300, 400] });
  const { as, notificationsOf } = suite;

  const queue = () => json<TReviewEvent[]>(as(suite.admin, '/api/admin/glentia/unpublished'));
  const publicEvent = (id: string) => suite.server.request(`/api/public/glentia/${id}`);

  /** Maria's published glenti at a new venue, saved by one visitor and with the venue followed by another. */
  async function publishedEvent() {
    const venueId = (
      await createLocation(suite.server.database.db, { name: `Ταβέρνα ${randomUUID().slice(0, 6)}` })
    ).id;
    const { createdId } = await submitEvent(
      suite.server,
      suite.maria,
      { date: inDays(5), time: '21:00', location: venueId, description: 'Πρώτη εκδοχή' },
      suite.photo,
    );
    expect((await as(suite.admin, `/api/admin/glentia/${createdId}/publish`, 'POST')).status).toBe(200);
    // The news of the publication goes out before the visitors below save and follow it.
    await settleJobs(suite.server);
    const saver = randomUUID();
    const follower = randomUUID();
    await suite.server.request(`/api/public/glentia/${createdId}/favorite`, {
      method: 'POST',
      device: saver,
    });
    await suite.server.request(`/api/public/register-device/topic-uuid/${venueId}`, {
      method: 'POST',
      device: follower,
    });
    await settleJobs(suite.server);
    return { id: createdId, venueId, saver, follower };
  }

  const edit = (id: string, fields: Record<string, string>, poster?: Buffer) =>
    suite.server.request(`/api/v1/users/glenti/${id}`, {
      method: 'PUT',
      headers: suite.maria.headers,
      body: eventForm({ updateLocationPhone: 'false', ...fields }, poster ? { data: poster } : undefined),
    });

  it('keeps the published version live and shows the edit in the review queue as a diff', async () => {
    const { id, venueId } = await publishedEvent();
    const livePoster = (await json<TEvent>(publicEvent(id))).image;
    const response = await edit(
      id,
      { date: inDays(5), time: '22:30', location: venueId, description: 'Δεύτερη εκδοχή' },
      await makePhoto(500, 500, 'png'),
    );
    expect(response.status).toBe(200);
    expect(await json<TCreateEventResult>(response)).toMatchObject({ published: false });

    const live = await publicEvent(id);
    expect(live.status).toBe(200);
    expect(await json<TEvent>(live)).toMatchObject({
      time: '21:00',
      description: 'Πρώτη εκδοχή',
      image: livePoster,
      published: true,
    });

    const waiting = (await queue()).find((event) => event.id === id);
    expect(waiting?.revision?.changes.map((change) => change.field).sort()).toEqual([
      'description',
      'poster',
      'time',
    ]);
    expect(waiting?.revision?.changes).toContainEqual({ field: 'time', before: '21:00', after: '22:30' });
    expect(waiting?.flags).toMatchObject({ pastDate: false });
  });

  it('applies the edit on approval and tells savers and followers what moved', async () => {
    const { id, venueId, saver, follower } = await publishedEvent();
    const oldPoster = (await json<TEvent>(publicEvent(id))).image!;
    await edit(id, { date: inDays(6), time: '21:00', location: venueId }, await makePhoto(500, 500, 'png'));
    expect(await notificationsOf(saver)).toEqual([]);

    expect((await as(suite.admin, `/api/admin/glentia/${id}/publish`, 'POST')).status).toBe(200);
    const applied = await json<TEvent>(publicEvent(id));
    expect(applied).toMatchObject({ date: inDays(6), time: '21:00', published: true });
    expect(applied.image).not.toBe(oldPoster);
    expect(storedEventFiles(suite.server).some((file) => oldPoster.endsWith(file))).toBe(false);
    expect((await queue()).some((event) => event.id === id)).toBe(false);

    for (const device of [saver, follower]) {
      const told = await notificationsOf(device);
      expect(told.map((notification) => notification.title)).toEqual([expect.stringMatching(/^Άλλαξε: /)]);
    }
  });

  it('keeps the live version on rejection, drops the edit and tells the uploader', async () => {
    const { id, venueId, saver } = await publishedEvent();
    await edit(id, { date: inDays(9), time: '20:00', location: venueId }, await makePhoto(400, 400, 'png'));
    const proposed = (await queue()).find((event) => event.id === id)!.revision!;
    const newPoster = proposed.changes.find((change) => change.field === 'poster')!.after!;

    const rejected = await as(suite.admin, `/api/admin/glentia/${id}/reject`, 'POST', {
      reason: 'Λάθος ημερομηνία',
    });
    expect(rejected.status).toBe(200);
    expect(await json<TReviewEvent>(rejected)).toMatchObject({
      published: true,
      revision: null,
      rejectReason: null,
    });
    expect(await json<TEvent>(publicEvent(id))).toMatchObject({ date: inDays(5), time: '21:00' });
    expect(storedEventFiles(suite.server).some((file) => newPoster.endsWith(file))).toBe(false);
    expect((await queue()).some((event) => event.id === id)).toBe(false);

    await settleJobs(suite.server);
    const mine = await json<TNotification[]>(as(suite.maria, '/api/public/notifications'));
    expect(mine.some((notification) => notification.body?.includes('Λάθος ημερομηνία'))).toBe(true);
    expect(await notificationsOf(saver)).toEqual([]);
  });

  it('flags submissions dated in the past', async () => {
    const venue = await createLocation(suite.server.database.db);
    const past = await createEvent(suite.server.database.db, {
      locationId: venue.id,
      daysFromToday: -3,
      published: false,
    });
    const future = await createEvent(suite.server.database.db, {
      locationId: venue.id,
      daysFromToday: 3,
      published: false,
    });
    const waiting = await queue();
    expect(waiting.find((event) => event.id === past.id)?.flags.pastDate).toBe(true);
    expect(waiting.find((event) => event.id === future.id)?.flags.pastDate).toBe(false);
  });

  it('flags likely duplicate events, venues and artists', async () => {
    const venue = await createLocation(suite.server.database.db, { name: 'Ρακάδικο Η Λύρα' });
    const artist = await createArtist(suite.server.database.db, { name: 'Ψαρογιώργης' });
    const live = await createEvent(suite.server.database.db, { locationId: venue.id, daysFromToday: 6 });
    const sameNight = await createEvent(suite.server.database.db, {
      locationId: venue.id,
      daysFromToday: 6,
      published: false,
    });
    const typed = await createEvent(suite.server.database.db, {
      daysFromToday: 8,
      published: false,
      pendingLocation: 'ρακαδικο λυρα',
      pendingArtists: ['Ψαρογιώργης ο Λυράρης'],
    });
    const waiting = await queue();
    expect(waiting.find((event) => event.id === sameNight.id)?.flags.duplicateEventIds).toEqual([live.id]);
    const flags = waiting.find((event) => event.id === typed.id)?.flags;
    expect(flags?.similarVenues).toEqual([{ id: venue.id, name: 'Ρακάδικο Η Λύρα' }]);
    expect(flags?.similarArtists).toEqual([{ id: artist.id, name: 'Ψαρογιώργης' }]);
  });
});
