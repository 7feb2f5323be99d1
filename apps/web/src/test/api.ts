/**
 * Stubbed API answers keyed by route contract entry (packages/core/src/contract): a test names the
 * entry, and the method and path pattern come from it, so a path changed in the contract can never
 * leave a test answering a dead address.
 */
import type { ResponseOf, RouteContract } from '@glentia/core';
import { vi } from 'vitest';

/** The names of the `:name` parameters in a path literal. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a request to `R`, as sent (decoded strings). */
export type ParamsIn<R extends RouteContract> = Record<ParamNames<R['path']>, string>;

/** A request the app sent, as an answer or an assertion sees it. */
export interface SentRequest<R extends RouteContract = RouteContract> {
  url: URL;
  method: string;
  params: ParamsIn<R>;
  /** The body: parsed JSON, the FormData of an upload, or null without one. */
  body: unknown;
  init: RequestInit | undefined;
}

/** What an answer gives: the success body (nothing for a 204), or a whole `Response`. */
type Reply<R extends RouteContract> = ResponseOf<R> | Response;
type Answer<R extends RouteContract> = (request: SentRequest<R>) => Reply<R> | Promise<Reply<R>>;

/** Narrows an answer to requests with these path parameters and query values. */
export interface Where<R extends RouteContract> {
  params?: Partial<ParamsIn<R>>;
  query?: Record<string, string>;
}

/** One stubbed answer, ready for `fakeApi`, `stubApi` or `serveApi`. */
export interface Stub {
  /** How specific the match is: fewer path parameters first, then narrowed before not. */
  rank: number;
  respond(url: URL, init: RequestInit | undefined): Promise<Response> | undefined;
}

/** Reads the path parameters of `url` if it is a request to `route`, else undefined. */
function paramsOf(route: RouteContract, method: string, url: URL): Record<string, string> | undefined {
  if (method !== route.method) return undefined;
  const names: string[] = [];
  const pattern = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const found = new RegExp(`^${pattern}$`).exec(url.pathname);
  if (!found) return undefined;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]));
}

function bodyOf(init: RequestInit | undefined): unknown {
  if (init?.body instanceof FormData) return init.body;
  return init?.body ? JSON.parse(String(init.body)) : null;
}

function sentTo<R extends RouteContract>(
  route: R,
  input: unknown,
  init: RequestInit | undefined,
): SentRequest<R> | undefined {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  const params = paramsOf(route, method, url);
  if (!params) return undefined;
  return { url, method, params: params as ParamsIn<R>, body: bodyOf(init), init };
}

/** Whether `request` has the path parameters and query values `where` names. */
function fits<R extends RouteContract>(request: SentRequest<R>, where: Where<R>): boolean {
  const params: Record<string, string> = request.params;
  return (
    Object.entries(where.params ?? {}).every(([name, value]) => params[name] === value) &&
    Object.entries(where.query ?? {}).every(([name, value]) => request.url.searchParams.get(name) === value)
  );
}

function toResponse(reply: unknown): Response {
  if (reply instanceof Response) return reply;
  return new Response(reply === undefined ? null : JSON.stringify(reply), {
    status: reply === undefined ? 204 : 200,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Answers requests to `route` (optionally only those `where` says) with `answer`'s body: JSON with
 * 200, or 204 when it gives nothing; a `Response` is sent as it is.
 */
export function answer<R extends RouteContract>(route: R, answer: NoInfer<Answer<R>>): Stub;
export function answer<R extends RouteContract>(
  route: R,
  where: NoInfer<Where<R>>,
  answer: NoInfer<Answer<R>>,
): Stub;
export function answer<R extends RouteContract>(
  route: R,
  whereOrAnswer: Where<R> | Answer<R>,
  maybeAnswer?: Answer<R>,
): Stub {
  const where = typeof whereOrAnswer === 'function' ? {} : whereOrAnswer;
  const reply = typeof whereOrAnswer === 'function' ? whereOrAnswer : maybeAnswer;
  if (!reply) throw new Error(`no answer for ${route.method} ${route.path}`);
  const narrowed = where.params !== undefined || where.query !== undefined;
  return {
    rank: (route.path.split(':').length - 1) * 2 + (narrowed ? 0 : 1),
    respond(url, init) {
      const request = sentTo(route, url, init);
      if (!request || !fits(request, where)) return undefined;
      return Promise.resolve(reply(request)).then(toResponse);
    },
  };
}

/** A `fetch` stand-in answering from `stubs` (the most specific match wins); anything else is `otherwise`. */
export function fakeApi(stubs: Stub[], otherwise: (key: string) => Response | never = unexpected) {
  const ranked = [...stubs].sort((a, b) => a.rank - b.rank);
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    for (const stub of ranked) {
      const response = stub.respond(url, init);
      if (response) return response;
    }
    return otherwise(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
  };
}

function unexpected(key: string): never {
  throw new Error(`unexpected request ${key}`);
}

/** Puts `fakeApi(stubs)` in place of `fetch` for this test, failing it on any other request; returns the mock. */
export function stubApi(...stubs: Stub[]) {
  const fetch = vi.fn(fakeApi(stubs));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The requests to `route` (optionally only those `where` says) among the calls a `fetch` mock received, in order. */
export function requestsTo<R extends RouteContract>(
  fetch: { mock: { calls: ReadonlyArray<ReadonlyArray<unknown>> } },
  route: R,
  where: NoInfer<Where<R>> = {},
): SentRequest<R>[] {
  return fetch.mock.calls.flatMap(([input, init]) => {
    const request = sentTo(route, input, init as RequestInit | undefined);
    return request && fits(request, where) ? [request] : [];
  });
}

/**
 * A record of what the app sent: `keep(key, body)` is an answer giving `body` that notes the
 * request's body (parsed JSON, or the FormData of an upload) under `key` in `sent`.
 */
export function requestLog() {
  const sent: Array<{ key: string; body: unknown }> = [];
  const keep =
    <T>(key: string, body: T) =>
    (request: { body: unknown }) => {
      sent.push({ key, body: request.body });
      return body;
    };
  return { sent, keep };
}

/**
 * An answer held back until the test lets it go, for what happens while a call is under way: an
 * answer awaits `hold()`, `arrived` says the request has come, and `release()` lets it answer.
 */
export function heldAnswer() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = {
    arrived: false,
    release,
    async hold() {
      held.arrived = true;
      await released;
    },
  };
  return held;
}
