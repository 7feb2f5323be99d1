/**
 * Usernames that look alike are one username: full-width and Cyrillic or Greek look-alikes of a
 * taken name are refused as taken, names mixing alphabets are refused with their own message, and
 * accounts from before skeletons were stored get theirs at start-up.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { scriptsOf, usernameSkeleton } from '../../src/modules/users/username-look-alikes.ts';
import { fillUsernameSkeletons } from '../../src/modules/users/users.service.ts';
import { createUser } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';
import { bodyOf, json, signIn } from '../support/accounts.ts';

describe('confusable skeletons (Unicode TR 39)', () => {
  it('gives look-alikes one skeleton and different names different ones', () => {
    const maria = usernameSkeleton('maria');
    for (const lookAlike of ['ｍａｒｉａ', 'mаria', 'MARIA', 'mαria', 'rnaria', 'marіa'])
      expect(usernameSkeleton(lookAlike), lookAlike).toBe(maria);
    expect(usernameSkeleton('аоре')).toBe(usernameSkeleton('aope'));
    for (const other of ['marla', 'maria1', 'nikos', 'μαρία'])
      expect(usernameSkeleton(other)).not.toBe(maria);
  });

  it('tells the alphabets of a name, digits and signs aside', () => {
    expect([...scriptsOf('maria_1981')]).toEqual(['Latin']);
    expect([...scriptsOf('Γιώργος.Χανιά')]).toEqual(['Greek']);
    expect([...scriptsOf('mаria')].sort()).toEqual(['Cyrillic', 'Latin']);
    expect([...scriptsOf('ｍａｒｉａ')]).toEqual(['Latin']);
  });
});

describe.each(testDatabases())('look-alike usernames on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { authRateLimit: 1000, jobWorker: false });
  });
  afterAll(async () => server?.close());

  const register = (email: string, username: string) =>
    server.request('/api/auth/register', json('POST', { email, username, password: 'kalo-vradi-33' }));

  it('refuses full-width, Cyrillic and Greek look-alikes of a taken username at sign-up', async () => {
    expect((await register('maria@example.com', 'maria')).status).toBe(202);
    for (const [n, lookAlike] of ['ｍａｒｉａ', 'mаria', 'mαria', 'MARIA', 'rnaria'].entries()) {
      const response = await register(`look-alike-${n}@example.com`, lookAlike);
      expect(response.status, lookAlike).toBe(409);
      expect((await bodyOf(response)).code).toBe('USERNAME_TAKEN');
    }
    // A name in one other alphabet that looks like a taken one is the same name too.
    expect((await register('aope@example.com', 'aope')).status).toBe(202);
    expect((await register('cyrillic@example.com', 'аоре')).status).toBe(409);
  });

  it('stores a full-width name as its plain letters', async () => {
    expect((await register('wide@example.com', 'ｎｉｋｏｓ_７')).status).toBe(202);
    const [row] = await server.database.db.select().from(users).where(eq(users.email, 'wide@example.com'));
    expect(row?.username).toBe('nikos_7');
  });

  it('refuses a name that mixes alphabets, in Greek and English', async () => {
    const response = await register('mixed@example.com', 'Γιώργοςgr');
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body.code).toBe('USERNAME_MIXED_SCRIPTS');
    expect(body.messages).toEqual({
      el: 'Το όνομα χρήστη ανακατεύει αλφάβητα (π.χ. ελληνικά και λατινικά γράμματα). Γράψε το με ένα μόνο αλφάβητο.',
      en: 'The username mixes alphabets (for example Greek and Latin letters). Please write it all in one.',
    });
    expect((await register('greek@example.com', 'Γιώργος_Χανιά')).status).toBe(202);
  });

  it('refuses look-alikes and mixed alphabets when a username is changed', async () => {
    const me = await signIn(server, { username: 'kostas' });
    const rename = (username: string) =>
      server.request('/api/me/profile', json('PUT', { username }, me.headers));
    expect((await rename('ｍａｒｉａ')).status).toBe(409);
    expect((await rename('kοstas')).status).toBe(400);
    expect((await rename('kostas-chania')).status).toBe(200);
  });

  it('gives accounts stored before skeletons theirs, so their look-alikes are refused too', async () => {
    // Written straight to the table, as rows from before this migration are.
    const old = await createUser(server.database.db, { username: 'eleftheria' });
    expect(old.usernameSkeleton).toBeNull();
    expect(await fillUsernameSkeletons(server.database.db)).toBeGreaterThan(0);
    expect((await register('new@example.com', 'eleftherіa')).status).toBe(409);
  });
});
