/**
 * What the route tests of a describe block share: one server on the block's database, the
 * accounts they call as (signed in with real sessions), a poster photo for the event form, and the
 * requests every such test makes. Started before the block's tests and closed after them.
 */
import type { Role, TNotification } from '@glentia/core';
import { afterAll, beforeAll } from 'vitest';
import { json, makeCaller, startContributeServer, type TestCaller } from '../contribute.ts';
import { type DatabaseKind, settleJobs, type TestServer } from '../helper.ts';
import { makePhoto } from '../images.ts';

/** A role, or a role with the username a test needs to see. */
export type AccountSpec = Role | { role: Role; username: string };

/** An admin, Maria who uploads events and Nikos, another user: who may see what Maria sent. */
export const ADMIN_MARIA_AND_NIKOS = {
  admin: 'admin',
  maria: { role: 'user', username: 'Maria' },
  nikos: { role: 'user', username: 'nikos' },
} as const satisfies Record<string, AccountSpec>;

export type RouteSuite<Account extends string> = {
  server: TestServer;
  /** The poster photo the suite was asked to make (`photo: [width, height]`). */
  photo: Buffer;
  /** A request as `caller` (nobody when null), with `body` sent as JSON. */
  as(caller: TestCaller | null, path: string, method?: string, body?: unknown): Promise<Response>;
  /** The notifications of `device` once every queued fan-out has run. */
  notificationsOf(device: string): Promise<TNotification[]>;
} & Record<Account, TestCaller>;

/**
 * Registers the block's server and accounts; their fields are filled before its first test, so
 * read them inside tests and hooks only. Accounts are made in the order given.
 */
export function useRouteSuite<const Account extends string>(
  kind: DatabaseKind,
  accounts: Record<Account, AccountSpec>,
  options: { photo?: [width: number, height: number] } = {},
): RouteSuite<Account> {
  const suite = {
    as: (caller: TestCaller | null, path: string, method = 'GET', body?: unknown) =>
      suite.server.request(path, {
        method,
        headers: {
          ...(caller?.headers ?? {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    notificationsOf: async (device: string) => {
      await settleJobs(suite.server);
      return json<TNotification[]>(suite.server.request('/api/public/notifications', { device }));
    },
  } as RouteSuite<Account>;
  const callers = suite as Record<Account, TestCaller>;

  beforeAll(async () => {
    suite.server = await startContributeServer(kind);
    for (const [name, spec] of Object.entries(accounts) as Array<[Account, AccountSpec]>) {
      callers[name] =
        typeof spec === 'string'
          ? await makeCaller(suite.server, spec)
          : await makeCaller(suite.server, spec.role, spec.username);
    }
    if (options.photo) suite.photo = await makePhoto(...options.photo);
  });
  afterAll(() => suite.server?.close());

  return suite;
}
