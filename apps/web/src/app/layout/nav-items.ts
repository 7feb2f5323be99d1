import { Bookmark, House, Map as MapIcon, Plus, Search } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';

export interface NavItem {
  to: string;
  /** Paths (exact, or prefixes ending in "/") that make this item the current one. */
  matches: readonly string[];
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: 'home' | 'search' | 'add' | 'map' | 'favorites';
  /** Logged-out visitors get the login sheet instead. */
  needsLogin?: boolean;
}

/** The bottom navigation of SPEC §2: home, search, add, map, bookmarks. */
export const BOTTOM_NAV_ITEMS: readonly NavItem[] = [
  { to: '/', matches: ['/', '/home'], icon: House, label: 'home' },
  { to: '/glentia', matches: ['/glentia', '/glentia/', '/events'], icon: Search, label: 'search' },
  { to: '/glenti/edit', matches: ['/glenti/'], icon: Plus, label: 'add', needsLogin: true },
  { to: '/maps', matches: ['/maps'], icon: MapIcon, label: 'map', needsLogin: true },
  { to: '/favorites', matches: ['/favorites'], icon: Bookmark, label: 'favorites' },
];

/** Whether `pathname` belongs to a navigation item. */
export function isCurrentPath(pathname: string, matches: readonly string[]): boolean {
  return matches.some((match) =>
    match.endsWith('/') && match !== '/' ? pathname.startsWith(match) : pathname === match,
  );
}
