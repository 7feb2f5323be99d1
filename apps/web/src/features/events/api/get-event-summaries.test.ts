import { addDays, contract, summarizeEvents, todayInAthens } from '@glentia/core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, requestsTo, stubApi } from '../../../test/api.ts';
import { makeEvent } from '../../../test/fixtures.ts';
import { timelineQueryOptions } from './get-event-summaries.ts';

describe('the timeline’s pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads a crowded day in pages, asking on from where the last page ended', async () => {
    const today = todayInAthens();
    const friday = addDays(today, 2);
    const first = [makeEvent({ date: friday }), makeEvent({ date: friday })];
    const rest = [makeEvent({ date: friday })];
    const fetch = stubApi(
      answer(contract.events.summary, { query: { skip: '2' } }, () =>
        summarizeEvents(rest, { total: 3, next: null }),
      ),
      answer(contract.events.summary, () => summarizeEvents(first, { total: 3, next: friday, nextSkip: 2 })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = timelineQueryOptions({}, today);
    await client.fetchInfiniteQuery(options);
    const data = await client.fetchInfiniteQuery({ ...options, pages: 2 });

    expect(data.pages.flatMap((page) => page.events.map((event) => event.id))).toEqual(
      [...first, ...rest].map((event) => event.id),
    );
    const asked = requestsTo(fetch, contract.events.summary).map((request) =>
      Object.fromEntries(request.url.searchParams),
    );
    expect(asked.at(-1)).toMatchObject({ from: friday, skip: '2', days: '7' });
    expect(asked[0]).not.toHaveProperty('skip');
    expect(options.getNextPageParam(data.pages[1]!, data.pages, data.pageParams[1]!, data.pageParams)).toBe(
      undefined,
    );
  });
});
