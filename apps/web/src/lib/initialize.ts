import { contract, type TInitialize } from '@glentia/core';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adoptingDrawing } from '../stores/adoption.ts';
import { call } from './api-client.ts';

/** `GET /api/public/initialize`: what the first screen needs (ads, statistics, home events, notifications). */
export function getInitialize(signal?: AbortSignal): Promise<TInitialize> {
  return call(contract.initialize.get, {}, { signal });
}

/** A list of the start data that a page drawn on the server may leave out (`initialize-drawn.ts`). */
export type InitializeList = {
  [K in keyof TInitialize]: TInitialize[K] extends readonly unknown[] ? K : never;
}[keyof TInitialize];

/**
 * The start data as the app keeps it. A page drawn on the server sends only the lists its drawing
 * read; the others come empty and are named in `leftOut` until the whole answer is asked for.
 */
export type StartData = TInitialize & { leftOut?: InitializeList[] };

/** Whether `data` came with a drawn page that left lists out: the whole answer is still to come. */
export function sentInPart(data: StartData | undefined): boolean {
  return data?.leftOut !== undefined;
}

/** Whether `data` lacks `list`: the page the app adopted left it out, and it is on its way. */
export function lacks(data: StartData | undefined, list: InitializeList): boolean {
  return data?.leftOut?.includes(list) === true;
}

export const initializeQueryKey = ['initialize'] as const;

/** The sponsors' ads of the start data (nothing while it is on its way). */
const adsOf = (data: StartData): TInitialize['ads'] => data.ads;
const NO_ADS: TInitialize['ads'] = [];

export function initializeQueryOptions() {
  return queryOptions({
    queryKey: initializeQueryKey,
    queryFn: ({ signal }): Promise<StartData> => getInitialize(signal),
    staleTime: 60_000,
  });
}

/**
 * The start data, shared by the home page, the layout (notifications dot), the search filters
 * (artists and venues) and the events page (titles). Where the page the app adopted left lists out,
 * the first reader to come after it asks for the whole answer: one that came with the page was
 * drawn with all it reads.
 */
export function useInitialize() {
  const query = useQuery(initializeQueryOptions());
  const client = useQueryClient();
  const inPart = sentInPart(query.data);
  useEffect(() => {
    // Readers that come together share one request.
    if (inPart && !adoptingDrawing())
      void client.refetchQueries({ queryKey: initializeQueryKey, exact: true }, { cancelRefetch: false });
  }, [inPart, client]);
  return query;
}

/**
 * The sponsors' ads of the start data, for a screen that shows them among its own (the search
 * page, an event page). Its screen draws again only when the ads change: reading the whole answer,
 * it drew again when the answer a drawn page came with was replaced by the whole one (or asked
 * again for a returning reader) just after the app adopted the page, all at once (the search
 * page's timeline in one 25–31 ms task at 1.6× CPU slowdown), as React draws what a query hands on.
 * The header reads the whole answer on every screen and asks for what a drawn page left out.
 */
export function useStartAds(): TInitialize['ads'] {
  return useQuery({ ...initializeQueryOptions(), select: adsOf }).data ?? NO_ADS;
}
