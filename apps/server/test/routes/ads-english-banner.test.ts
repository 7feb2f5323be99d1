/** An ad may carry a second banner, with its words in English, for visitors reading English. */
import { existsSync } from 'node:fs';
import type { TAdminAd, TInitialize } from '@glentia/core';
import { describe, expect, it } from 'vitest';
import { okJson, type TestCaller, uploadPath } from '../contribute.ts';
import { createAd } from '../factories.ts';
import { testDatabases } from '../helper.ts';
import { makePhoto } from '../images.ts';
import { useRouteSuite } from '../support/route-suite.ts';

describe.each(testDatabases())('the English banner of an ad (%s)', (kind) => {
  const suite = useRouteSuite(kind, { admin: 'admin', user: 'user' });

  const upload = async (id: string, caller: TestCaller, data: Buffer, query = '') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'banner.jpg');
    return suite.server.request(`/api/admin/ads/${id}/image${query}`, {
      method: 'POST',
      headers: caller.headers,
      body: form,
    });
  };

  it('keeps the English banner beside the Greek one, serves both, replaces and deletes it', async () => {
    const ad = await createAd(suite.server.database.db, { type: 'IMAGE', imageUrl: null });
    const greek = await okJson<TAdminAd>(upload(ad.id, suite.admin, await makePhoto(600, 200)));
    const english = await okJson<TAdminAd>(
      upload(ad.id, suite.admin, await makePhoto(600, 200), '?language=en'),
    );
    expect(english.imageUrl).toBe(greek.imageUrl);
    expect(english.imageUrlEn).toMatch(/^\/uploads\/ads\/[0-9a-f-]{36}\.webp$/);
    expect(english.imageUrlEn).not.toBe(greek.imageUrl);
    expect(existsSync(uploadPath(suite.server, english.imageUrlEn!))).toBe(true);

    const served = (await (await suite.server.request('/api/public/initialize')).json()) as TInitialize;
    expect(served.ads.find((item) => item.id === ad.id)).toMatchObject({
      imageUrl: greek.imageUrl,
      imageUrlEn: english.imageUrlEn,
    });

    // A new English banner replaces the old one, whose file goes; the Greek one stays.
    const replaced = await okJson<TAdminAd>(
      upload(ad.id, suite.admin, await makePhoto(600, 200), '?language=en'),
    );
    expect(replaced.imageUrl).toBe(greek.imageUrl);
    expect(existsSync(uploadPath(suite.server, english.imageUrlEn!))).toBe(false);
    expect(existsSync(uploadPath(suite.server, greek.imageUrl!))).toBe(true);

    // Deleting the ad deletes both banners.
    expect((await suite.as(suite.admin, `/api/admin/ads/${ad.id}`, 'DELETE')).status).toBe(204);
    expect(existsSync(uploadPath(suite.server, replaced.imageUrlEn!))).toBe(false);
    expect(existsSync(uploadPath(suite.server, greek.imageUrl!))).toBe(false);
  });

  it('refuses other languages and non-admins', async () => {
    const ad = await createAd(suite.server.database.db, { type: 'IMAGE' });
    expect((await upload(ad.id, suite.admin, await makePhoto(600, 200), '?language=fr')).status).toBe(400);
    expect((await upload(ad.id, suite.user, await makePhoto(600, 200), '?language=en')).status).toBe(403);
  });
});
