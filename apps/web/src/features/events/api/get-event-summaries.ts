import {
  addMonths,
  contract,
  resolveEventSummaries,
  type TEventSummaryPage,
  type TListedEvent,
  todayInAthens,
} from '@glentia/core';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../../lib/api-client.ts';
import type { EventListParams } from './get-events.ts';
import { eventKeys } from './keys.ts';

/** How many days one page of the timeline covers. */
export const TIMELINE_WINDOW_DAYS = 7;

export interface EventSummaryParams extends Omit<EventListParams, 'limit'> {
  /** A window of this many days from `from` (the server's longest without it). */
  days?: number;
  /** Glentia of the window's first day already loaded (a crowded day comes in pages). */
  skip?: number;
}

/** Where a timeline page starts: a day, and how many of its glentia earlier pages held. */
export interface TimelinePageStart {
  from: string;
  skip?: number;
}

/** `GET /api/public/glentia/summary`: light summaries of published events matching a filter. */
export function getEventSummaries(
  params: EventSummaryParams,
  signal?: AbortSignal,
): Promise<TEventSummaryPage> {
  const query = {
    from: params.from,
    to: params.to,
    county: params.county,
    artist: params.artist,
    location: params.location,
    days: params.days,
    skip: params.skip,
  };
  return call(contract.events.summary, { query }, { signal });
}

/** A timeline's range: the filter's, from its first day (today unless it names one) to its end (two months on). */
export function timelineRange(params: EventListParams, today = todayInAthens()) {
  const from = params.from ?? today;
  return { ...params, from, to: params.to ?? addMonths(from, 2), limit: undefined };
}

/** One page of a timeline: the week from `start`, or what is left of a crowded day. */
export function getTimelinePage(
  range: ReturnType<typeof timelineRange>,
  start: TimelinePageStart | string,
  signal?: AbortSignal,
): Promise<TEventSummaryPage> {
  return getEventSummaries({ ...range, ...pageStart(start), days: TIMELINE_WINDOW_DAYS }, signal);
}

/** Where the page after `last` starts: the next day that has events, or further into a crowded day. */
export const nextTimelinePage = (last: TEventSummaryPage): TimelinePageStart | undefined =>
  last.next ? { from: last.next, skip: last.nextSkip } : undefined;

/**
 * The page after `last`, which started at `start`, when it moves on: a later day, or further into
 * the same day. Reading pages one after another, an answer that points back ends the reading.
 */
export function nextPageAfter(
  last: TEventSummaryPage,
  start: TimelinePageStart | string,
): TimelinePageStart | undefined {
  const next = nextTimelinePage(last);
  const { from, skip = 0 } = pageStart(start);
  return next && (next.from > from || (next.from === from && (next.skip ?? 0) > skip)) ? next : undefined;
}

/**
 * The timeline's pages: a week at a time from the filter's first day, each next one starting at
 * the next day that has events (so empty weeks cost nothing), or further into a day too crowded for
 * one page. The range is fixed on the first page, so later pages keep the filter's end.
 */
export function timelineQueryOptions(params: EventListParams, today = todayInAthens()) {
  const range = timelineRange(params, today);
  return infiniteQueryOptions({
    queryKey: [...eventKeys.timelines, range],
    queryFn: ({ pageParam, signal }) => getTimelinePage(range, pageParam, signal),
    initialPageParam: { from: range.from } as TimelinePageStart | string,
    getNextPageParam: nextTimelinePage,
  });
}

/** A page's start; a device may hold pages saved when a start was only its date. */
const pageStart = (start: TimelinePageStart | string): TimelinePageStart =>
  typeof start === 'string' ? { from: start } : start;

/**
 * The timeline's events, loaded a window at a time (`fetchNextPage` as the reader nears the end),
 * with the range's total for the result count. The previous filter's events stay on screen while a
 * changed filter loads.
 */
export function useTimelineEvents(params: EventListParams) {
  const query = useInfiniteQuery({ ...timelineQueryOptions(params), placeholderData: keepPreviousData });
  const pages = query.data?.pages;
  const events = useMemo<TListedEvent[] | undefined>(
    () => pages?.flatMap((page) => resolveEventSummaries(page)),
    [pages],
  );
  return { ...query, events, total: pages?.[0]?.total ?? 0 };
}
