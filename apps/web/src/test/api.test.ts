import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contract, contractRoutes } from '@glentia/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, requestsTo, stubApi } from './api.ts';
import { jsonResponse } from './fixtures.ts';

const ID = '00000000-0000-4000-8000-000000000001';

describe('stubbed API answers keyed by contract entry', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("answers by the entry's method and path pattern, handing over the parameters and the body", async () => {
    const fetch = fakeApi([
      answer(contract.events.get, ({ params }) => jsonResponse({ asked: params.id })),
      answer(contract.events.report, ({ params, body }) => jsonResponse({ id: params.id, body })),
    ]);
    expect(await (await fetch(`/api/public/glentia/${ID}`)).json()).toEqual({ asked: ID });
    const reported = await fetch(`/api/public/glentia/${ID}/report`, {
      method: 'POST',
      body: JSON.stringify({ reason: 'WRONG_DATE' }),
    });
    expect(await reported.json()).toEqual({ id: ID, body: { reason: 'WRONG_DATE' } });
  });

  it('prefers a fixed path over a parameter, and a narrowed answer over a general one', async () => {
    const fetch = fakeApi([
      answer(contract.events.get, () => jsonResponse('any event')),
      answer(contract.events.get, { params: { id: ID } }, () => jsonResponse('this event')),
      answer(contract.events.summary, () => jsonResponse('summary')),
      answer(contract.events.list, { query: { location: ID } }, () => jsonResponse('at the venue')),
    ]);
    expect(await (await fetch('/api/public/glentia/summary')).json()).toBe('summary');
    expect(await (await fetch(`/api/public/glentia/${ID}`)).json()).toBe('this event');
    expect(await (await fetch('/api/public/glentia/other')).json()).toBe('any event');
    expect(await (await fetch(`/api/public/glentia?location=${ID}`)).json()).toBe('at the venue');
  });

  it('answers JSON with 200, nothing with 204, and a Response as it is', async () => {
    const fetch = fakeApi([
      answer(contract.notifications.clear, () => ({ count: 2 })),
      answer(contract.notifications.remove, () => undefined),
      answer(contract.notifications.list, () => jsonResponse({ message: 'down' }, 503)),
    ]);
    const cleared = await fetch('/api/public/notifications', { method: 'DELETE' });
    expect([cleared.status, await cleared.json()]).toEqual([200, { count: 2 }]);
    expect((await fetch(`/api/public/notifications/${ID}`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch('/api/public/notifications')).status).toBe(503);
  });

  it('fails loudly on any request no answer is for, a wrong method included', async () => {
    stubApi(answer(contract.notifications.list, () => []));
    await expect(fetch('/api/public/notifications', { method: 'DELETE' })).rejects.toThrow(
      'unexpected request DELETE /api/public/notifications',
    );
    await expect(fetch('/api/public/settings')).rejects.toThrow(
      'unexpected request GET /api/public/settings',
    );
  });

  it('finds the requests made to an entry, optionally with given parameters', async () => {
    const fetchMock = stubApi(answer(contract.follows.toggle, () => jsonResponse({})));
    await fetch(`/api/public/register-device/topic-uuid/${ID}`, { method: 'POST' });
    await fetch('/api/public/register-device/topic-uuid/other', { method: 'POST' });
    expect(requestsTo(fetchMock, contract.follows.toggle)).toHaveLength(2);
    expect(requestsTo(fetchMock, contract.follows.toggle, { params: { id: ID } })).toHaveLength(1);
    expect(requestsTo(fetchMock, contract.follows.list)).toEqual([]);
  });
});

describe('web tests name contract routes by their entry', () => {
  const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const testFiles = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return testFiles(path);
      return /\.test\.tsx?$/.test(entry.name) && path !== fileURLToPath(import.meta.url) ? [path] : [];
    });
  const patterns = contractRoutes.map((route) => new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`));

  it('spells out no contract path, so a changed path cannot leave a test on a dead address', () => {
    const spelled = testFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"`](\/api\/[^'"`?\s]*)/g)]
        .map((found) => found[1]!.replace(/\$\{[^}]+\}/g, 'x'))
        .filter((path) => patterns.some((pattern) => pattern.test(path)))
        .map((path) => `${relative(SRC, file)}: ${path}`),
    );
    expect(spelled).toEqual([]);
  });
});
