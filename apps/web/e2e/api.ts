/**
 * What browser tests prepare through the API rather than the screens: a session for a seeded
 * account, an admin's write, a poster the server accepts, and a glenti submitted with it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, type TCreateEventResult, type TSeries, todayInAthens } from '@glentia/core';
import sharp from 'sharp';
import { expect, inject } from 'vitest';
import type { Account } from './sign-in.ts';

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** A session for `account`, as the login route gives it. */
export async function apiLogIn(account: Account): Promise<Tokens> {
  const response = await fetch(`${inject('baseUrl')}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Tokens;
}

/** A JSON POST with `token`'s session that must answer 200; its answer. */
export async function postAs<T>(token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** A poster the server accepts: a real JPEG with a shape drawn on it, its colour set by `red`. */
export async function posterJpeg(red = 30): Promise<Blob> {
  const data = await sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: red, g: 80, b: 120 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="600" height="800"><circle cx="300" cy="400" r="180" fill="#f2c14e"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(data)], { type: 'image/jpeg' });
}

export interface GlentiToSubmit {
  venueId: string;
  /** Days from today in Crete. */
  days: number;
  time?: string;
  artistIds?: string[];
  description?: string;
  /** Colours the poster, so that each glenti's differs. */
  posterRed?: number;
}

/** The form of a glenti as the event screen sends it, with a poster of its own. */
async function glentiForm(glenti: GlentiToSubmit): Promise<FormData> {
  const form = new FormData();
  form.append('date', addDays(todayInAthens(), glenti.days));
  form.append('time', glenti.time ?? '21:30');
  form.append('location', glenti.venueId);
  if (glenti.artistIds) form.append('artists', JSON.stringify(glenti.artistIds));
  form.append('description', glenti.description ?? 'Κρητική βραδιά με λύρα και λαούτο.');
  form.append('updateLocationPhone', 'false');
  form.append('file', await posterJpeg(glenti.posterRed), 'poster.jpg');
  return form;
}

/** A multipart POST with `token`'s session that must answer 200; its answer. */
async function sendForm<T>(token: string, path: string, form: FormData): Promise<T> {
  const sent = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = await sent.json();
  expect(sent.status, JSON.stringify(answer)).toBe(200);
  return answer as T;
}

/** Submits a glenti with `token`'s session: published at once for an admin, waiting otherwise. */
export async function submitGlenti(token: string, glenti: GlentiToSubmit): Promise<TCreateEventResult> {
  return sendForm(token, '/api/v1/users/glenti', await glentiForm(glenti));
}

/**
 * Sets up a weekly series whose first night is `glenti`'s, `weeks` nights in all: published at once
 * for an admin. Its answer names the series and its nights.
 */
export async function submitSeries(
  token: string,
  glenti: GlentiToSubmit & { weeks: number },
): Promise<TSeries> {
  const form = await glentiForm(glenti);
  const until = addDays(todayInAthens(), glenti.days + 7 * (glenti.weeks - 1));
  form.append('recurrence', JSON.stringify({ frequency: 'weekly', until }));
  return sendForm(token, '/api/me/series', form);
}

/** The admin publishes a waiting glenti. */
export async function publishGlenti(adminToken: string, id: string): Promise<void> {
  const published = await fetch(`${inject('baseUrl')}/api/admin/glentia/${id}/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(published.status).toBe(200);
}

/** The first match of `pattern` in the newest e-mail to `to`, waiting for the mail to be written. */
export async function fromOutbox(to: string, pattern: RegExp): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = existsSync(outbox) ? readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const text = readFileSync(path.join(outbox, file), 'utf8');
      if (!text.includes(`To: ${to}`)) continue;
      const found = pattern.exec(text)?.[1];
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail to ${to} matching ${pattern} in ${outbox}`);
}

/** A JSON request with `token`'s session (or none); the raw answer. */
export async function send(method: string, token: string | null, pathname: string, body?: unknown) {
  return fetch(`${inject('baseUrl')}${pathname}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A new account with a confirmed address, made as anyone would: sign up, then the mailed link. */
export async function newAccount(name: string) {
  const email = `${name}@example.com`;
  const password = 'rakomelo-kai-lyra';
  const registered = await send('POST', null, '/api/auth/register', { email, password, username: name });
  expect(registered.status).toBe(202);
  const token = await fromOutbox(email, /verify-email\?token=([\w-]+)/);
  expect((await send('POST', null, '/api/auth/verify-email', { token })).status).toBe(200);
  return { email, password };
}
