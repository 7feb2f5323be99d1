/** Accounts with live sessions for API tests, and the e-mails the server wrote to its outbox. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TTokenPair } from '@glentia/core';
import { hashPassword } from '../../src/lib/password.ts';
import { issueSession } from '../../src/modules/auth/sessions.service.ts';
import type { UserRow } from '../../src/modules/users/users.repository.ts';
import { createUser } from '../factories.ts';
import { settleJobs, type TestServer } from '../helper.ts';

export interface SignedIn {
  user: UserRow;
  tokens: TTokenPair;
  /** `Authorization` header with the access token. */
  headers: Record<string, string>;
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/**
 * One scrypt hash per password for a test file: hashing is meant to be slow (tens of ms each), and
 * the authorization matrix alone makes over a thousand accounts with the same password.
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** A new verified account with the given roles and a session, as if it had just logged in. */
export async function signIn(
  server: TestServer,
  values: Partial<UserRow> & { password?: string } = {},
): Promise<SignedIn> {
  const { password, ...rest } = values;
  const user = await createUser(server.database.db, {
    emailVerifiedAt: new Date(),
    roles: ['user'],
    ...(password ? { passwordHash: await hashOnce(password) } : {}),
    ...rest,
  });
  const tokens = await issueSession({ db: server.database.db, tokens: server.app.auth.tokens }, user);
  return { user, tokens, headers: bearer(tokens.access_token) };
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
}

/** The mails in `<dataDir>/outbox`, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const folder = path.join(dataDir, 'outbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const text = readFileSync(path.join(folder, name), 'utf8');
      const header = (key: string) => new RegExp(`^${key}: (.*)$`, 'm').exec(text)?.[1]?.trim() ?? '';
      const rawSubject = header('Subject');
      const encoded = /^=\?UTF-8\?B\?(.*)\?=$/.exec(rawSubject);
      return {
        file: name,
        to: header('To'),
        subject: encoded ? Buffer.from(encoded[1]!, 'base64').toString('utf8') : rawSubject,
        text,
        link: /https?:\/\/[^\s"<]+\?(?:token|email)=[^\s"<]+/.exec(text)?.[0] ?? null,
      };
    });
}

/** The newest mail to an address. */
export function lastMailTo(dataDir: string, to: string): OutboxMail | undefined {
  return readOutbox(dataDir)
    .filter((mail) => mail.to === to)
    .at(-1);
}

/** The newest mail to an address, once the queued jobs (account mails leave through them) have run. */
export async function mailAfterJobs(server: TestServer, to: string): Promise<OutboxMail | undefined> {
  await settleJobs(server);
  return lastMailTo(server.config.dataDir, to);
}

/** The token of an e-mailed link. */
export const tokenOf = (link: string | null | undefined) =>
  new URL(link ?? 'http://x/').searchParams.get('token');

/** JSON request options. */
export const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** The decoded payload of a JWT (no verification: for checking claims in tests). */
export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));
}

/** A JSON answer, read for checking its fields. */
// biome-ignore lint/suspicious/noExplicitAny: tests check the fields they read one by one
export const bodyOf = async (response: Response): Promise<any> => response.json();
