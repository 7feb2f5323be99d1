/** Entry price and ticket link of events (issue 16): the form takes them, every event shape shows them. */
import type { TCreateEventResult, TEvent, TReviewEvent } from '@glentia/core';
import { describe, expect, it } from 'vitest';
import { errorBody, eventForm, inDays, json, type TestCaller } from '../contribute.ts';
import { testDatabases } from '../helper.ts';
import { useRouteSuite } from '../support/route-suite.ts';

describe.each(testDatabases())('entry price and tickets (%s)', (kind) => {
  const suite = useRouteSuite(
    kind,
    { admin: 'admin', maria: { role: 'user', username: 'maria_entry' } },
    { photo: [800, 1000] },
  );

  const submit = (caller: TestCaller, fields: Record<string, string>) =>
    suite.server.request('/api/v1/users/glenti', {
      method: 'POST',
      headers: caller.headers,
      body: eventForm({ date: inDays(2), updateLocationPhone: 'false', ...fields }, { data: suite.photo }),
    });

  const save = (caller: TestCaller, id: string, fields: Record<string, string>) =>
    suite.server.request(`/api/v1/users/glenti/${id}`, {
      method: 'PUT',
      headers: caller.headers,
      body: eventForm({ date: inDays(2), updateLocationPhone: 'false', ...fields }),
    });

  it('stores a price in cents and the ticket link, and shows them on the public page and list', async () => {
    const response = await submit(suite.admin, {
      entryPrice: '12,50',
      ticketUrl: 'https://tickets.example.gr/glenti/4',
    });
    expect(response.status).toBe(200);
    const created = await json<TCreateEventResult>(response);
    expect(created.glenti).toMatchObject({
      entryPrice: 1250,
      ticketUrl: 'https://tickets.example.gr/glenti/4',
    });

    const page = await json<TEvent>(suite.server.request(`/api/public/glentia/${created.createdId}`));
    expect(page).toMatchObject({ entryPrice: 1250, ticketUrl: 'https://tickets.example.gr/glenti/4' });
    const list = await json<TEvent[]>(
      suite.server.request(`/api/public/glentia?from=${inDays(2)}&to=${inDays(2)}`),
    );
    expect(list.find((event) => event.id === created.createdId)).toMatchObject({ entryPrice: 1250 });
  });

  it('tells free entry (0) from a price nobody gave (null)', async () => {
    const free = await json<TCreateEventResult>(await submit(suite.admin, { entryPrice: '0' }));
    expect(free.glenti).toMatchObject({ entryPrice: 0, ticketUrl: null });
    const untold = await json<TCreateEventResult>(await submit(suite.admin, {}));
    expect(untold.glenti).toMatchObject({ entryPrice: null, ticketUrl: null });
  });

  it('saves a change of price and clears what the form no longer sends', async () => {
    const created = await json<TCreateEventResult>(
      await submit(suite.maria, { entryPrice: '10', ticketUrl: 'https://tickets.example.gr/a' }),
    );
    const changed = await save(suite.maria, created.createdId, { entryPrice: '15' });
    expect(changed.status).toBe(200);
    expect((await json<TCreateEventResult>(changed)).glenti).toMatchObject({
      entryPrice: 1500,
      ticketUrl: null,
    });
    const form = await json<TReviewEvent>(
      suite.server.request(`/api/v1/users/glenti/${created.createdId}`, { headers: suite.maria.headers }),
    );
    expect(form).toMatchObject({ entryPrice: 1500, ticketUrl: null });
  });

  it.each<[string, Record<string, string>, string]>([
    ['a price in words', { entryPrice: 'δέκα ευρώ' }, 'entryPrice'],
    ['a negative price', { entryPrice: '-10' }, 'entryPrice'],
    ['a price above 1000 euro', { entryPrice: '2500' }, 'entryPrice'],
    ['three decimals', { entryPrice: '10,505' }, 'entryPrice'],
    ['a plain http ticket link', { ticketUrl: 'http://tickets.example.gr' }, 'ticketUrl'],
    ['a script as ticket link', { ticketUrl: 'javascript:alert(1)' }, 'ticketUrl'],
    ['a link hiding its host', { ticketUrl: 'https://glentia.gr@evil.example' }, 'ticketUrl'],
  ])('refuses %s in Greek and English, naming the field', async (_label, fields, field) => {
    const response = await submit(suite.admin, fields);
    expect(response.status).toBe(400);
    const body = await errorBody(response);
    expect(body.code).toBe('INVALID_EVENT_FORM');
    expect(body.issues?.[0]?.path).toBe(field);
    expect(body.messages.el).toBeTruthy();
    expect(body.messages.en).toBeTruthy();
  });
});
