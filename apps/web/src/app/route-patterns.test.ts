/**
 * The server answers 404 for every path that is no screen of the app, using core's list of route
 * patterns. This keeps that list and the router the same: a screen added to one only fails here.
 */
import { APP_ROUTE_PATTERNS } from '@glentia/core';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from '../lib/router/index.ts';
import { routes } from './router.tsx';

/** Every full path the router declares; the catch-all `*` is the not-found screen, not a route. */
function declaredPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const own = route.index
      ? parent || '/'
      : route.path
        ? `${parent}/${route.path}`.replace(/\/+/g, '/')
        : parent;
    const here = route.index || route.path ? [own || '/'] : [];
    return [...here, ...declaredPaths(route.children ?? [], route.path ? own : parent)];
  });
}

describe('route patterns shared with the server', () => {
  it('lists exactly the paths of the router', () => {
    expect([...declaredPaths(routes)].sort()).toEqual([...APP_ROUTE_PATTERNS].sort());
  });
});
