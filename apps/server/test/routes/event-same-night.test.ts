/**
 * Before sending the event form, its sender learns that the venue already has a glenti that date,
 * listed or waiting for review, and may open it when it is theirs or public; someone else's
 * waiting glenti is named without its id.
 */
import type { TSameNight } from '@glentia/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { inDays, okJson, submitEvent } from '../contribute.ts';
import { createLocation } from '../factories.ts';
import { testDatabases } from '../helper.ts';
import { ADMIN_MARIA_AND_NIKOS, useRouteSuite } from '../support/route-suite.ts';

describe.each(testDatabases())('GET /api/v1/users/glenti/same-night (%s)', (kind) => {
  const suite = useRouteSuite(kind, ADMIN_MARIA_AND_NIKOS, { photo: [300, 400] });
  let quiet: string;
  let waiting: string;
  let listed: string;
  let mariasId: string;
  let listedId: string;

  const ask = (caller: { headers: Record<string, string> } | null, query: Record<string, string>) =>
    suite.server.request(`/api/v1/users/glenti/same-night?${new URLSearchParams(query)}`, {
      headers: caller?.headers ?? {},
    });

  beforeAll(async () => {
    const db = suite.server.database.db;
    quiet = (await createLocation(db)).id;
    waiting = (await createLocation(db)).id;
    listed = (await createLocation(db)).id;
    ({ createdId: mariasId } = await submitEvent(
      suite.server,
      suite.maria,
      { date: inDays(5), time: '21:30', location: waiting },
      suite.photo,
    ));
    ({ createdId: listedId } = await submitEvent(
      suite.server,
      suite.admin,
      { date: inDays(6), time: '22:00', location: listed },
      suite.photo,
    ));
  });

  it('finds nothing at a venue with no glenti that date', async () => {
    expect(await okJson<TSameNight>(ask(suite.maria, { location: quiet, date: inDays(5) }))).toEqual({
      found: null,
    });
    expect(await okJson<TSameNight>(ask(suite.maria, { location: waiting, date: inDays(4) }))).toEqual({
      found: null,
    });
  });

  it('shows the sender their own waiting glenti, with its id to open it', async () => {
    expect(await okJson<TSameNight>(ask(suite.maria, { location: waiting, date: inDays(5) }))).toEqual({
      found: { id: mariasId, published: false, time: '21:30' },
    });
    expect(await okJson<TSameNight>(ask(suite.admin, { location: waiting, date: inDays(5) }))).toEqual({
      found: { id: mariasId, published: false, time: '21:30' },
    });
  });

  it('names someone else’s waiting glenti without its id', async () => {
    expect(await okJson<TSameNight>(ask(suite.nikos, { location: waiting, date: inDays(5) }))).toEqual({
      found: { id: null, published: false, time: '21:30' },
    });
  });

  it('gives anyone signed in a published glenti to open', async () => {
    expect(await okJson<TSameNight>(ask(suite.nikos, { location: listed, date: inDays(6) }))).toEqual({
      found: { id: listedId, published: true, time: '22:00' },
    });
  });

  it('leaves out the glenti being edited', async () => {
    expect(
      await okJson<TSameNight>(ask(suite.maria, { location: waiting, date: inDays(5), except: mariasId })),
    ).toEqual({ found: null });
  });

  it('needs a sign-in and a venue id and date', async () => {
    expect((await ask(null, { location: waiting, date: inDays(5) })).status).toBe(401);
    expect((await ask(suite.maria, { location: 'Ταβέρνα', date: inDays(5) })).status).toBe(400);
    expect((await ask(suite.maria, { location: waiting })).status).toBe(400);
  });
});
