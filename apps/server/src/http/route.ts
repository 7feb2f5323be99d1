/**
 * Registers a handler for a route of the contract (`@glentia/core` `contract`): method, path,
 * schemas, OpenAPI text and who may call all come from the contract entry, so none of them is
 * written twice. The access check runs first among the route's `onRequest` hooks, before the body
 * is read; any hooks given here (rate limits, device checks) run after it.
 *
 *   route(app, contract.favorites.toggle, { onRequest: limitWrites('favorite') }, async (request) =>
 *     toggleSavedEvent(db, { userId: checkedCaller(request).id }, request.params.id));
 */
import type { BodyOf, ParamsOf, QueryOf, ReplyOf, RouteContract } from '@glentia/core';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { accessHook } from './auth.ts';

/** A request as a contract route's handler sees it: params, query and body already parsed. */
export type ContractRequest<R extends RouteContract> = FastifyRequest<{
  Params: ParamsOf<R>;
  Querystring: QueryOf<R>;
  Body: BodyOf<R>;
}>;

export type ContractHandler<R extends RouteContract> = (
  request: ContractRequest<R>,
  reply: FastifyReply,
) => Promise<ReplyOf<R> | FastifyReply> | ReplyOf<R> | FastifyReply;

/** What a registration may add to its contract entry: server-side hooks and transport settings. */
export type RouteOptions = Pick<RouteShorthandOptions, 'compress' | 'bodyLimit' | 'preHandler'> & {
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  /** Route settings other plugins read: a rate limit of its own, `anonymous` counting. */
  config?: Omit<FastifyContextConfig, 'contract'>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry the route was registered from. */
    contract?: RouteContract;
  }
}

export function route<R extends RouteContract>(
  app: FastifyInstance,
  contract: R,
  handler: ContractHandler<R>,
): void;
export function route<R extends RouteContract>(
  app: FastifyInstance,
  contract: R,
  options: RouteOptions,
  handler: ContractHandler<R>,
): void;
export function route<R extends RouteContract>(
  app: FastifyInstance,
  contract: R,
  optionsOrHandler: RouteOptions | ContractHandler<R>,
  maybeHandler?: ContractHandler<R>,
): void {
  const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler;
  const own = [options.onRequest ?? []].flat();
  const onRequest = contract.access === 'public' ? own : [accessHook(contract.access), ...own];
  app.route({
    ...options,
    method: contract.method,
    url: contract.path,
    ...(onRequest.length > 0 ? { onRequest } : {}),
    config: { ...options.config, contract },
    schema: {
      tags: [...contract.tags],
      summary: contract.summary,
      ...(contract.description ? { description: contract.description } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.consumes ? { consumes: [...contract.consumes] } : {}),
      ...(contract.produces ? { produces: [...contract.produces] } : {}),
      response: contract.responses,
    },
    // Typed by the contract above; Fastify's own generics cannot follow a generic contract.
    handler: handler as unknown as RouteHandlerMethod,
  });
}

/** For answers from the public cache: stored compressed once, so Fastify's compression stays out. */
export const CACHED: RouteOptions = { compress: false };
