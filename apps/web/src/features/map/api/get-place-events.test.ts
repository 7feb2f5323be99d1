import { contract, summarizeEvents } from '@glentia/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, requestsTo, stubApi } from '../../../test/api.ts';
import { makeEvent } from '../../../test/fixtures.ts';
import { getPlaceEvents } from './get-place-events.ts';

const VENUE = '3f0c1d52-5b1e-4a59-9d3e-7c1a2b3c4d5e';

describe('a marker’s events', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the whole map range, which may be a day longer than one window of the server', async () => {
    // Two months from 4 December end on 4 February: the 63rd day, one past a 62-day window.
    const inFirstWindow = [makeEvent({ date: '2026-12-04' }), makeEvent({ date: '2027-02-03' })];
    const onLastDay = [makeEvent({ date: '2027-02-04' })];
    const fetch = stubApi(
      answer(contract.events.summary, { query: { from: '2027-02-04' } }, () =>
        summarizeEvents(onLastDay, { total: 3, next: null }),
      ),
      answer(contract.events.summary, () => summarizeEvents(inFirstWindow, { total: 3, next: '2027-02-04' })),
    );

    const events = await getPlaceEvents([VENUE], { counties: ['CHANIA'] }, undefined, '2026-12-04');

    expect(events.map((event) => event.id)).toEqual(
      [...inFirstWindow, ...onLastDay].map((event) => event.id),
    );
    const asked = requestsTo(fetch, contract.events.summary).map((request) => ({
      from: request.url.searchParams.get('from'),
      to: request.url.searchParams.get('to'),
      days: request.url.searchParams.get('days'),
      location: request.url.searchParams.getAll('location'),
      county: request.url.searchParams.getAll('county'),
    }));
    // The range is fixed on the first window, so the second keeps the map's end.
    expect(asked).toEqual([
      { from: '2026-12-04', to: '2027-02-04', days: '62', location: [VENUE], county: ['CHANIA'] },
      { from: '2027-02-04', to: '2027-02-04', days: '62', location: [VENUE], county: ['CHANIA'] },
    ]);
  });

  it('reads a crowded day on from where the last answer ended, and stops when an answer does not move on', async () => {
    const first = [makeEvent({ date: '2026-12-05' }), makeEvent({ date: '2026-12-05' })];
    const rest = [makeEvent({ date: '2026-12-05' })];
    const fetch = stubApi(
      // A server that keeps pointing at the same place is asked no further.
      answer(contract.events.summary, { query: { skip: '2' } }, () =>
        summarizeEvents(rest, { total: 3, next: '2026-12-05', nextSkip: 2 }),
      ),
      answer(contract.events.summary, () =>
        summarizeEvents(first, { total: 3, next: '2026-12-05', nextSkip: 2 }),
      ),
    );

    const events = await getPlaceEvents([VENUE], { counties: [] }, undefined, '2026-12-04');

    expect(events.map((event) => event.id)).toEqual([...first, ...rest].map((event) => event.id));
    expect(requestsTo(fetch, contract.events.summary)).toHaveLength(2);
  });
});
