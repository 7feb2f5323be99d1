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

/** Of the matched routes' handles, outermost first, the deepest one there is. */
export function deepestHandle(handles: readonly unknown[]): RouteHandle | null {
  for (let index = handles.length - 1; index >= 0; index--) {
    const handle = handles[index];
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | null {
  return deepestHandle(useMatches().map((match) => match.handle));
}
