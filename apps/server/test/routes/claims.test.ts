/** Claiming a venue (issue 31): a code mailed to the venue's e-mail, or an admin's review. */
import type { TAdminClaim, TClaim, TNotification, TPartnerOverview } from '@glentia/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locations } from '../../src/db/schema.ts';
import { okJson, type TestCaller } from '../contribute.ts';
import { createLocation } from '../factories.ts';
import { errorCode, settleJobs, testDatabases } from '../helper.ts';
import { lastMailTo } from '../support/accounts.ts';
import { useRouteSuite } from '../support/route-suite.ts';

describe.each(testDatabases())('claiming a venue (%s)', (kind) => {
  const suite = useRouteSuite(kind, {
    admin: 'admin',
    owner: 'user',
    other: 'user',
    third: 'user',
  });
  const send = (method: string, path: string, caller: TestCaller | null, body?: unknown) =>
    suite.as(caller, path, method, body);
  const claim = (caller: TestCaller, targetId: string) =>
    suite.server.request('/api/me/claims', {
      method: 'POST',
      headers: { ...caller.headers, 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ kind: 'venue', targetId, note: 'Είμαι ο ιδιοκτήτης.', contact: '2810 123456' }),
    });
  const claimed = async (response: Promise<Response>) => {
    const answer = await response;
    expect(answer.status).toBe(201);
    return (await answer.json()) as TClaim;
  };
  const notificationsOf = async (caller: TestCaller) => {
    await settleJobs(suite.server);
    return okJson<TNotification[]>(send('GET', '/api/public/notifications', caller));
  };

  it('makes the claimant the partner with the code mailed to the venue, and only with it', async () => {
    const { db } = suite.server.database;
    const venue = await createLocation(db, { name: 'Ταβέρνα Με Email', email: 'taverna@example.gr' });
    const created = await claim(suite.owner, venue.id);
    expect(created.status).toBe(201);
    const asked = (await created.json()) as TClaim;
    expect(asked).toMatchObject({ status: 'code', targetId: venue.id, targetName: 'Ταβέρνα Με Email' });
    const mail = lastMailTo(suite.server.config.dataDir, 'taverna@example.gr');
    const code = /code is: (\d{6})/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // The same ask twice waits for the first; someone else cannot use the claim.
    expect(await errorCode(await claim(suite.owner, venue.id))).toBe('CLAIM_OPEN');
    expect((await send('POST', `/api/me/claims/${asked.id}/confirm`, suite.other, { code })).status).toBe(
      404,
    );
    const wrong = code === '000000' ? '000001' : '000000';
    expect(
      await errorCode(await send('POST', `/api/me/claims/${asked.id}/confirm`, suite.owner, { code: wrong })),
    ).toBe('CLAIM_WRONG_CODE');

    const confirmed = await okJson<TClaim>(
      send('POST', `/api/me/claims/${asked.id}/confirm`, suite.owner, { code }),
    );
    expect(confirmed.status).toBe('approved');
    const [row] = await db.select().from(locations).where(eq(locations.id, venue.id));
    expect(row!.partnerId).toBe(suite.owner.userId);
    // The account is read again on each request: the partner role counts at once.
    const overview = await okJson<TPartnerOverview>(send('GET', '/api/partner/overview', suite.owner));
    expect(overview.venues.map((v) => v.id)).toEqual([venue.id]);
    const told = await notificationsOf(suite.owner);
    expect(told.some((n) => n.data.url === `/location/${venue.id}`)).toBe(true);

    // A second claim on a venue with a partner goes to the admin, and approving it is refused.
    const second = await claimed(claim(suite.other, venue.id));
    expect(second.status).toBe('review');
    expect(
      await errorCode(
        await send('POST', `/api/admin/claims/${second.id}/decide`, suite.admin, { approve: true }),
      ),
    ).toBe('VENUE_HAS_PARTNER');
  });

  it('sends a claim without a venue e-mail to the admin, who approves or refuses with a reason', async () => {
    const { db } = suite.server.database;
    const approved = await createLocation(db, { name: 'Κέντρο Χωρίς Email' });
    const refused = await createLocation(db, { name: 'Καφενείο Χωρίς Email' });
    const first = await claimed(claim(suite.third, approved.id));
    const second = await claimed(claim(suite.other, refused.id));
    expect([first.status, second.status]).toEqual(['review', 'review']);

    for (const caller of [null, suite.third]) {
      expect((await send('GET', '/api/admin/claims', caller)).status).toBe(caller ? 403 : 401);
    }
    const queue = await okJson<TAdminClaim[]>(send('GET', '/api/admin/claims', suite.admin));
    expect(queue.find((c) => c.id === first.id)).toMatchObject({
      note: 'Είμαι ο ιδιοκτήτης.',
      contact: '2810 123456',
      username: suite.third.username,
    });

    await okJson(send('POST', `/api/admin/claims/${first.id}/decide`, suite.admin, { approve: true }));
    const no = await okJson<TAdminClaim>(
      send('POST', `/api/admin/claims/${second.id}/decide`, suite.admin, {
        approve: false,
        reason: 'Δεν βρήκαμε το μαγαζί σου.',
      }),
    );
    expect(no).toMatchObject({ status: 'refused', reason: 'Δεν βρήκαμε το μαγαζί σου.' });
    expect(
      await errorCode(
        await send('POST', `/api/admin/claims/${second.id}/decide`, suite.admin, { approve: true }),
      ),
    ).toBe('CLAIM_DECIDED');

    const [row] = await db.select().from(locations).where(eq(locations.id, approved.id));
    expect(row!.partnerId).toBe(suite.third.userId);
    expect((await notificationsOf(suite.other)).some((n) => n.body?.includes('Δεν βρήκαμε'))).toBe(true);
    const mine = await okJson<TClaim[]>(send('GET', '/api/me/claims', suite.other));
    expect(mine.find((c) => c.id === second.id)?.status).toBe('refused');
    const queueAfter = await okJson<TAdminClaim[]>(send('GET', '/api/admin/claims', suite.admin));
    expect(queueAfter.filter((c) => c.id === first.id || c.id === second.id)).toEqual([]);
  });

  it('refuses visitors, unknown venues and bad input', async () => {
    expect((await send('POST', '/api/me/claims', null, { kind: 'venue' })).status).toBe(401);
    expect(await errorCode(await claim(suite.owner, '00000000-0000-4000-8000-000000000000'))).toBe(
      'LOCATION_NOT_FOUND',
    );
    expect((await send('POST', '/api/me/claims', suite.owner, { kind: 'venue', targetId: 'x' })).status).toBe(
      400,
    );
  });
});
