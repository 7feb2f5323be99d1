/**
 * Which routes need a token, read from the routes themselves, so the OpenAPI document cannot
 * forget one: a `guard(level)` hook carries its level, and a scope that checks every route itself
 * (the writes scope in app.ts) sets `config.access` on its routes.
 */
import type { AccessLevel } from './auth.ts';

const LEVEL = Symbol('glentia.accessLevel');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The access level a scope checks for this route before anything else is read. */
    access?: AccessLevel;
  }
}

/** Tags an `onRequest` hook as the check for `level`. */
export function markAccess<T extends object>(hook: T, level: AccessLevel): T {
  return Object.assign(hook, { [LEVEL]: level });
}

interface RouteLike {
  config?: { access?: AccessLevel } | unknown;
  onRequest?: unknown;
  preHandler?: unknown;
}

/** The level a route needs, or null for a route anyone may call (a token there is optional). */
export function accessLevelOf(route: RouteLike): AccessLevel | null {
  const configured = (route.config as { access?: AccessLevel } | undefined)?.access;
  if (configured) return configured;
  const hooks = [route.onRequest, route.preHandler].flat().filter(Boolean) as object[];
  for (const hook of hooks) {
    const level = (hook as { [LEVEL]?: AccessLevel })[LEVEL];
    if (level) return level;
  }
  return null;
}
