import { it } from 'vitest';
import { findLiveSession } from '../src/modules/auth/sessions.repository.ts';
import { findUserById } from '../src/modules/users/users.repository.ts';
import { startTestServer, testDatabases } from './helper.ts';
import { bearer, claimsOf, signIn } from './support/accounts.ts';

it.each(testDatabases())('measure %s', async (kind) => {
  const server = await startTestServer(kind, { jobWorker: false });
  const db = server.database.db;
  // Some volume: 2,000 sessions of 200 users.
  const me = await signIn(server);
  for (let i = 0; i < 200; i++) {
    const other = await signIn(server);
    for (let j = 0; j < 9; j++) await signIn(server, { email: `${i}-${j}@x.gr`, username: `u${i}_${j}` }).catch(() => {});
    void other;
  }
  const sid = String(claimsOf(me.tokens.access_token).sid);
  const time = async (label: string, fn: () => Promise<unknown>, n = 2000) => {
    for (let i = 0; i < 200; i++) await fn();
    const start = process.hrtime.bigint();
    for (let i = 0; i < n; i++) await fn();
    const us = Number(process.hrtime.bigint() - start) / 1000 / n;
    console.log(`${kind} ${label}: ${us.toFixed(1)} µs`);
  };
  await time('findUserById', () => findUserById(db, me.user.id));
  await time('findLiveSession', () => findLiveSession(db, me.user.id, sid));
  await time('both in parallel', () => Promise.all([findUserById(db, me.user.id), findLiveSession(db, me.user.id, sid)]));
  await time('GET /api/me/profile', () => server.request('/api/me/profile', { headers: bearer(me.tokens.access_token) }).then((r) => r.text()), 500);
  await server.close();
}, 600_000);
