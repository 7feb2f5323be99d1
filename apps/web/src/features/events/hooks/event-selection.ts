import type { TListedEvent } from '@glentia/core';
import { createContext, useContext } from 'react';
import { type LongPressHandlers, useLongPress } from '../../../lib/use-long-press.ts';

/** Selecting a card (right-click or a 300 ms press) opens the event sheet on it. */
export type OnSelectEvent = (event: TListedEvent) => void;

/**
 * Who listens when a card is selected: the event sheet host of the app layout
 * (components/event-sheet-host.tsx). Outside it cards are not selectable.
 */
export const EventSelectionContext = createContext<OnSelectEvent | null>(null);

/**
 * The press handlers that select `event`, and whether there are any. Without a host the browser
 * keeps its own long-press menu.
 */
export function useSelectEvent(event: TListedEvent): {
  pressHandlers: LongPressHandlers | Record<string, never>;
  selectable: boolean;
} {
  const select = useContext(EventSelectionContext);
  const pressHandlers = useLongPress(select ? () => select(event) : undefined);
  return { pressHandlers, selectable: !!select };
}
