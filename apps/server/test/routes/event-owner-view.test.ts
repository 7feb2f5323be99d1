/**
 * An event waiting for review opens on its page for its uploader and admins (from the review
 * queue too), and for nobody else: the public API keeps saying "not found".
 */
import type { TReviewEvent } from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inDays,
  json,
  makeCaller,
  startContributeServer,
  submitEvent,
  type TestCaller,
} from '../contribute.ts';
import { createLocation } from '../factories.ts';
import { type TestServer, testDatabases } from '../helper.ts';
import { makePhoto } from '../images.ts';

describe.each(testDatabases())('GET /api/me/glentia/{id} (%s)', (kind) => {
  let server: TestServer;
  let admin: TestCaller;
  let maria: TestCaller;
  let nikos: TestCaller;
  let eventId: string;

  beforeAll(async () => {
    server = await startContributeServer(kind);
    admin = await makeCaller(server, 'admin');
    maria = await makeCaller(server, 'user', 'Maria');
    nikos = await makeCaller(server, 'user', 'nikos');
    const venue = await createLocation(server.database.db);
    ({ createdId: eventId } = await submitEvent(
      server,
      maria,
      { date: inDays(4), location: venue.id },
      await makePhoto(300, 400),
    ));
  });
  afterAll(() => server?.close());

  it('shows an unpublished event to its uploader and to admins', async () => {
    for (const caller of [maria, admin]) {
      const response = await server.request(`/api/me/glentia/${eventId}`, { headers: caller.headers });
      expect(response.status).toBe(200);
      expect(await json<TReviewEvent>(response)).toMatchObject({ id: eventId, published: false });
    }
  });

  it('is "not found" for everyone else, and the public API still hides it', async () => {
    expect((await server.request(`/api/me/glentia/${eventId}`, { headers: nikos.headers })).status).toBe(404);
    expect((await server.request(`/api/me/glentia/${eventId}`)).status).toBe(401);
    expect((await server.request(`/api/public/glentia/${eventId}`)).status).toBe(404);
    expect((await server.request(`/api/public/glentia/${eventId}`, { headers: maria.headers })).status).toBe(
      404,
    );
  });
});
