import { contract, summarizeEvents } from '@glentia/core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, requestsTo, stubApi } from '../../../test/api.ts';
import { makeEvent } from '../../../test/fixtures.ts';
import { timelineQueryOptions, timelineRange } from '../../events/api/get-event-summaries.ts';
import { moreEventsQueryOptions } from './get-more-events.ts';

const CURRENT = '0b0e3f5c-1c1b-4a57-9a53-2a9a2c3b7f10';
const current = makeEvent({ id: CURRENT });
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const firstOf = () => 0;

describe('the events under an event page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are picked from the timeline’s weeks /glentia has loaded, asking the server nothing', async () => {
    const others = [makeEvent(), makeEvent(), makeEvent(), makeEvent()];
    const fetch = stubApi();
    const queries = client();
    const timeline = timelineQueryOptions({});
    const week = summarizeEvents([current, ...others], { total: 5, next: '2099-01-01' });
    queries.setQueryData(timeline.queryKey, { pages: [week], pageParams: [timeline.initialPageParam] });

    const picked = await queries.fetchQuery(moreEventsQueryOptions(CURRENT, queries, firstOf));

    expect(picked.map((event) => event.id)).toEqual(others.slice(0, 3).map((event) => event.id));
    expect(fetch).not.toHaveBeenCalled();
    // The weeks stay as they were: one, not the next one the range has.
    expect(queries.getQueryData(timeline.queryKey)).toEqual({
      pages: [week],
      pageParams: [timeline.initialPageParam],
    });
  });

  it('ask for the next weeks while too few are left, and keep only the picks', async () => {
    const past = makeEvent({ future: false });
    const canceled = makeEvent({ canceled: true });
    const [first, second, third] = [makeEvent(), makeEvent(), makeEvent()];
    const fetch = stubApi(
      answer(contract.events.summary, { query: { from: '2099-01-08', skip: '2' } }, () =>
        summarizeEvents([second!, third!], { total: 6, next: null }),
      ),
      answer(contract.events.summary, () =>
        summarizeEvents([current, past, canceled, first!], { total: 6, next: '2099-01-08', nextSkip: 2 }),
      ),
    );
    const queries = client();

    const picked = await queries.fetchQuery(moreEventsQueryOptions(CURRENT, queries, firstOf));

    expect(picked.map((event) => event.id)).toEqual([first!.id, second!.id, third!.id]);
    const asked = requestsTo(fetch, contract.events.summary);
    const sent = asked.map(({ url }) => ['from', 'skip', 'days'].map((name) => url.searchParams.get(name)));
    expect(sent).toEqual([
      [timelineRange({}).from, null, '7'],
      ['2099-01-08', '2', '7'],
    ]);
    // What a drawn page sends its browser: the three picks, not the weeks they came from.
    expect(
      queries
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['more-events', CURRENT]]);
  });

  it('are as many as the range has when it has fewer than three', async () => {
    const only = makeEvent();
    stubApi(
      answer(contract.events.summary, () => summarizeEvents([current, only], { total: 2, next: null })),
    );
    const queries = client();

    const picked = await queries.fetchQuery(moreEventsQueryOptions(CURRENT, queries, Math.random));

    expect(picked.map((event) => event.id)).toEqual([only.id]);
  });
});
