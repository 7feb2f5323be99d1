/**
 * Routes of one area share who may call, their tags and often their error answers; a group says
 * those once, and each entry then states only what is its own: `'METHOD /path'`, its summary,
 * schemas and answers. A path with `:id` takes the id parameter (every such path does).
 *
 *   const venueAdmin = routeGroup({ access: 'admin', tags: ['admin: venues'], errors: adminErrors });
 *   list: venueAdmin('GET /api/admin/location', { summary: '…', responses: { 200: ZAdminLocationList } }),
 */
import type { Access, Method, RouteContract } from './define.ts';
import { ZIdParams } from './schemas.ts';

type Responses = RouteContract['responses'];

/** What an entry states; `access` only where it differs from its group's. */
type Entry = Omit<RouteContract, 'method' | 'path' | 'access' | 'tags' | 'params'> & { access?: Access };

type Grouped<
  Route extends string,
  A extends Access,
  E extends Responses,
  R extends Entry,
> = Route extends `${infer M extends Method} ${infer P}`
  ? Omit<R, 'access' | 'responses'> & {
      method: M;
      path: P;
      access: R extends { access: infer Own extends Access } ? Own : A;
      tags: readonly string[];
      responses: R['responses'] & E;
    } & (P extends `${string}:id${string}` ? { params: typeof ZIdParams } : unknown)
  : never;

export function routeGroup<const A extends Access, const E extends Responses = Record<never, never>>(group: {
  access: A;
  tags: readonly string[];
  /** Error answers every route of the group has. */
  errors?: E;
}) {
  return <const Route extends `${Method} /${string}`, const R extends Entry>(
    route: Route,
    entry: R,
  ): Grouped<Route, A, E, R> => {
    const [method, path] = route.split(' ') as [Method, string];
    const built: RouteContract = {
      method,
      path,
      access: group.access,
      tags: group.tags,
      ...(path.includes(':id') ? { params: ZIdParams } : {}),
      ...entry,
      responses: { ...group.errors, ...entry.responses },
    };
    // The literal types were worked out above; the object is built from the same parts.
    return built as unknown as Grouped<Route, A, E, R>;
  };
}
