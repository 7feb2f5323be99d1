import type { TListedEvent } from '@glentia/core';
import { type RefObject, useRef } from 'react';
import type { LongPressHandlers } from '../../../lib/use-long-press.ts';
import { useSeenOnce } from '../../../lib/use-seen-once.ts';
import { markEventViewed } from '../api/mark-event-viewed.ts';
import { useSelectEvent } from './event-selection.ts';

/**
 * What every event card does besides showing the event: counts a view once more than 80 % of it
 * is on screen (SPEC §4), and turns a right-click or a 300 ms press into opening the event sheet.
 */
export function useEventCard<E extends HTMLElement>(
  event: TListedEvent,
): {
  ref: RefObject<E | null>;
  pressHandlers: LongPressHandlers | Record<string, never>;
  selectable: boolean;
} {
  const ref = useRef<E>(null);
  useSeenOnce(ref, () => markEventViewed(event.id));
  return { ref, ...useSelectEvent(event) };
}
