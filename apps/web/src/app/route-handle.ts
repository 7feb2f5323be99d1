import { useMatches } from '../lib/router/index.ts';
import type { el } from '../locales/el/index.ts';

export type RouteTitle = keyof (typeof el)['common']['routes'];

/** What each route tells the layout about itself. */
export interface RouteHandle {
  title: RouteTitle;
  /** Top-level screens show the menu button; inner screens show a back button instead. */
  top?: boolean;
  /** Screens where the phone apps offer the chat-support button (SPEC §2 filter sheet). */
  chatSupport?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
