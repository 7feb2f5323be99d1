import { describe, expect, it } from 'vitest';
import { isAppRoute, matchAppRoute } from './app-routes.ts';

describe('app routes', () => {
  it.each([
    '/',
    '/home',
    '/home/',
    '/HOME',
    '/glentia',
    '/glentia/search',
    '/glenti/edit',
    '/glenti/edit/7f000000-0000-4000-8000-000000000000',
    '/settings/appearance',
    '/privacy.html',
  ])('knows %s', (pathname) => {
    expect(isAppRoute(pathname)).toBe(true);
  });

  it.each([
    '/some/unknown/page',
    '/glentia/a/b',
    '/settings/unknown',
    '/not-found',
    '/wp-login.php',
    '/%E0%A4%A',
  ])('does not know %s', (pathname) => {
    expect(isAppRoute(pathname)).toBe(false);
  });

  it('prefers a static route to a parameter and reads parameters', () => {
    expect(matchAppRoute('/glentia/search')).toEqual({ pattern: '/glentia/search', params: {} });
    expect(matchAppRoute('/glentia/7f000000-0000-4000-8000-000000000000')).toEqual({
      pattern: '/glentia/:id',
      params: { id: '7f000000-0000-4000-8000-000000000000' },
    });
  });
});
