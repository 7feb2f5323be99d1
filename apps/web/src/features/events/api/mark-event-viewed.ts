import { contract, type TEvent, type ZViewedResponse } from '@glentia/core';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { create } from 'zustand';
import { call } from '../../../lib/api-client.ts';
import { consentAllows } from '../../../lib/consent-state.ts';
import { takeCountedBeforeStart } from '../../../lib/counted-before-start.ts';

export type ViewedResponse = z.infer<typeof ZViewedResponse>;

/**
 * Counts a view. With consent to statistics, `PUT /api/public/glentia/{id}/viewed` with this device
 * (the server counts one per device and day); without it, an anonymous count that carries no device
 * id and keeps no identifier (SPEC §9), once per event and visit.
 */
export function sendEventView(id: string): Promise<ViewedResponse> {
  const params = { id };
  if (consentAllows('analytics')) return call(contract.events.markViewed, { params }, { background: true });
  return call(contract.anonymousCounts.eventView, { params }, { background: true, anonymous: true });
}

/** Events already counted from their cards in this visit: scrolling back past a card does not send it again. */
const sent = new Set<string>();

/**
 * A card more than 80 % on screen (SPEC §4 event view): sent once per event and visit; failures
 * are not the visitor's concern.
 */
export function markEventViewed(id: string): void {
  if (sent.has(id)) return;
  sent.add(id);
  if (takeCountedBeforeStart(`event:${id}`)) return;
  sendEventView(id).catch(() => sent.delete(id));
}

/** For tests: forget which events were counted. */
export function resetViewedEvents(): void {
  sent.clear();
}

/**
 * The counts the server answered the event page's views with, by event. Kept beside the event
 * rather than written into its answer: a new count then draws the count alone again, not the
 * whole page the event's answer feeds.
 */
const useAnsweredViews = create<Record<string, number>>(() => ({}));

/** An event's view count: the newest the server has told, its own or the one its page's view answered. */
export function useEventViews(event: Pick<TEvent, 'id' | 'views'>): number {
  const answered = useAnsweredViews((counts) => counts[event.id] ?? 0);
  return Math.max(event.views, answered);
}

/**
 * The event page: sends the view once when it opens with the event loaded, and shows the fresh
 * count the server answers with (`useEventViews`).
 */
export function useMarkEventViewed(id: string, loaded: boolean): void {
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || sentFor.current === id) return;
    sentFor.current = id;
    sent.add(id);
    if (takeCountedBeforeStart(`page:${id}`)) return;
    sendEventView(id)
      .then(({ views }) => useAnsweredViews.setState({ [id]: views }))
      .catch(() => undefined);
  }, [id, loaded]);
}
