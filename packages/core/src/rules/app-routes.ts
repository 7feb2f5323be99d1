/**
 * The web app's screens (SPEC §2 route list), as route patterns. The web router declares the same
 * paths (a test there fails when the two differ), and the server answers every other path with
 * status 404, so search engines and link checkers see that it does not exist, while the app still
 * shows its not-found screen.
 */

/** Every path of the app's router, `:name` for one path segment. */
export const APP_ROUTE_PATTERNS = [
  '/',
  '/home',
  '/glentia',
  '/glentia/search',
  '/glentia/:id',
  '/g/:id',
  '/glenti/edit',
  '/glenti/edit/:id',
  '/series/:id/edit',
  '/favorites',
  '/location/:id',
  '/artist/:id',
  '/admin/ads',
  '/admin/sources',
  '/admin/locations',
  '/admin/location/:id',
  '/admin/artists',
  '/admin/artist/:id',
  '/admin/claims',
  '/events',
  '/unpublished',
  '/instagram',
  '/users',
  '/notifications',
  '/settings',
  '/settings/profile',
  '/settings/security',
  '/settings/appearance',
  '/settings/notifications',
  '/help',
  '/loading',
  '/privacy',
  '/privacy.html',
  '/terms',
  '/disclaimer',
  '/cookies',
  '/contact',
  '/uploaded',
  '/maps',
  '/partner',
  '/artist',
  '/login',
  '/register',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/register-social',
  '/not-found',
] as const;

export type AppRoutePattern = (typeof APP_ROUTE_PATTERNS)[number];

/** The app's own not-found screen: a real route, but what it says is "not found". */
export const NOT_FOUND_ROUTE: AppRoutePattern = '/not-found';

export interface AppRouteMatch {
  pattern: AppRoutePattern;
  params: Record<string, string>;
}

/** Segments of a path, without empty ones (so `/home/` is `/home`), decoded. */
function segmentsOf(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * The app route a path opens (the path alone, without `?query`), matched like the web router:
 * case-insensitive, a trailing slash ignored; static patterns win over `:param` ones. Null for a
 * path that is no screen of the app.
 */
export function matchAppRoute(pathname: string): AppRouteMatch | null {
  const segments = segmentsOf(pathname);
  if (!segments) return null;
  let best: AppRouteMatch | null = null;
  for (const pattern of APP_ROUTE_PATTERNS) {
    const parts = pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index]!;
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return true;
      }
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (!matches) continue;
    if (Object.keys(params).length === 0) return { pattern, params };
    best ??= { pattern, params };
  }
  return best;
}

/** Whether a path is a screen of the app that exists (the not-found screen is not one). */
export function isAppRoute(pathname: string): boolean {
  const match = matchAppRoute(pathname);
  return !!match && match.pattern !== NOT_FOUND_ROUTE;
}
