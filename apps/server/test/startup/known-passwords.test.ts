/**
 * Known passwords never reach the network: a public start (a public PUBLIC_URL, or HOST on another
 * interface) refuses a database where a demo account still has its published password, as one
 * seeded by an earlier loopback start would; a loopback start serves it.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { changeUser } from '../../src/modules/users/users.service.ts';
import { refuseKnownPasswords } from '../../src/startup/known-passwords.ts';
import { createUser } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('demo passwords and a public start (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('refuses to serve published passwords on a public interface or address', async () => {
    const db = server.database.db;
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
    const user = await createUser(db, {
      email: admin.email,
      username: 'demo-admin',
      passwordHash: await hashPassword(admin.password),
    });
    for (const env of [
      { HOST: '0.0.0.0' },
      { PUBLIC_URL: 'https://glentia.example', NODE_ENV: 'development' },
    ])
      await expect(refuseKnownPasswords(db, loadConfig(env)), JSON.stringify(env)).rejects.toThrow(
        /admin@glentia\.gr[\s\S]*loopback start/,
      );
    // This machine only.
    await expect(refuseKnownPasswords(db, loadConfig({}))).resolves.toBeUndefined();
    await expect(
      refuseKnownPasswords(db, loadConfig({ HOST: '127.0.0.1', SEED: 'none' })),
    ).resolves.toBeUndefined();
    // With its password changed, the account is an ordinary one.
    await changeUser(db, user.id, { passwordHash: await hashPassword('a new and private passphrase') });
    await expect(refuseKnownPasswords(db, loadConfig({ HOST: '0.0.0.0' }))).resolves.toBeUndefined();
  });
});
