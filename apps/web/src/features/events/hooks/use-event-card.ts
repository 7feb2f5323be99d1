import type { TEvent } from '@glentia/core';
import { type RefObject, useRef } from 'react';
import { type LongPressHandlers, useLongPress } from '../../../lib/use-long-press.ts';
import { useSeenOnce } from '../../../lib/use-seen-once.ts';
import { markEventViewed } from '../api/mark-event-viewed.ts';

/** Selecting a card (right-click or 300 ms press): the admin sheet of a later screen opens on it. */
export type OnSelectEvent = (event: TEvent) => void;

/**
 * What every event card does besides showing the event: counts a view once more than 80 % of it
 * is on screen (SPEC §4), and with `onSelect` turns a right-click or a 300 ms press into selecting
 * the event. Without `onSelect` the browser's own long-press menu stays.
 */
export function useEventCard<E extends HTMLElement>(
  event: TEvent,
  onSelect: OnSelectEvent | undefined,
): { ref: RefObject<E | null>; pressHandlers: LongPressHandlers | Record<string, never> } {
  const ref = useRef<E>(null);
  useSeenOnce(ref, () => markEventViewed(event.id));
  const pressHandlers = useLongPress(onSelect ? () => onSelect(event) : undefined);
  return { ref, pressHandlers };
}
