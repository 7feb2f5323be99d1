/** Admins manage ads: create, edit, schedule, retire, delete, upload a banner, and chart them per day. */
import { existsSync } from 'node:fs';
import {
  addDays,
  type TAdDailyStatistics,
  type TAdminAd,
  type TInitialize,
  todayInAthens,
} from '@glentia/core';
import { describe, expect, it } from 'vitest';
import { adEvents } from '../../src/db/schema.ts';
import { okJson, type TestCaller, uploadPath } from '../contribute.ts';
import { createAd } from '../factories.ts';
import { errorCode, testDatabases } from '../helper.ts';
import { makePhoto } from '../images.ts';
import { useRouteSuite } from '../support/route-suite.ts';

describe.each(testDatabases())('ads managed by admins (%s)', (kind) => {
  const suite = useRouteSuite(kind, { admin: 'admin', user: 'user', partner: 'partner' });

  const send = (method: string, path: string, caller: TestCaller | null, body?: unknown) =>
    suite.as(caller, path, method, body);
  const upload = async (id: string, caller: TestCaller, data: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([data], { type: 'image/jpeg' }), 'banner.jpg');
    return suite.server.request(`/api/admin/ads/${id}/image`, {
      method: 'POST',
      headers: caller.headers,
      body: form,
    });
  };
  const servedAdIds = async () => {
    const body = (await (await suite.server.request('/api/public/initialize')).json()) as TInitialize;
    return body.ads.map((ad) => ad.id);
  };

  it('refuses visitors, users and partners on every admin ad route', async () => {
    const ad = await createAd(suite.server.database.db);
    for (const caller of [null, suite.user, suite.partner]) {
      const expected = caller ? 403 : 401;
      expect((await send('GET', '/api/admin/ads', caller)).status).toBe(expected);
      expect((await send('POST', '/api/admin/ads', caller, { type: 'IMAGE', weight: 1 })).status).toBe(
        expected,
      );
      expect((await send('PUT', `/api/admin/ads/${ad.id}`, caller, { weight: 2 })).status).toBe(expected);
      expect((await send('DELETE', `/api/admin/ads/${ad.id}`, caller)).status).toBe(expected);
      expect((await send('GET', `/api/admin/ads/${ad.id}/daily`, caller)).status).toBe(expected);
      expect(
        (await upload(ad.id, caller ?? { ...suite.user, headers: {} }, await makePhoto(300, 100))).status,
      ).toBe(expected);
    }
  });

  it('creates an IMAGE ad, serves it once its banner is uploaded, edits, retires and deletes it', async () => {
    const created = await okJson<TAdminAd>(
      send('POST', '/api/admin/ads', suite.admin, {
        type: 'IMAGE',
        weight: 3,
        title: 'Ρακή Ψηλορείτη',
        href: 'https://example.com/raki',
        ctaText: 'Δες περισσότερα',
        titleEn: 'Psiloritis Raki',
        ctaTextEn: '  ',
      }),
    );
    expect(created).toMatchObject({
      type: 'IMAGE',
      weight: 3,
      titleEn: 'Psiloritis Raki',
      subtitleEn: null,
      ctaTextEn: null,
      active: true,
      status: 'noImage',
      imageUrl: null,
    });
    expect(await servedAdIds()).not.toContain(created.id);

    const withImage = await okJson<TAdminAd>(upload(created.id, suite.admin, await makePhoto(1800, 600)));
    expect(withImage.status).toBe('live');
    expect(withImage.imageUrl).toMatch(/^\/uploads\/ads\/[0-9a-f-]{36}\.webp$/);
    expect(existsSync(uploadPath(suite.server, withImage.imageUrl!))).toBe(true);
    expect(await servedAdIds()).toContain(created.id);

    const replaced = await okJson<TAdminAd>(upload(created.id, suite.admin, await makePhoto(900, 300)));
    expect(existsSync(uploadPath(suite.server, withImage.imageUrl!))).toBe(false);

    const edited = await okJson<TAdminAd>(
      send('PUT', `/api/admin/ads/${created.id}`, suite.admin, {
        weight: 5,
        ctaText: 'Κλείσε τραπέζι',
        subtitle: '',
        ctaTextEn: 'Book a table',
      }),
    );
    expect(edited).toMatchObject({
      weight: 5,
      ctaText: 'Κλείσε τραπέζι',
      subtitle: null,
      title: 'Ρακή Ψηλορείτη',
      titleEn: 'Psiloritis Raki',
      ctaTextEn: 'Book a table',
    });
    // Visitors get both languages' texts; the app shows those of its language.
    const served = (await (await suite.server.request('/api/public/initialize')).json()) as TInitialize;
    expect(served.ads.find((ad) => ad.id === created.id)).toMatchObject({
      title: 'Ρακή Ψηλορείτη',
      titleEn: 'Psiloritis Raki',
      ctaText: 'Κλείσε τραπέζι',
      ctaTextEn: 'Book a table',
    });

    const retired = await okJson<TAdminAd>(
      send('PUT', `/api/admin/ads/${created.id}`, suite.admin, { active: false }),
    );
    expect(retired.status).toBe('retired');
    expect(await servedAdIds()).not.toContain(created.id);
    const listed = await okJson<TAdminAd[]>(send('GET', '/api/admin/ads', suite.admin));
    expect(listed.find((ad) => ad.id === created.id)?.status).toBe('retired');

    expect((await send('DELETE', `/api/admin/ads/${created.id}`, suite.admin)).status).toBe(204);
    expect(existsSync(uploadPath(suite.server, replaced.imageUrl!))).toBe(false);
    expect((await send('DELETE', `/api/admin/ads/${created.id}`, suite.admin)).status).toBe(404);
    const after = await okJson<TAdminAd[]>(send('GET', '/api/admin/ads', suite.admin));
    expect(after.map((ad) => ad.id)).not.toContain(created.id);
  });

  it('serves an ad only from its first to its last day', async () => {
    const today = todayInAthens();
    const make = (startsOn: string | null, endsOn: string | null) =>
      okJson<TAdminAd>(
        send('POST', '/api/admin/ads', suite.admin, {
          type: 'FOOTER',
          weight: 1,
          title: 'Χ',
          startsOn,
          endsOn,
        }),
      );
    const later = await make(addDays(today, 1), addDays(today, 5));
    const over = await make(addDays(today, -5), addDays(today, -1));
    const running = await make(today, today);
    expect(later.status).toBe('scheduled');
    expect(over.status).toBe('ended');
    expect(running.status).toBe('live');
    const served = await servedAdIds();
    expect(served).toContain(running.id);
    expect(served).not.toContain(later.id);
    expect(served).not.toContain(over.id);

    // Moving the start to today puts it on air.
    await okJson(send('PUT', `/api/admin/ads/${later.id}`, suite.admin, { startsOn: today }));
    expect(await servedAdIds()).toContain(later.id);
  });

  it('refuses bad input with a code and a message in Greek and English', async () => {
    const today = todayInAthens();
    const reversed = await send('POST', '/api/admin/ads', suite.admin, {
      type: 'IMAGE',
      weight: 1,
      startsOn: today,
      endsOn: addDays(today, -1),
    });
    expect(reversed.status).toBe(400);
    const body = (await reversed.json()) as { code: string; messages: { el: string; en: string } };
    expect(body.code).toBe('AD_DATES_REVERSED');
    expect(body.messages.el).toMatch(/ημερομηνία λήξης/);
    expect(body.messages.en).toMatch(/end date/);

    for (const bad of [
      { type: 'BANNER', weight: 1 },
      { type: 'IMAGE', weight: -1 },
      { type: 'IMAGE', weight: 1, href: 'javascript:alert(1)' },
      { type: 'IMAGE', weight: 1, startsOn: '2026-02-30' },
    ]) {
      const answer = await send('POST', '/api/admin/ads', suite.admin, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      const error = (await answer.json()) as { messages: { el: string; en: string } };
      expect(error.messages.el).not.toBe('');
      expect(error.messages.en).not.toBe('');
    }
    const ad = await createAd(suite.server.database.db);
    expect((await send('PUT', `/api/admin/ads/${ad.id}`, suite.admin, {})).status).toBe(400);
    const edited = await send('PUT', `/api/admin/ads/${ad.id}`, suite.admin, {
      startsOn: today,
      endsOn: addDays(today, -3),
    });
    expect(await errorCode(edited)).toBe('AD_DATES_REVERSED');
    const notImage = new FormData();
    notImage.append('file', new Blob([Buffer.from('hello')], { type: 'image/jpeg' }), 'x.jpg');
    const refused = await suite.server.request(`/api/admin/ads/${ad.id}/image`, {
      method: 'POST',
      headers: suite.admin.headers,
      body: notImage,
    });
    expect(refused.status).toBe(400);
    expect(
      (await upload('00000000-0000-4000-8000-000000000000', suite.admin, await makePhoto(300, 100))).status,
    ).toBe(404);
  });

  it('charts views, clicks and click-through per Crete day, with and without consent', async () => {
    const { db } = suite.server.database;
    const ad = await createAd(db, { title: 'Λύρες' });
    const at = (iso: string, actionType: 'VIEW' | 'CLICK') => ({
      adId: ad.id,
      actionType,
      createdAt: new Date(iso),
    });
    await db.insert(adEvents).values([
      // 23:30 in Crete on 10 March (UTC+2)...
      at('2026-03-10T21:30:00Z', 'VIEW'),
      at('2026-03-10T21:40:00Z', 'VIEW'),
      at('2026-03-10T21:45:00Z', 'CLICK'),
      // ...and 00:30 on 11 March.
      at('2026-03-10T22:30:00Z', 'VIEW'),
      // Outside the range asked for.
      at('2026-03-13T10:00:00Z', 'VIEW'),
    ]);
    const daily = await okJson<TAdDailyStatistics>(
      send('GET', `/api/admin/ads/${ad.id}/daily?from=2026-03-09&to=2026-03-12`, suite.admin),
    );
    expect(daily.days).toEqual([
      { date: '2026-03-09', views: 0, clicks: 0, clickRate: 0 },
      { date: '2026-03-10', views: 2, clicks: 1, clickRate: 0.5 },
      { date: '2026-03-11', views: 1, clicks: 0, clickRate: 0 },
      { date: '2026-03-12', views: 0, clicks: 0, clickRate: 0 },
    ]);
    expect(daily.totals).toEqual({ views: 3, clicks: 1, clickRate: 0.3333 });

    // Today: one view from a visitor who consented, one counted anonymously, one anonymous click.
    const post = (path: string, actionType: string, device: string | null) =>
      suite.server.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ actionType, metadata: { path: '/' } }),
        device,
      });
    expect((await post(`/api/public/ads/${ad.id}/event`, 'VIEW', 'chart-device')).status).toBe(204);
    expect((await post(`/api/public/ads/${ad.id}/anonymous-event`, 'VIEW', null)).status).toBe(204);
    expect((await post(`/api/public/ads/${ad.id}/anonymous-event`, 'CLICK', null)).status).toBe(204);
    const recent = await okJson<TAdDailyStatistics>(
      send('GET', `/api/admin/ads/${ad.id}/daily`, suite.admin),
    );
    expect(recent.days).toHaveLength(30);
    expect(recent.to).toBe(todayInAthens());
    expect(recent.days.at(-1)).toEqual({ date: todayInAthens(), views: 2, clicks: 1, clickRate: 0.5 });

    expect(
      await errorCode(
        await send('GET', `/api/admin/ads/${ad.id}/daily?from=2026-03-12&to=2026-03-01`, suite.admin),
      ),
    ).toBe('RANGE_REVERSED');
    expect(
      await errorCode(
        await send('GET', `/api/admin/ads/${ad.id}/daily?from=2024-01-01&to=2026-03-01`, suite.admin),
      ),
    ).toBe('RANGE_TOO_LONG');
  });
});
