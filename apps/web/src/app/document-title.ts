/**
 * The browser tab's title: "name · Γλέντια" for the item a screen shows while it is open, else the
 * screen's own name, in the interface language. The layout writes it (app-layout.tsx), and the
 * server's drawing of a page puts it in the page's `<title>` (entry-server.tsx), so the tab reads
 * the same before the app has started as after.
 */
import { translate } from '../lib/i18n.ts';
import type { RouteHandle } from './route-handle.ts';

/** The tab's title for a screen of `handle` showing `item` (null: none), in the current language. */
export function documentTitle(handle: RouteHandle | null, item: string | null): string {
  const appName = translate('common', 'appName');
  if (item) return `${item} · ${appName}`;
  if (handle && handle.title !== 'home')
    return `${translate('common', `routes.${handle.title}`)} · ${appName}`;
  return `${appName} · ${translate('common', 'tagline')}`;
}
