/**
 * An event waiting for review opens on its page for its uploader and admins (from the review
 * queue too), and for nobody else: the public API keeps saying "not found".
 */
import type { TReviewEvent } from '@glentia/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { inDays, json, submitEvent } from '../contribute.ts';
import { createLocation } from '../factories.ts';
import { testDatabases } from '../helper.ts';
import { ADMIN_MARIA_AND_NIKOS, useRouteSuite } from '../support/route-suite.ts';

describe.each(testDatabases())('GET /api/me/glentia/{id} (%s)', (kind) => {
  const suite = useRouteSuite(kind, ADMIN_MARIA_AND_NIKOS, { photo: [300, 400] });
  let eventId: string;

  beforeAll(async () => {
    const venue = await createLocation(suite.server.database.db);
    ({ createdId: eventId } = await submitEvent(
      suite.server,
      suite.maria,
      { date: inDays(4), location: venue.id },
      suite.photo,
    ));
  });

  it('shows an unpublished event to its uploader and to admins', async () => {
    for (const caller of [suite.maria, suite.admin]) {
      const response = await suite.server.request(`/api/me/glentia/${eventId}`, { headers: caller.headers });
      expect(response.status).toBe(200);
      expect(await json<TReviewEvent>(response)).toMatchObject({ id: eventId, published: false });
    }
  });

  it('is "not found" for everyone else, and the public API still hides it', async () => {
    expect(
      (await suite.server.request(`/api/me/glentia/${eventId}`, { headers: suite.nikos.headers })).status,
    ).toBe(404);
    expect((await suite.server.request(`/api/me/glentia/${eventId}`)).status).toBe(401);
    expect((await suite.server.request(`/api/public/glentia/${eventId}`)).status).toBe(404);
    expect(
      (await suite.server.request(`/api/public/glentia/${eventId}`, { headers: suite.maria.headers })).status,
    ).toBe(404);
  });
});
