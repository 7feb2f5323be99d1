import type { TEvent, TEventSummaryPage, TInitialize, TListedEvent } from '@glentia/core';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { initializeQueryKey } from '../../../lib/initialize.ts';
import { makeEvent } from '../../../test/fixtures.ts';
import { setCachedEventCounts } from './cached-event.ts';
import { answerHoldsEvent } from './invalidate-events.ts';
import { eventKeys } from './keys.ts';

const summaryOf = ({ description: _d, artists: _a, location: _l, ...rest }: TEvent) => rest;

describe('an event’s new counts in the cache', () => {
  it('reach its page, the lists, the timeline, the map and the first screen, and nothing else', () => {
    const client = new QueryClient();
    const event = makeEvent({ favorites: 3 });
    const other = makeEvent({ favorites: 7 });
    const page: TEventSummaryPage = {
      events: [summaryOf(event)],
      artists: [],
      locations: [],
      next: null,
    } as unknown as TEventSummaryPage;
    const otherPage = { ...page, events: [summaryOf(other)] } as TEventSummaryPage;
    client.setQueryData(eventKeys.one(event.id), event);
    client.setQueryData([...eventKeys.filtered, {}], [other, event]);
    client.setQueryData(eventKeys.ofTopic('location', 'venue', 'upcoming'), [event]);
    client.setQueryData([...eventKeys.timelines, {}], { pages: [page], pageParams: [''] });
    client.setQueryData([...eventKeys.timelines, { county: ['CHANIA'] }], {
      pages: [otherPage],
      pageParams: [''],
    });
    client.setQueryData([...eventKeys.atPlaces, 'venue'], [event as TListedEvent]);
    client.setQueryData(initializeQueryKey, { glentia: [event] } as unknown as TInitialize);
    const untouched = client.getQueryData([...eventKeys.timelines, { county: ['CHANIA'] }]);

    setCachedEventCounts(client, event.id, { favorites: 4 });

    expect(client.getQueryData<TEvent>(eventKeys.one(event.id))?.favorites).toBe(4);
    expect(client.getQueryData<TEvent[]>([...eventKeys.filtered, {}])?.map((item) => item.favorites)).toEqual(
      [7, 4],
    );
    expect(
      client.getQueryData<TEvent[]>(eventKeys.ofTopic('location', 'venue', 'upcoming'))?.[0]?.favorites,
    ).toBe(4);
    const timeline = client.getQueryData<InfiniteData<TEventSummaryPage>>([...eventKeys.timelines, {}]);
    expect(timeline?.pages[0]?.events[0]?.favorites).toBe(4);
    expect(client.getQueryData<TListedEvent[]>([...eventKeys.atPlaces, 'venue'])?.[0]?.favorites).toBe(4);
    expect(client.getQueryData<TInitialize>(initializeQueryKey)?.glentia[0]?.favorites).toBe(4);
    // A timeline without the event keeps its answer as it was.
    expect(client.getQueryData([...eventKeys.timelines, { county: ['CHANIA'] }])).toBe(untouched);
  });
});

describe('which answers hold an event', () => {
  it('finds it in lists, search results, the first screen, the partner page and pages of summaries', () => {
    const id = 'the-event';
    expect(answerHoldsEvent([{ id }], id)).toBe(true);
    expect(answerHoldsEvent({ events: [{ id }], venues: [], artists: [] }, id)).toBe(true);
    expect(answerHoldsEvent({ glentia: [{ id }], ads: [] }, id)).toBe(true);
    expect(answerHoldsEvent({ venues: [], upcoming: [{ id }] }, id)).toBe(true);
    expect(answerHoldsEvent({ pages: [{ events: [{ id }] }], pageParams: [] }, id)).toBe(true);
    expect(answerHoldsEvent({ id }, id)).toBe(false);
    expect(answerHoldsEvent({ venues: [{ id }] }, id)).toBe(false);
    expect(answerHoldsEvent([{ id: 'another' }], id)).toBe(false);
    expect(answerHoldsEvent(undefined, id)).toBe(false);
  });
});
