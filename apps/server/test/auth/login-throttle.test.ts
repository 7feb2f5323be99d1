import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../src/modules/auth/login-throttle.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('login lock per account and client address (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { jobWorker: false });
  });
  afterAll(async () => server?.close());

  const at = (ms: number) => new Date(Date.UTC(2026, 10, 21, 20) + ms);
  const limits = (perAddress: number, perAccount: number, windowMs: number) =>
    new LoginThrottle(server.database.db, {
      perAddress,
      perAccount,
      windowMs,
      delayStepMs: 100,
      maxDelayMs: 350,
    });
  const isLocked = async (throttle: LoginThrottle, email: string, address: string, now: Date) =>
    (await throttle.check(email, address, now)).locked;

  it('locks one address out of one account, for the window only, whatever the case', async () => {
    const throttle = limits(3, 100, 1000);
    for (let i = 0; i < 3; i++) await throttle.fail('Maria@Example.com', '203.0.113.9', at(100 + i));
    expect(await isLocked(throttle, 'maria@example.com', '203.0.113.9', at(200))).toBe(true);
    // The owner, from another address, is not locked out; nor is another account.
    expect(await isLocked(throttle, 'maria@example.com', '198.51.100.4', at(200))).toBe(false);
    expect(await isLocked(throttle, 'other@example.com', '203.0.113.9', at(200))).toBe(false);
    expect(await isLocked(throttle, 'maria@example.com', '203.0.113.9', at(1200))).toBe(false);
  });

  it('slows every try for the account past the ceiling of all addresses together, and locks nobody', async () => {
    const throttle = limits(3, 6, 60_000);
    const fresh = '198.51.100.77';
    for (let i = 0; i < 5; i++) await throttle.fail('nikos@example.com', `192.0.2.${i}`, at(i));
    expect(await throttle.check('nikos@example.com', fresh, at(10))).toEqual({ locked: false, delayMs: 0 });
    const waits: number[] = [];
    for (let i = 5; i < 12; i++) {
      await throttle.fail('nikos@example.com', `192.0.2.${i}`, at(i));
      const verdict = await throttle.check('nikos@example.com', fresh, at(20));
      expect(verdict.locked).toBe(false);
      if (!verdict.locked) waits.push(verdict.delayMs);
    }
    // A growing wait, up to the most the limits allow.
    expect(waits).toEqual([100, 200, 300, 350, 350, 350, 350]);
    expect(await throttle.check('other@example.com', fresh, at(20))).toEqual({ locked: false, delayMs: 0 });
  });

  it('forgets the failures of an address after a success from it, and all after a reset', async () => {
    const throttle = limits(2, 100, 1000);
    await throttle.fail('a@b.gr', '192.0.2.1', at(1));
    await throttle.fail('a@b.gr', '192.0.2.2', at(1));
    await throttle.fail('a@b.gr', '192.0.2.2', at(2));
    await throttle.succeed('a@b.gr', '192.0.2.1');
    await throttle.fail('a@b.gr', '192.0.2.1', at(2));
    expect(await isLocked(throttle, 'a@b.gr', '192.0.2.1', at(3))).toBe(false);
    expect(await isLocked(throttle, 'a@b.gr', '192.0.2.2', at(3))).toBe(true);
    await throttle.forgive('a@b.gr');
    expect(await isLocked(throttle, 'a@b.gr', '192.0.2.2', at(3))).toBe(false);
  });

  it('counts failures seen by every server process together', async () => {
    // Two processes behind a load balancer: each has its own throttle over the same database.
    const first = limits(4, 100, 60_000);
    const second = limits(4, 100, 60_000);
    const from = '192.0.2.50';
    await first.fail('eleni@example.com', from, at(0));
    await second.fail('eleni@example.com', from, at(1));
    await first.fail('eleni@example.com', from, at(2));
    expect(await isLocked(second, 'eleni@example.com', from, at(3))).toBe(false);
    await second.fail('eleni@example.com', from, at(3));
    expect(await isLocked(first, 'eleni@example.com', from, at(4))).toBe(true);
    expect(await isLocked(second, 'eleni@example.com', from, at(4))).toBe(true);
  });
});
