import type { TEvent, ZViewedResponse } from '@glentia/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { eventQueryKey } from './get-event.ts';

export type ViewedResponse = z.infer<typeof ZViewedResponse>;

/** `PUT /api/public/glentia/{id}/viewed`: counts a view (the server counts one per device and day). */
export function markEventViewed(id: string): Promise<ViewedResponse> {
  return api.put<ViewedResponse>(`/api/public/glentia/${encodeURIComponent(id)}/viewed`, undefined, {
    background: true,
  });
}

/**
 * Sends the view once when an event's page opens with the event loaded, and shows the fresh count
 * the server answers with. A failure is not the visitor's concern.
 */
export function useMarkEventViewed(id: string, loaded: boolean): void {
  const queryClient = useQueryClient();
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || sentFor.current === id) return;
    sentFor.current = id;
    markEventViewed(id)
      .then(({ views }) =>
        queryClient.setQueryData<TEvent>(eventQueryKey(id), (event) =>
          event && views > event.views ? { ...event, views } : event,
        ),
      )
      .catch(() => undefined);
  }, [id, loaded, queryClient]);
}
