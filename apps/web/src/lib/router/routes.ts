/**
 * The route table's shape and how an address finds its route: segments matched as written
 * (`glentia`), as a parameter (`:id`, or `:id?` when it may be left out) or as the rest of the
 * address (`*`), the most specific route winning whatever the table's order.
 */
import type { ComponentType, ReactNode } from 'react';

export type Params = Record<string, string | undefined>;

export interface LoaderFunctionArgs {
  request: Request;
  params: Params;
}

/**
 * Runs before its screen shows: a `redirect(...)` it returns (or throws) sends the visitor there
 * instead; anything else lets the screen show.
 */
export type LoaderFunction = (args: LoaderFunctionArgs) => unknown;

/** What a route's `lazy` loads: its screen, and whatever else it sets when loaded. */
export type LazyRoute = Pick<RouteObject, 'Component' | 'element' | 'ErrorBoundary'>;

export interface RouteObject {
  id?: string;
  /** Relative to the parent route's; none for a frame that only wraps its children. */
  path?: string;
  /** The parent's own address. */
  index?: boolean;
  Component?: ComponentType | null;
  element?: ReactNode;
  /** Shown in place of this route (and its children) when they fail to load or draw. */
  ErrorBoundary?: ComponentType | null;
  /** Shown while the first screen's code loads, in a page the server did not draw. */
  HydrateFallback?: ComponentType | null;
  /** Anything the screens want to know about the route (`useMatches`). */
  handle?: unknown;
  loader?: LoaderFunction;
  lazy?: () => Promise<LazyRoute>;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  /** The part of the address this route matched. */
  pathname: string;
}

/** A full path of the table: the routes from the top to the one it ends at. */
interface Branch {
  routes: RouteObject[];
  segments: string[];
  score: number;
  order: number;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Each way of writing `segments` with their optional ones (`:id?`) given or left out. */
function withoutOptional(segments: string[]): string[][] {
  const [first, ...rest] = segments;
  if (first === undefined) return [[]];
  const tails = withoutOptional(rest);
  if (!first.endsWith('?')) return tails.map((tail) => [first, ...tail]);
  return [...tails.map((tail) => [first.slice(0, -1), ...tail]), ...tails];
}

/** How specific a segment is: written out beats a parameter, which beats the rest of the address. */
function segmentScore(segment: string): number {
  if (segment === '*') return -2;
  return segment.startsWith(':') ? 3 : 10;
}

function branchesOf(routes: RouteObject[], parents: RouteObject[] = [], parentSegments: string[] = []) {
  const branches: Omit<Branch, 'order'>[] = [];
  for (const route of routes) {
    const chain = [...parents, route];
    const segments = [...parentSegments, ...segmentsOf(route.path ?? '')];
    if (route.children?.length) branches.push(...branchesOf(route.children, chain, segments));
    if (route.index || route.path !== undefined || !route.children?.length) {
      for (const written of withoutOptional(segments)) {
        const score = written.reduce((sum, segment) => sum + segmentScore(segment), route.index ? 2 : 0);
        branches.push({ routes: chain, segments: written, score });
      }
    }
  }
  return branches;
}

/** The branches of a table, most specific first, in the table's order where equally specific. */
const rankedBranches = new WeakMap<RouteObject[], Branch[]>();
function branchesRanked(routes: RouteObject[]): Branch[] {
  let branches = rankedBranches.get(routes);
  if (!branches) {
    branches = branchesOf(routes)
      .map((branch, order) => ({ ...branch, order }))
      .sort((a, b) => b.score - a.score || a.order - b.order);
    rankedBranches.set(routes, branches);
  }
  return branches;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The parameters `segments` take from `parts`, or null when they do not match. */
function matchSegments(segments: string[], parts: string[]): Params | null {
  const params: Params = {};
  for (const [position, segment] of segments.entries()) {
    if (segment === '*') {
      params['*'] = parts.slice(position).map(decode).join('/');
      return params;
    }
    const part = parts[position];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(part);
    else if (segment.toLowerCase() !== decode(part).toLowerCase()) return null;
  }
  return segments.length === parts.length ? params : null;
}

/** The routes `pathname` opens, from the outermost frame to its screen, or null when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const parts = segmentsOf(pathname);
  for (const branch of branchesRanked(routes)) {
    const params = matchSegments(branch.segments, parts);
    if (!params) continue;
    let depth = 0;
    return branch.routes.map((route, position) => {
      const last = position === branch.routes.length - 1;
      depth = last ? parts.length : Math.min(depth + segmentsOf(route.path ?? '').length, parts.length);
      return { route, params, pathname: `/${parts.slice(0, depth).join('/')}` };
    });
  }
  return null;
}

/** A loader's answer that sends the visitor to `to` instead (a 302 with its `Location`). */
export function redirect(to: string): Response {
  return new Response(null, { status: 302, headers: { Location: to } });
}

export function redirectTarget(result: unknown): string | null {
  if (!(result instanceof Response) || result.status < 300 || result.status > 399) return null;
  return result.headers.get('Location');
}
