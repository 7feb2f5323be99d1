import { contract, resolveEventSummaries, type TEvent, type TEventSummaryPage } from '@glentia/core';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api-client.ts';
import { useSession } from '../../../stores/session.ts';
import { eventKeys } from './keys.ts';

/**
 * `GET /api/public/glentia/{id}`: one published event. When the public API does not know it and
 * someone is signed in, `GET /api/me/glentia/{id}` shows its uploader and admins an event still
 * waiting for review (anyone else gets the same "not found").
 */
export async function getEvent(id: string, signal?: AbortSignal): Promise<TEvent> {
  try {
    return await call(contract.events.get, { params: { id } }, { signal });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404) || !useSession.getState().jwt) throw error;
    return call(contract.eventForms.viewOwn, { params: { id } }, { signal });
  }
}

/** An id the server does not know (404) or cannot be an id at all (400). */
export function isMissingEvent(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function eventQueryOptions(id: string) {
  return queryOptions({
    queryKey: eventKeys.one(id),
    queryFn: ({ signal }) => getEvent(id, signal),
    staleTime: 30_000,
    // Asking again will not make a missing event appear; other failures get one more try.
    retry: (failures, error) => !isMissingEvent(error) && failures < 1,
  });
}

const isEvent = (value: unknown): value is TEvent =>
  typeof value === 'object' && value !== null && 'id' in value && 'date' in value && 'artists' in value;

const isSummaryPage = (value: unknown): value is TEventSummaryPage =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { events?: unknown }).events) &&
  Array.isArray((value as { artists?: unknown }).artists) &&
  Array.isArray((value as { locations?: unknown }).locations);

/** The pages of summaries a query holds: one (the map's) or several (the timeline's windows). */
function summaryPagesOf(data: unknown): TEventSummaryPage[] {
  if (isSummaryPage(data)) return [data];
  const pages = (data as { pages?: unknown } | null)?.pages;
  return Array.isArray(pages) ? pages.filter(isSummaryPage) : [];
}

/** Whether a loaded list holds the event: a list of events, or one or more pages of summaries. */
export function listHoldsEvent(data: unknown, id: string): boolean {
  if (Array.isArray(data)) return data.some((item) => isEvent(item) && item.id === id);
  return summaryPagesOf(data).some((page) => page.events.some((event) => event.id === id));
}

/**
 * The event as a list already loaded shows it (the timeline, favourites, a venue's events), if any
 * has. A list's summary carries no description; the page shows none until the event itself arrives.
 */
export function eventFromLoadedLists(client: QueryClient, id: string): TEvent | undefined {
  for (const [, data] of client.getQueriesData<unknown>({})) {
    if (Array.isArray(data)) {
      const found = data.find((item) => isEvent(item) && item.id === id);
      if (found) return found as TEvent;
      continue;
    }
    for (const page of summaryPagesOf(data)) {
      if (!page.events.some((event) => event.id === id)) continue;
      const listed = resolveEventSummaries(page).find((event) => event.id === id);
      if (listed) return { ...listed, description: null };
    }
  }
  return undefined;
}

/**
 * The event, shown at once from a loaded list when one has it and then refreshed: with no signal,
 * an event never opened before still shows its summary instead of failing.
 */
export function useEvent(id: string) {
  const client = useQueryClient();
  return useQuery({
    ...eventQueryOptions(id),
    initialData: () => eventFromLoadedLists(client, id),
    // Always asked for again: the list's copy is only a start.
    initialDataUpdatedAt: 0,
  });
}
