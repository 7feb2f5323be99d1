/**
 * Whether an e-mail address has an account shows neither in the answer nor in the work behind it:
 * sign-up hashes the password either way, sign-up and "forgot password" queue exactly one mail
 * job either way and send nothing from the request, so a mail server that is down changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { settleJobs, startTestServer, type TestServer, testDatabases } from '../helper.ts';
import { bodyOf, json, readOutbox, signIn } from '../support/accounts.ts';

// The real hashing, counted: the only way to see that both paths do it.
vi.mock('../../src/lib/password.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/lib/password.ts')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

describe.each(testDatabases())('no account enumeration on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      authRateLimit: 1000,
      jobWorker: false,
      // The mail server is down: nothing listens on port 9 of the loopback.
      smtpUrl: 'smtp://127.0.0.1:9',
    });
  });
  afterAll(async () => server?.close());

  const post = (path: string, body: unknown) => server.request(path, json('POST', body));
  const accountMailJobs = async () =>
    (await server.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.account'))).length;
  /** Status, body and the work done (hashes, mail jobs, mails sent) of one call. */
  async function measure(path: string, body: unknown) {
    const hashes = vi.mocked(hashPassword).mock.calls.length;
    const queued = await accountMailJobs();
    const sent = readOutbox(server.config.dataDir).length;
    const response = await post(path, body);
    return {
      status: response.status,
      body: await bodyOf(response),
      hashed: vi.mocked(hashPassword).mock.calls.length - hashes,
      queued: (await accountMailJobs()) - queued,
      sent: readOutbox(server.config.dataDir).length - sent,
    };
  }

  it('answers sign-up alike, with the same work, for an address with an account and one without', async () => {
    const { user } = await signIn(server, { email: 'existing@example.com', password: 'lyra-1-laouto' });
    const existing = await measure('/api/auth/register', {
      email: user.email,
      password: 'kalo-vradi-22',
      username: 'fresh-name-1',
    });
    const unknown = await measure('/api/auth/register', {
      email: 'unknown@example.com',
      password: 'kalo-vradi-22',
      username: 'fresh-name-2',
    });
    expect(existing).toEqual({ status: 202, body: { status: 'sent' }, hashed: 1, queued: 1, sent: 0 });
    expect(unknown).toEqual(existing);

    // A taken username is refused whatever the address, even the account's own.
    const takenExisting = await measure('/api/auth/register', {
      email: user.email,
      password: 'kalo-vradi-22',
      username: user.username,
    });
    const takenUnknown = await measure('/api/auth/register', {
      email: 'someone-else@example.com',
      password: 'kalo-vradi-22',
      username: user.username,
    });
    expect(takenExisting.status).toBe(409);
    expect(takenUnknown).toEqual(takenExisting);
  });

  it('answers "forgot password" alike, with the same work, and the mail server being down changes neither', async () => {
    const { user } = await signIn(server, { email: 'forgetful@example.com', password: 'lyra-2-laouto' });
    const existing = await measure('/api/auth/forgot-password', { email: user.email });
    const unknown = await measure('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(existing).toEqual({ status: 202, body: { status: 'sent' }, hashed: 0, queued: 1, sent: 0 });
    expect(unknown).toEqual(existing);
    const resend = await measure('/api/auth/resend-verification', { email: user.email });
    expect(await measure('/api/auth/resend-verification', { email: 'nobody-here@example.com' })).toEqual(
      resend,
    );

    // The worker sends what fits: the mail to the account fails (the server is down) and waits for
    // a retry; the unknown address's job ends without a mail.
    await settleJobs(server);
    const stored = await server.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.account'));
    const jobFor = (email: string) =>
      stored.filter((job) => (job.payload as { email: string }).email === email);
    const forgotten = jobFor(user.email).find(
      (job) => (job.payload as { kind: string }).kind === 'reset-password',
    );
    expect(forgotten?.doneAt).toBeNull();
    expect(forgotten?.lastError).toBeTruthy();
    for (const job of jobFor('nobody-here@example.com')) expect(job.doneAt).not.toBeNull();
  });
});

describe.each(testDatabases())('account mails through the job queue on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { authRateLimit: 1000, jobWorker: false });
  });
  afterAll(async () => server?.close());

  it('mails a reset link to an account, and nothing to an unknown address', async () => {
    const { user } = await signIn(server, { email: 'queued@example.com', password: 'lyra-3-laouto' });
    for (const email of [user.email, 'no-account@example.com'])
      expect((await server.request('/api/auth/forgot-password', json('POST', { email }))).status).toBe(202);
    expect(readOutbox(server.config.dataDir)).toEqual([]);
    await settleJobs(server);
    const mails = readOutbox(server.config.dataDir);
    expect(mails.map((mail) => mail.to)).toEqual([user.email]);
    expect(mails[0]?.link).toMatch(/\/reset-password\?token=/);
  });
});
