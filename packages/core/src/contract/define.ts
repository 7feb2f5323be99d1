/**
 * The shape of one API route: everything both sides need to agree on (method, path, schemas of
 * what is sent and answered, who may call), in one value. The server registers its handler from
 * it (apps/server/src/http/route.ts), the OpenAPI document is generated from it, and the web app
 * derives its typed call from it (apps/web/src/lib/api-client.ts `call`).
 */
import type { z } from 'zod';

/**
 * Who may call, checked before the body is read:
 * - `public`: anyone; a token is optional (a visitor's own things go by device id);
 * - `account`: any signed-in account, also a Google/Apple sign-up still choosing a username;
 * - `user`: a finished account; `partner`, `artist` and `admin`: a finished account with that role.
 */
export type Access = 'public' | 'account' | 'user' | 'partner' | 'artist' | 'admin';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContract {
  method: Method;
  /** Fastify-style path: `/api/public/glentia/:id`. */
  path: string;
  access: Access;
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body; a multipart form instead says so in `consumes` and has no body schema. */
  body?: z.ZodType;
  consumes?: readonly string[];
  /** A multipart form's parts, for the OpenAPI document and generated clients. */
  form?: MultipartForm;
  produces?: readonly string[];
  /** The answer per status; the first 2xx one is what a call returns. */
  responses: { readonly [status: number]: z.ZodType };
}

/** The parts of a multipart form: its text fields (each sent as text) and its one file. */
export interface MultipartForm {
  /** The text fields as they are sent (the server reads them with this schema or one like it). */
  fields?: z.ZodType;
  file: { name: string; required: boolean; description: string };
}

/** Declares one route; the literal types of its schemas are kept for both sides. */
export function defineRoute<const R extends RouteContract>(route: R): R {
  return route;
}

type SchemaAt<R, K extends string> = R extends { [key in K]: infer S extends z.ZodType } ? S : never;
/** The schema of the success answer with a body: 200, 201 or 202. */
type Success<R extends RouteContract> = R['responses'] extends { 200: infer S extends z.ZodType }
  ? S
  : R['responses'] extends { 201: infer S extends z.ZodType }
    ? S
    : R['responses'] extends { 202: infer S extends z.ZodType }
      ? S
      : never;

/** The path parameters, query and body as the server reads them (after parsing). */
export type ParamsOf<R extends RouteContract> = z.output<SchemaAt<R, 'params'>>;
export type QueryOf<R extends RouteContract> = z.output<SchemaAt<R, 'query'>>;
export type BodyOf<R extends RouteContract> = [SchemaAt<R, 'body'>] extends [never]
  ? unknown
  : z.output<SchemaAt<R, 'body'>>;

/**
 * What a handler may return for the success answer (before the response schema parses it); an
 * answer without a body (204) is sent through the reply.
 */
export type ReplyOf<R extends RouteContract> = z.input<Success<R>>;
/** What a call receives on success: nothing for an answer without a body (204). */
export type ResponseOf<R extends RouteContract> = [Success<R>] extends [never]
  ? undefined
  : z.output<Success<R>>;

/** A multipart form (the browser's `FormData`); core has no DOM types of its own. */
export interface MultipartBody {
  append(...args: never[]): void;
}

type Part<K extends string, S> = [S] extends [never]
  ? { [key in K]?: never }
  : Record<string, never> extends S
    ? { [key in K]?: S }
    : { [key in K]: S };
/** What a caller sends: path parameters, query and body, each where the route has one. */
export type InputOf<R extends RouteContract> = Part<'params', z.input<SchemaAt<R, 'params'>>> &
  Part<'query', z.input<SchemaAt<R, 'query'>>> &
  (R extends { consumes: readonly string[] }
    ? { body: MultipartBody }
    : Part<'body', z.input<SchemaAt<R, 'body'>>>);

/** The path with its `:name` parameters filled in, each encoded. */
export function pathOf(route: Pick<RouteContract, 'path'>, params: object = {}): string {
  const values = params as Record<string, unknown>;
  return route.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(values[name])));
}
