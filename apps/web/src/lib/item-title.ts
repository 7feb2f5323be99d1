/**
 * The name of the item a screen shows (an event, a venue, an artist), for the browser tab: the
 * layout writes "name · Γλέντια" while the screen is open (app/document-title.ts), and the server's
 * drawing of a page names it in the page's `<title>`.
 */
import { useEffect } from 'react';
import { create } from 'zustand';

export const useItemTitleStore = create<{ title: string | null }>(() => ({ title: null }));

/** The item the server's drawing of a page named (effects do not run there). */
let drawnItem: string | null = null;

/** What the drawing since the last call named, forgotten for the next one. */
export function takeDrawnItemTitle(): string | null {
  const title = drawnItem;
  drawnItem = null;
  return title;
}

/** Names the tab after `title` while the calling screen is shown (null: the screen's generic title). */
export function useItemTitle(title: string | null | undefined): void {
  const value = title?.trim() || null;
  if (import.meta.env.SSR && value) drawnItem = value;
  useEffect(() => {
    useItemTitleStore.setState({ title: value });
    return () => useItemTitleStore.setState({ title: null });
  }, [value]);
}
