import { contract, type TEvent, type TFavoriteToggleResponse } from '@glentia/core';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { setCachedEventCounts } from '../../events/api/cached-event.ts';
import { favoriteKeys } from './keys.ts';

/** `POST /api/public/glentia/{id}/favorite`: saves the event, or un-saves it. */
export function toggleFavorite(eventId: string): Promise<TFavoriteToggleResponse> {
  return call(contract.favorites.toggle, { params: { id: eventId } });
}

/** Writes the event's favourite state into the favourites and its count into every copy of the event. */
function applyToCaches(client: QueryClient, event: TEvent, favorite: boolean, favorites: number) {
  const updated = { ...event, favorites };
  client.setQueryData<TEvent[]>(favoriteKeys.list, (list) => {
    if (!list) return list;
    const others = list.filter((item) => item.id !== event.id);
    if (!favorite) return others;
    return [...others, updated].sort((a, b) =>
      (a.date + (a.time ?? '')).localeCompare(b.date + (b.time ?? '')),
    );
  });
  // The event in the other cached answers (lists, the event page) shows the new count at once.
  setCachedEventCounts(client, event.id, { favorites });
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
      if (!client.getQueryData<TEvent[]>(favoriteKeys.list)) return undefined;
      // A refresh in flight would overwrite the change shown below.
      await client.cancelQueries({ queryKey: favoriteKeys.list });
      const list = client.getQueryData<TEvent[]>(favoriteKeys.list);
      if (!list) return undefined;
      const wasFavorite = list.some((item) => item.id === event.id);
      const previous = { list, favorites: event.favorites };
      applyToCaches(client, event, !wasFavorite, Math.max(0, event.favorites + (wasFavorite ? -1 : 1)));
      return previous;
    },
    onError: (_error, event, previous) => {
      if (!previous) return;
      applyToCaches(client, event, false, previous.favorites);
      client.setQueryData(favoriteKeys.list, previous.list);
    },
    onSuccess: (result, event) => {
      applyToCaches(client, event, result.favorite, result.favorites);
      if (result.favorite) options.onSaved?.({ ...event, favorites: result.favorites });
    },
    onSettled: () => client.invalidateQueries({ queryKey: favoriteKeys.list }),
  });
}
