/**
 * Request-rate limits. Login, sign-up and password reset use @fastify/rate-limit's route option
 * (`config.rateLimit`); everyday writes use `limitWrites(action)`, which counts the same request
 * per device, per address and per account at once (config/write-limits.ts). Both count in the one
 * counter store (lib/counter-store.ts): Redis when configured, shared by every process, with this
 * process's own counters while Redis is down.
 */
import { isIPv6 } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import { can } from '@glentia/core';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { LimitRule, LimitSubject, WriteAction } from '../config/write-limits.ts';
import type { CounterStore } from './counter-store.ts';
import { RateLimitedError } from './errors.ts';

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** @fastify/rate-limit's store interface over the counter store, one key space per route. */
function routeStoreOf(counters: CounterStore) {
  return class RouteStore {
    private readonly prefix: string;
    constructor(options: object) {
      const route = (options as RouteInfo).routeInfo;
      this.prefix = route?.url ? `route:${String(route.method)}${route.url}:` : 'route:';
    }
    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      counters.increment(this.prefix + key, timeWindow).then(
        (result) => callback(null, { current: result.count, ttl: result.resetMs }),
        (error: Error) => callback(error),
      );
    }
    child(options: object): RouteStore {
      return new RouteStore(options);
    }
  };
}

/** Lets routes declare `config: { rateLimit: {...} }` (the auth routes), answering 429 RATE_LIMITED. */
export async function registerRateLimit(app: FastifyInstance, counters: CounterStore): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: routeStoreOf(counters),
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

/**
 * The part of an address that one client controls: the whole IPv4 address, or the /64 network of
 * an IPv6 address (one home or phone gets a /64, so single addresses would be free to invent).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

const SUBJECT_ORDER: LimitSubject[] = ['address', 'account', 'device'];

function subjectOf(request: FastifyRequest, by: LimitSubject): string | null {
  if (by === 'device') return request.device?.id ?? null;
  if (by === 'account') return request.caller?.id ?? null;
  return addressKey(request.ip);
}

/**
 * An `onRequest` hook that counts this request against the rules of `action` (each subject the
 * request has: no device header, no device count) and answers 429 RATE_LIMITED with `Retry-After`
 * at the first one that is over. Runs before the body is read. For routes behind an account check,
 * register it after that check so the account is known.
 */
export function limitWrites(
  action: WriteAction,
  options: { skip?: (request: FastifyRequest) => boolean } = {},
): onRequestHookHandler {
  return async function writeLimit(request) {
    if (options.skip?.(request)) return;
    const { counters, config } = request.server.ctx;
    // The address first: a flood of invented device ids stops there without a counter per id.
    const rules: LimitRule[] = [...config.writeLimits.rules[action]].sort(
      (a, b) => SUBJECT_ORDER.indexOf(a.by) - SUBJECT_ORDER.indexOf(b.by),
    );
    for (const rule of rules) {
      const subject = subjectOf(request, rule.by);
      if (subject === null) continue;
      const { count, resetMs } = await counters.increment(`${action}:${rule.by}:${subject}`, rule.windowMs);
      if (count > rule.max) throw new RateLimitedError(Math.max(1, Math.ceil(resetMs / 1000)));
    }
  };
}

/**
 * With TRUST_PROXY unset behind a proxy, every visitor has the proxy's address and they all share
 * one per-address allowance. Says so once per process when forwarded requests arrive.
 */
export function warnOfUntrustedProxy(app: FastifyInstance, trustProxy: unknown): void {
  if (trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      'requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is false: all visitors share the proxy’s address and its rate limits; set TRUST_PROXY to the number of proxies or their addresses',
    );
  });
}

/**
 * Whether the caller writes without limits (core's `writeLimits` policy: admins curate in bulk).
 * Only a caller the route's access check has read from the database counts, never the bare claims
 * of a token.
 */
export function bypassesWriteLimits(request: FastifyRequest): boolean {
  return request.accessChecked && can(request.caller, 'bypass', 'writeLimits');
}

/**
 * Submissions (events and weekly series) per account, device and address; admins are not limited.
 * Runs after the route's access check, so the caller is known.
 */
export const limitSubmissions = {
  onRequest: limitWrites('eventSubmission', { skip: bypassesWriteLimits }),
};
