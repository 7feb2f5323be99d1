import { api } from '../../../lib/api-client.ts';

/** Events already counted in this visit: scrolling back past a card does not send it again. */
const sent = new Set<string>();

/**
 * `PUT /api/public/glentia/{id}/viewed`: counts a view of an event (the server counts one per device
 * and day). Sent once per event and visit; failures are not the visitor's concern.
 */
export function markEventViewed(id: string): void {
  if (sent.has(id)) return;
  sent.add(id);
  api.put(`/api/public/glentia/${id}/viewed`, undefined, { background: true }).catch(() => sent.delete(id));
}

/** For tests: forget which events were counted. */
export function resetViewedEvents(): void {
  sent.clear();
}
