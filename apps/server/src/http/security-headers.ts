/**
 * The security headers of every answer (CSP, HSTS, nosniff, frame and referrer policies…), as
 * Helmet decides them, worked out once at start and set in one step per request. Helmet's Fastify
 * plugin builds its middleware again for each request, parsing the whole policy each time: under
 * load that was about 8 % of the server's time on a cached answer.
 *
 * Pages get them all. Data answers (what the API sends: JSON, and its 404s) get the ones that
 * still mean something for what is never shown as a page, with a policy that lets such an answer
 * run nothing and be framed nowhere, should a browser ever open it. The headers that only govern a
 * page (its opener, its agent cluster, DNS prefetching, old browsers' XSS filter and download
 * prompt) are left off: 7 headers instead of 16 made a cached event answer about 9 % faster.
 *
 * The app's files (scripts, stylesheets, icons) get only what applies to a file a page loads: no
 * sniffing of its type and the resource policy. A first visit asks for dozens of them, and the
 * page's headers (about 1.3 KB) on each weighed more than the scripts themselves.
 *
 * The pages people land on from a shared link (`isLandingPage`: the ones the server draws) go
 * without the opener policy. `same-origin` makes the browser open the page in a browsing context
 * group, and so a renderer process, of its own: on a phone that first has to start and set up its
 * text, and it held the page's first paint and its first turns (README, "The opener policy").
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers Helmet sets with `options`, by name. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}

/** What a data answer may do if a browser opens it: nothing, and in no frame. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers of pages that also apply to data answers: transport, sniffing, referrer, embedding. */
const KEPT_FOR_DATA = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-resource-policy',
];

/** The headers of pages that also apply to a file a page loads. */
const KEPT_FOR_FILES = ['x-content-type-options', 'cross-origin-resource-policy'];

/** Helmet's headers that a data answer keeps, with the data policy in place of the page's. */
function forData(helmet: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { 'content-security-policy': DATA_POLICY };
  for (const name of KEPT_FOR_DATA) if (helmet[name] !== undefined) headers[name] = helmet[name];
  return headers;
}

export interface SecurityHeadersOptions {
  helmet: HelmetOptions;
  /** Headers of our own, the same on every answer. */
  extra: Record<string, string>;
  /** Whether an answer is data (by the request's path and query), not a page. None is by default. */
  isData?: (url: string) => boolean;
  /** Whether an answer is one of the app's files (by the request's path). None is by default. */
  isFile?: (url: string) => boolean;
  /** Whether a page is one people land on, sent without the opener policy. None is by default. */
  isLandingPage?: (url: string) => boolean;
}

export default fp(async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const helmet = helmetHeaders(options.helmet);
  const pages = { ...helmet, ...options.extra };
  const { 'cross-origin-opener-policy': _opener, ...landingPages } = pages;
  const data = { ...forData(helmet), ...options.extra };
  const files: Record<string, string> = {};
  for (const name of KEPT_FOR_FILES) if (helmet[name] !== undefined) files[name] = helmet[name];
  const isData = options.isData ?? (() => false);
  const isFile = options.isFile ?? (() => false);
  const isLandingPage = options.isLandingPage ?? (() => false);
  app.addHook('onRequest', async (request, reply) => {
    if (isFile(request.url)) {
      reply.headers(files);
      return;
    }
    reply.headers(isData(request.url) ? data : isLandingPage(request.url) ? landingPages : pages);
    // The id each log line of this request carries, so a report can name the request.
    reply.header('x-request-id', request.id);
  });
});
