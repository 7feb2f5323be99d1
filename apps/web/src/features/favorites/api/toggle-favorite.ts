import { contract, type TEvent, type TFavoriteToggleResponse } from '@glentia/core';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { favoritesQueryKey } from './get-favorites.ts';

/** `POST /api/public/glentia/{id}/favorite`: saves the event, or un-saves it. */
export function toggleFavorite(eventId: string): Promise<TFavoriteToggleResponse> {
  return call(contract.favorites.toggle, { params: { id: eventId } });
}

/** Writes the event's favourite state and count into every cached copy of it. */
function applyToCaches(client: QueryClient, event: TEvent, favorite: boolean, favorites: number) {
  const updated = { ...event, favorites };
  client.setQueryData<TEvent[]>(favoritesQueryKey, (list) => {
    if (!list) return list;
    const others = list.filter((item) => item.id !== event.id);
    if (!favorite) return others;
    return [...others, updated].sort((a, b) =>
      (a.date + (a.time ?? '')).localeCompare(b.date + (b.time ?? '')),
    );
  });
  // The event in any other cached answer (lists, the event page) shows the new count at once.
  client.setQueriesData<unknown>(
    { predicate: (query) => query.queryKey[0] !== favoritesQueryKey[0] },
    (data: unknown) => patchEvent(data, event.id, favorites),
  );
}

/** `data` with the count of event `id` replaced wherever the event appears (arrays and objects). */
export function patchEvent(data: unknown, id: string, favorites: number): unknown {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const patched = patchEvent(item, id, favorites);
      if (patched !== item) changed = true;
      return patched;
    });
    return changed ? next : data;
  }
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    if (record.id === id && typeof record.favorites === 'number' && 'date' in record) {
      return record.favorites === favorites ? data : { ...record, favorites };
    }
    // Lists hold events under `glentia` (initialize), `pages` and `events` (the timeline's windows).
    for (const key of ['glentia', 'pages', 'events'] as const) {
      if (!(key in record)) continue;
      const patched = patchEvent(record[key], id, favorites);
      return patched === record[key] ? data : { ...record, [key]: patched };
    }
  }
  return data;
}

/**
 * The favourite toggle, shown at once: the button and the counter change before the server
 * answers, and go back if it refuses. `onSaved` runs when an event became a favourite (reminders).
 * While the favourites are still loading there is nothing to change yet: their load goes on (a
 * cancelled first load would leave them empty) and the server's answer is shown when it comes.
 * Either way the list is asked again once the toggle has settled, so it ends as the server's.
 */
export function useToggleFavorite(options: { onSaved?: (event: TEvent) => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (event: TEvent) => toggleFavorite(event.id),
    onMutate: async (event) => {
      if (!client.getQueryData<TEvent[]>(favoritesQueryKey)) return undefined;
      // A refresh in flight would overwrite the change shown below.
      await client.cancelQueries({ queryKey: favoritesQueryKey });
      const list = client.getQueryData<TEvent[]>(favoritesQueryKey);
      if (!list) return undefined;
      const wasFavorite = list.some((item) => item.id === event.id);
      const previous = { list, favorites: event.favorites };
      applyToCaches(client, event, !wasFavorite, Math.max(0, event.favorites + (wasFavorite ? -1 : 1)));
      return previous;
    },
    onError: (_error, event, previous) => {
      if (!previous) return;
      applyToCaches(client, event, false, previous.favorites);
      client.setQueryData(favoritesQueryKey, previous.list);
    },
    onSuccess: (result, event) => {
      applyToCaches(client, event, result.favorite, result.favorites);
      if (result.favorite) options.onSaved?.({ ...event, favorites: result.favorites });
    },
    onSettled: () => client.invalidateQueries({ queryKey: favoritesQueryKey }),
  });
}
