import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../src/modules/auth/login-throttle.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('login lock per e-mail address (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { jobWorker: false });
  });
  afterAll(async () => server?.close());

  const at = (ms: number) => new Date(Date.UTC(2026, 10, 21, 20) + ms);

  it('locks an address after too many failures, for the window only, whatever the case', async () => {
    const throttle = new LoginThrottle(server.database.db, 3, 1000);
    for (let i = 0; i < 3; i++) await throttle.fail('Maria@Example.com', at(100 + i));
    expect(await throttle.isLocked('maria@example.com', at(200))).toBe(true);
    expect(await throttle.isLocked('other@example.com', at(200))).toBe(false);
    expect(await throttle.isLocked('maria@example.com', at(1200))).toBe(false);
  });

  it('forgets failures after a success', async () => {
    const throttle = new LoginThrottle(server.database.db, 2, 1000);
    await throttle.fail('a@b.gr', at(1));
    await throttle.succeed('a@b.gr');
    await throttle.fail('a@b.gr', at(2));
    expect(await throttle.isLocked('a@b.gr', at(3))).toBe(false);
  });

  it('counts failures seen by every server process together', async () => {
    // Two processes behind a load balancer: each has its own throttle over the same database.
    const first = new LoginThrottle(server.database.db, 4, 60_000);
    const second = new LoginThrottle(server.database.db, 4, 60_000);
    await first.fail('eleni@example.com', at(0));
    await second.fail('eleni@example.com', at(1));
    await first.fail('eleni@example.com', at(2));
    expect(await second.isLocked('eleni@example.com', at(3))).toBe(false);
    await second.fail('eleni@example.com', at(3));
    expect(await first.isLocked('eleni@example.com', at(4))).toBe(true);
    expect(await second.isLocked('eleni@example.com', at(4))).toBe(true);
  });
});
