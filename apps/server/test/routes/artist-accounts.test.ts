/**
 * Artist accounts (issue 31): "That's me" claims through admin review, the admin's binding on the
 * users screen, an artist editing their page, their dates waiting for the venue's partner (or an
 * admin), and their numbers.
 */
import type {
  TAdminArtist,
  TAdminClaim,
  TArtist,
  TArtistFollowers,
  TArtistOverview,
  TArtistPageRef,
  TClaim,
  TEvent,
  TEventDailyStatistics,
  TReviewEvent,
} from '@glentia/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { follows, users } from '../../src/db/schema.ts';
import { inDays, makeCaller, okJson, submitEvent, type TestCaller } from '../contribute.ts';
import { createArtist, createDevice, createEvent, createLocation, follow } from '../factories.ts';
import { errorCode, settleJobs, testDatabases } from '../helper.ts';
import { useRouteSuite } from '../support/route-suite.ts';

describe.each(testDatabases())('artist accounts (%s)', (kind) => {
  const suite = useRouteSuite(
    kind,
    { admin: 'admin', lyra: 'user', bandmate: 'user', partner: 'partner', stranger: 'user' },
    { photo: [400, 500] },
  );
  const send = (method: string, path: string, caller: TestCaller | null, body?: unknown) =>
    suite.as(caller, path, method, body);
  const claimArtist = (caller: TestCaller, targetId: string) =>
    send('POST', '/api/me/claims', caller, {
      kind: 'artist',
      targetId,
      note: 'Είμαι εγώ, παίζω λύρα.',
      contact: '6912 345678',
    });

  it('sends a "That’s me" claim to the admin, who approves it: the person runs the page as an artist', async () => {
    const { db } = suite.server.database;
    const artist = await createArtist(db, { name: 'Γιώργης Λυράρης' });

    expect(await errorCode(await claimArtist(suite.lyra, '00000000-0000-4000-8000-000000000000'))).toBe(
      'ARTIST_NOT_FOUND',
    );
    const created = await claimArtist(suite.lyra, artist.id);
    expect(created.status).toBe(201);
    const claim = (await created.json()) as TClaim;
    // No code proves a person: always the admin's review.
    expect(claim).toMatchObject({ kind: 'artist', status: 'review', targetName: 'Γιώργης Λυράρης' });
    expect(await errorCode(await claimArtist(suite.lyra, artist.id))).toBe('CLAIM_OPEN');

    const queue = await okJson<TAdminClaim[]>(send('GET', '/api/admin/claims', suite.admin));
    expect(queue.find((c) => c.id === claim.id)).toMatchObject({ note: 'Είμαι εγώ, παίζω λύρα.' });
    const decided = await okJson<TAdminClaim>(
      send('POST', `/api/admin/claims/${claim.id}/decide`, suite.admin, { approve: true }),
    );
    expect(decided.status).toBe('approved');
    const [row] = await db.select().from(users).where(eq(users.id, suite.lyra.userId!));
    expect(row!.roles).toContain('artist');
    const pages = await okJson<TArtistPageRef[]>(
      send('GET', `/api/admin/users/${suite.lyra.userId}/artists`, suite.admin),
    );
    expect(pages).toEqual([{ id: artist.id, name: 'Γιώργης Λυράρης' }]);

    // The role counts at once (the account is read again): the artist's own screen opens.
    const overview = await okJson<TArtistOverview>(send('GET', '/api/artist/overview', suite.lyra));
    expect(overview.pages.map((page) => page.id)).toEqual([artist.id]);
    await settleJobs(suite.server);
    const told = await okJson<Array<{ data: { url: string } }>>(
      send('GET', '/api/public/notifications', suite.lyra),
    );
    expect(told.some((n) => n.data.url === `/artist/${artist.id}`)).toBe(true);
  });

  it('refuses a claim with a reason, and the person is told', async () => {
    const artist = await createArtist(suite.server.database.db, { name: 'Μαντιναδολόγος' });
    const asked = await claimArtist(suite.stranger, artist.id);
    expect(asked.status).toBe(201);
    const claim = (await asked.json()) as TClaim;
    const refused = await okJson<TAdminClaim>(
      send('POST', `/api/admin/claims/${claim.id}/decide`, suite.admin, {
        approve: false,
        reason: 'Δεν μπορέσαμε να το επιβεβαιώσουμε.',
      }),
    );
    expect(refused).toMatchObject({ status: 'refused', reason: 'Δεν μπορέσαμε να το επιβεβαιώσουμε.' });
    expect((await send('GET', '/api/artist/overview', suite.stranger)).status).toBe(403);
    await settleJobs(suite.server);
    const told = await okJson<Array<{ body: string; data: { url: string } }>>(
      send('GET', '/api/public/notifications', suite.stranger),
    );
    expect(told.find((n) => n.data.url === `/artist/${artist.id}`)?.body).toContain('επιβεβαιώσουμε');
  });

  it('lets an admin bind band members to one page, and only artist accounts', async () => {
    const { db } = suite.server.database;
    const band = await createArtist(db, { name: 'Οι Ψαραντώνηδες' });
    const member = await makeCaller(suite.server, 'artist', 'bandmember');
    const other = await makeCaller(suite.server, 'artist', 'bandmember2');
    expect(
      await errorCode(
        await send('PUT', `/api/admin/users/${suite.bandmate.userId}/artists`, suite.admin, {
          artistIds: [band.id],
        }),
      ),
    ).toBe('NOT_AN_ARTIST');
    for (const account of [member, other]) {
      const bound = await okJson<TArtistPageRef[]>(
        send('PUT', `/api/admin/users/${account.userId}/artists`, suite.admin, { artistIds: [band.id] }),
      );
      expect(bound.map((page) => page.id)).toEqual([band.id]);
    }
    // Both members edit the page; a stranger artist and a partner do not.
    const body = {
      bioEl: 'Τρία αδέρφια απ’ τα Ζωνιανά.',
      bioEn: 'Three brothers from Zoniana.',
      instagram: '@psarantonides',
      website: 'https://psarantonides.example',
      spotifyId: '',
    };
    const saved = await okJson<TAdminArtist>(send('PUT', `/api/artist/pages/${band.id}`, other, body));
    expect(saved).toMatchObject({
      name: 'Οι Ψαραντώνηδες',
      bio: { el: 'Τρία αδέρφια απ’ τα Ζωνιανά.', en: 'Three brothers from Zoniana.' },
      igProfile: { username: 'psarantonides', website: 'https://psarantonides.example' },
    });
    const publicPage = await okJson<TArtist>(send('GET', `/api/public/artist/${band.id}`, null));
    expect(publicPage.bio.en).toBe('Three brothers from Zoniana.');
    const outsider = await makeCaller(suite.server, 'artist', 'outsider');
    expect((await send('PUT', `/api/artist/pages/${band.id}`, outsider, body)).status).toBe(404);
    expect((await send('PUT', `/api/artist/pages/${band.id}`, suite.partner, body)).status).toBe(403);
    // Unbinding lets go: the page is no longer theirs.
    await okJson(send('PUT', `/api/admin/users/${member.userId}/artists`, suite.admin, { artistIds: [] }));
    expect((await send('PUT', `/api/artist/pages/${band.id}`, member, body)).status).toBe(404);
    expect((await send('PUT', `/api/artist/pages/${band.id}`, other, body)).status).toBe(200);
  });

  it('sends an artist’s date at a partner’s venue to that partner, who approves or sends it back', async () => {
    const { db } = suite.server.database;
    const artist = await createArtist(db, { name: 'Λαουτιέρης Δοκιμής' });
    const player = await makeCaller(suite.server, 'artist', 'laoutieris');
    await okJson(
      send('PUT', `/api/admin/users/${player.userId}/artists`, suite.admin, { artistIds: [artist.id] }),
    );
    const venue = await createLocation(db, {
      name: 'Ταβέρνα Του Συνεργάτη',
      partnerId: suite.partner.userId,
    });
    const free = await createLocation(db, { name: 'Καφενείο Χωρίς Συνεργάτη' });
    const artists = JSON.stringify([artist.id]);
    const atPartner = await submitEvent(
      suite.server,
      player,
      { date: inDays(5), time: '22:00', location: venue.id, artists },
      suite.photo,
    );
    const atFree = await submitEvent(
      suite.server,
      player,
      { date: inDays(6), time: '22:00', location: free.id, artists },
      suite.photo,
    );
    const second = await submitEvent(
      suite.server,
      player,
      { date: inDays(7), time: '22:00', location: venue.id, artists },
      suite.photo,
    );
    expect(atPartner.published).toBe(false);

    // The artist sees who each date waits for.
    const overview = await okJson<TArtistOverview>(send('GET', '/api/artist/overview', player));
    const waiting = new Map(overview.upcoming.map((event) => [event.id, event.waitingFor]));
    expect(waiting.get(atPartner.createdId!)).toBe('partner');
    expect(waiting.get(atFree.createdId!)).toBe('admin');

    // The partner's queue holds the dates at their venues only; the admin's holds all.
    const pending = await okJson<TReviewEvent[]>(send('GET', '/api/partner/glentia/pending', suite.partner));
    expect(pending.map((event) => event.id).sort()).toEqual([atPartner.createdId, second.createdId].sort());
    const adminQueue = await okJson<TReviewEvent[]>(
      send('GET', '/api/admin/glentia/unpublished', suite.admin),
    );
    expect(adminQueue.map((event) => event.id)).toEqual(
      expect.arrayContaining([atPartner.createdId, atFree.createdId]),
    );

    // Another venue's date is not the partner's to decide.
    expect(
      (await send('POST', `/api/partner/glentia/${atFree.createdId}/publish`, suite.partner)).status,
    ).toBe(404);
    const published = await okJson<TEvent>(
      send('POST', `/api/partner/glentia/${atPartner.createdId}/publish`, suite.partner),
    );
    expect(published.published).toBe(true);
    const sentBack = await okJson<TReviewEvent>(
      send('POST', `/api/partner/glentia/${second.createdId}/reject`, suite.partner, {
        reason: 'Εκείνη τη μέρα είμαστε κλειστά.',
      }),
    );
    expect(sentBack.rejectReason).toBe('Εκείνη τη μέρα είμαστε κλειστά.');
    expect(await okJson<TReviewEvent[]>(send('GET', '/api/partner/glentia/pending', suite.partner))).toEqual(
      [],
    );
    // The artist cannot approve their own date at the free venue; an admin can.
    expect((await send('POST', `/api/partner/glentia/${atFree.createdId}/publish`, player)).status).toBe(403);
    expect((await send('POST', `/api/admin/glentia/${atFree.createdId}/publish`, suite.admin)).status).toBe(
      200,
    );
  });

  it('shows an artist their numbers: views and saves per night, followers over time', async () => {
    const { db } = suite.server.database;
    const artist = await createArtist(db, { name: 'Αριθμημένος Λυράρης' });
    const other = await createArtist(db, { name: 'Ξένος Λυράρης' });
    const player = await makeCaller(suite.server, 'artist', 'arithmoi');
    await okJson(
      send('PUT', `/api/admin/users/${player.userId}/artists`, suite.admin, { artistIds: [artist.id] }),
    );
    const venue = await createLocation(db, { name: 'Ταβέρνα Αριθμών' });
    const night = await createEvent(db, { locationId: venue.id, artistIds: [artist.id], views: 12 });
    const notMine = await createEvent(db, { locationId: venue.id, artistIds: [other.id] });
    for (const device of ['dev-followers-1', 'dev-followers-2']) {
      await createDevice(db, device);
      await follow(db, { artistId: artist.id }, device);
    }
    // One follow made three days ago: the chart starts from it.
    await createDevice(db, 'dev-followers-3');
    await follow(db, { artistId: artist.id }, 'dev-followers-3');
    await db
      .update(follows)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(follows.deviceId, 'dev-followers-3'));

    const overview = await okJson<TArtistOverview>(send('GET', '/api/artist/overview', player));
    expect(overview.pages[0]).toMatchObject({ id: artist.id, upcoming: 1, views: 12, followers: 3 });
    expect(overview.upcoming.map((event) => event.id)).toEqual([night.id]);

    const daily = await okJson<TEventDailyStatistics>(
      send('GET', `/api/artist/glentia/${night.id}/daily?from=${inDays(-6)}&to=${inDays(0)}`, player),
    );
    expect(daily.days).toHaveLength(7);
    expect((await send('GET', `/api/artist/glentia/${notMine.id}/daily`, player)).status).toBe(404);

    const followers = await okJson<TArtistFollowers>(
      send('GET', `/api/artist/pages/${artist.id}/followers?from=${inDays(-6)}&to=${inDays(0)}`, player),
    );
    expect(followers.days).toHaveLength(7);
    expect(followers.days.at(-1)).toMatchObject({ followers: 3, new: 2 });
    expect(followers.days[0]!.followers).toBe(0);
    expect((await send('GET', `/api/artist/pages/${other.id}/followers`, player)).status).toBe(404);
  });
});
