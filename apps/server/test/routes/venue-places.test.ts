/**
 * A new venue typed in the event form takes a place from the place search, so it gets a county
 * and a map position when published; one typed without a place reaches the admin flagged as
 * unplaced. An owner's pending edit is what the form and `/uploaded` show them.
 */
import { randomUUID } from 'node:crypto';
import type { TEvent, TReviewEvent } from '@glentia/core';
import { describe, expect, it } from 'vitest';
import { errorBody, eventForm, inDays, json, submitEvent } from '../contribute.ts';
import { testDatabases } from '../helper.ts';
import { useRouteSuite } from '../support/route-suite.ts';

describe.each(testDatabases())(
  'new venues with a place, and pending edits shown to their owner (%s)',
  (kind) => {
    const suite = useRouteSuite(kind, { admin: 'admin', maria: 'user' }, { photo: [300, 400] });
    const { as } = suite;

    const queueItem = async (id: string) =>
      (await json<TReviewEvent[]>(as(suite.admin, '/api/admin/glentia/unpublished'))).find(
        (event) => event.id === id,
      );
    const place = {
      lat: 35.3691,
      lng: 24.4712,
      postalCode: '74100',
      county: null,
      address: 'Αρκαδίου 12, Ρέθυμνο, Κρήτη',
    };
    const unique = () => randomUUID().slice(0, 6);

    it("keeps the user's place with the new venue name and uses it when the admin publishes", async () => {
      const name = `Ταβέρνα Πλάτανος ${unique()}`;
      const { createdId } = await submitEvent(
        suite.server,
        suite.maria,
        { date: inDays(6), location: name, locationPlace: JSON.stringify(place) },
        suite.photo,
      );
      const waiting = await queueItem(createdId);
      expect(waiting?.pendingLocation).toBe(name);
      expect(waiting?.pendingLocationPlace).toEqual(place);
      expect(waiting?.flags.unplacedVenue).toBe(false);

      expect((await as(suite.admin, `/api/admin/glentia/${createdId}/publish`, 'POST')).status).toBe(200);
      const live = await json<TEvent>(suite.server.request(`/api/public/glentia/${createdId}`));
      // The county comes from the postal code (74: Rethymno) when the place did not say it.
      expect(live.location).toMatchObject({
        name,
        county: 'RETHYMNO',
        postalCode: '74100',
        lat: 35.3691,
        lng: 24.4712,
      });
      const inCounty = await json<TEvent[]>(
        suite.server.request(`/api/public/glentia?county=RETHYMNO&from=${inDays(0)}&to=${inDays(10)}`),
      );
      expect(inCounty.map((event) => event.id)).toContain(createdId);
    });

    it('flags a new venue typed without a place as unplaced in the review queue', async () => {
      const { createdId } = await submitEvent(
        suite.server,
        suite.maria,
        { date: inDays(6), location: `Καφενείο Άγνωστο ${unique()}` },
        suite.photo,
      );
      const waiting = await queueItem(createdId);
      expect(waiting?.flags.unplacedVenue).toBe(true);
      expect(waiting?.pendingLocationPlace).toBeNull();
    });

    it("creates an admin's new venue at once with its place", async () => {
      const name = `Κέντρο Ορίζοντας ${unique()}`;
      const created = await submitEvent(
        suite.server,
        suite.admin,
        {
          date: inDays(3),
          location: name,
          locationPlace: JSON.stringify({ ...place, county: 'CHANIA', postalCode: '73100' }),
        },
        suite.photo,
      );
      expect(created.glenti.location).toMatchObject({ name, county: 'CHANIA', lat: 35.3691 });
    });

    it('refuses a place it cannot read, saying so in Greek and English', async () => {
      for (const locationPlace of ['{not json', JSON.stringify({ lat: 'north', lng: 24 })]) {
        const refused = await suite.server.request('/api/v1/users/glenti', {
          method: 'POST',
          headers: suite.maria.headers,
          body: eventForm(
            { date: inDays(2), updateLocationPhone: 'false', location: 'Νέο μαγαζί', locationPlace },
            { data: suite.photo },
          ),
        });
        expect(refused.status).toBe(400);
        const error = await errorBody(refused);
        expect(error.code).toBe('INVALID_EVENT_FORM');
        expect(error.messages.el).toMatch(/θέση/);
        expect(error.messages.en).toMatch(/place/);
      }
    });

    it('shows the owner their pending edit in the form and in /uploaded, while the public sees the live one', async () => {
      const { createdId } = await submitEvent(
        suite.server,
        suite.maria,
        { date: inDays(8), time: '21:00', description: 'Πρώτη εκδοχή' },
        suite.photo,
      );
      expect((await as(suite.admin, `/api/admin/glentia/${createdId}/publish`, 'POST')).status).toBe(200);
      const name = `Νέο Στέκι ${unique()}`;
      const edited = await suite.server.request(`/api/v1/users/glenti/${createdId}`, {
        method: 'PUT',
        headers: suite.maria.headers,
        body: eventForm({
          updateLocationPhone: 'false',
          date: inDays(9),
          time: '22:30',
          description: 'Δεύτερη εκδοχή',
          location: name,
          locationPlace: JSON.stringify(place),
        }),
      });
      expect(edited.status).toBe(200);

      const form = await json<TReviewEvent>(as(suite.maria, `/api/v1/users/glenti/${createdId}`));
      expect(form).toMatchObject({
        date: inDays(9),
        time: '22:30',
        description: 'Δεύτερη εκδοχή',
        pendingLocation: name,
        pendingLocationPlace: place,
        published: true,
      });
      expect(form.revision?.changes.map((change) => change.field)).toEqual(
        expect.arrayContaining(['date', 'time', 'description', 'venue']),
      );
      const listed = (await json<TReviewEvent[]>(as(suite.maria, '/api/v1/users/glenti'))).find(
        (event) => event.id === createdId,
      );
      expect(listed).toMatchObject({ date: inDays(9), time: '22:30', description: 'Δεύτερη εκδοχή' });
      expect(listed?.revision).not.toBeNull();

      const live = await json<TEvent>(suite.server.request(`/api/public/glentia/${createdId}`));
      expect(live).toMatchObject({ date: inDays(8), time: '21:00', description: 'Πρώτη εκδοχή' });
    });
  },
);
