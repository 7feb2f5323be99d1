/** A test server with the event form and moderation routes, and helpers to call them. */

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { addDays, type Role, type TCreateEventResult, todayInAthens } from '@glentia/core';
import { expect } from 'vitest';
import type { Config } from '../src/config/env.ts';
import type { SafeFetchOptions } from '../src/lib/outbound/safe-fetch.ts';
import { issueSession } from '../src/modules/auth/sessions.service.ts';
import { createUser } from './factories.ts';
import { type DatabaseKind, startTestServer, type TestServer } from './helper.ts';

export async function startContributeServer(
  kind: DatabaseKind,
  options: { fetchOptions?: SafeFetchOptions; config?: Partial<Config> } = {},
): Promise<TestServer> {
  return startTestServer(
    kind,
    options.config ?? {},
    options.fetchOptions ? { appOptions: { contributeFetchOptions: options.fetchOptions } } : {},
  );
}

export interface TestCaller {
  userId: string | null;
  username: string;
  roles: Role[];
  headers: Record<string, string>;
}

/** An account in the database and the headers that make requests come from it. */
export async function makeCaller(server: TestServer, role: Role, username?: string): Promise<TestCaller> {
  const user = await createUser(server.database.db, {
    ...(username ? { username, email: `${username}@example.com` } : {}),
    roles: role === 'admin' ? ['user', 'admin'] : [role],
  });
  const caller = {
    userId: user.id,
    username: user.username,
    roles: role === 'admin' ? (['user', 'admin'] as Role[]) : [role],
  };
  // A real session and access token, read by the same auth plugin as in production.
  const pair = await issueSession({ db: server.database.db, tokens: server.app.auth.tokens }, user);
  return { ...caller, headers: { authorization: `Bearer ${pair.access_token}` } };
}

export const inDays = (days: number) => addDays(todayInAthens(), days);

/** The admin's venue form (`PUT /api/admin/location`) with nothing filled in but what is given. */
export function venueForm(fields: { id: string; name: string; county?: string | null }) {
  return {
    county: null,
    postalCode: null,
    phone: null,
    website: null,
    lat: null,
    lng: null,
    igProfile: null,
    ...fields,
  };
}

/** The event form as multipart: text fields and, when given, a photo. */
export function eventForm(
  fields: Record<string, string | undefined>,
  photo?: { data: Buffer; name?: string; type?: string },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  if (photo) {
    form.append(
      'file',
      new Blob([photo.data], { type: photo.type ?? 'image/jpeg' }),
      photo.name ?? 'poster.jpg',
    );
  }
  return form;
}

/** Submits the event form as `caller` with a poster; the answer as the form reads it. */
export async function submitEvent(
  server: TestServer,
  caller: TestCaller,
  fields: Record<string, string>,
  photo: Buffer,
): Promise<TCreateEventResult> {
  const response = await server.request('/api/v1/users/glenti', {
    method: 'POST',
    headers: caller.headers,
    body: eventForm({ updateLocationPhone: 'false', ...fields }, { data: photo }),
  });
  return json<TCreateEventResult>(response);
}

/** Files stored for events (every size), to check nothing is left behind. */
export function storedEventFiles(server: TestServer): string[] {
  try {
    return readdirSync(path.join(server.config.dataDir, 'uploads', 'events'));
  } catch {
    return [];
  }
}

/** A stored `/uploads/...` URL as a path on disk. */
export function uploadPath(server: TestServer, url: string): string {
  return path.join(server.config.dataDir, 'uploads', url.slice('/uploads/'.length));
}

/** The parsed JSON answer, typed as the contract type the test expects. */
export async function json<T>(response: Response | Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

/** The parsed JSON of a 200 answer; any other status fails the test and shows the answer. */
export async function okJson<T>(response: Response | Promise<Response>): Promise<T> {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as T;
}

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  messages: { el: string; en: string };
  issues?: Array<{ path: string; message: string }>;
}

/** An error answer's body. */
export const errorBody = (response: Response | Promise<Response>) => json<ErrorBody>(response);
