/**
 * The name of the item a screen shows (an event, a venue, an artist), for the browser tab: the
 * layout writes "name · Γλέντια" while the screen is open, as the server-drawn page's title says.
 */
import { useEffect } from 'react';
import { create } from 'zustand';

export const useItemTitleStore = create<{ title: string | null }>(() => ({ title: null }));

/** Names the tab after `title` while the calling screen is shown (null: the screen's generic title). */
export function useItemTitle(title: string | null | undefined): void {
  const value = title?.trim() || null;
  useEffect(() => {
    useItemTitleStore.setState({ title: value });
    return () => useItemTitleStore.setState({ title: null });
  }, [value]);
}
