/**
 * Every request the server makes of its own goes through here: the host name is resolved once,
 * every address it resolves to must pass the address policy, and the connection goes to exactly
 * the address checked (so a second DNS answer cannot swap in 127.0.0.1). Redirects are never
 * followed here (safe-fetch.ts follows them hop by hop, each checked again). One time limit covers
 * resolving, connecting and the whole body: a body still arriving when it runs out is a time-out,
 * never a shorter body.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress, isRefusedHostName, normalisedHost } from './address-policy.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has. Tests inject their own to map names without DNS. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
};

/**
 * The code-level side of the policy. Production passes nothing: the system resolver and no
 * exceptions. Nothing here can be set from configuration.
 */
export interface OutboundPolicy {
  resolve?: Resolver;
  /**
   * Tests only: loopback is allowed on exactly these ports (the test's own stand-in servers), or
   * on every port with `'any'`. Every other loopback port, and every private address, stays refused.
   */
  testLoopbackPorts?: readonly number[] | 'any';
}

/** Why a request was not made or did not finish. */
export type OutboundFailure = 'scheme' | 'address' | 'unreachable' | 'timeout' | 'too-large';

export class OutboundError extends Error {
  override readonly name = 'OutboundError';
  constructor(
    readonly reason: OutboundFailure,
    message = `outbound request refused or failed: ${reason}`,
  ) {
    super(message);
  }
}

/** The policy allows these schemes unless a caller narrows them (web push: https only). */
const DEFAULT_SCHEMES = ['http:', 'https:'] as const;

export interface TargetOptions extends OutboundPolicy {
  schemes?: readonly string[];
  signal?: AbortSignal;
}

function defaultPort(url: URL): number {
  return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
}

function allowsLoopback(policy: OutboundPolicy, port: number): boolean {
  const ports = policy.testLoopbackPorts;
  return ports === 'any' || (ports?.includes(port) ?? false);
}

function aborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (!signal) return;
    const fail = () => reject(new OutboundError('timeout'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

/**
 * Checks a URL's form and finds the addresses to connect to: every address the name has, each
 * one checked. Throws an `OutboundError`: `scheme`, `address` (refused by the policy) or
 * `unreachable` (the name does not resolve).
 */
export async function outboundTarget(url: URL, options: TargetOptions = {}): Promise<ResolvedAddress[]> {
  if (!(options.schemes ?? DEFAULT_SCHEMES).includes(url.protocol)) throw new OutboundError('scheme');
  if (url.username || url.password) throw new OutboundError('address');
  const host = normalisedHost(url.hostname);
  const literal = isIP(host);
  const policy = { allowLoopback: allowsLoopback(options, defaultPort(url)) };
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    if (isRefusedHostName(host)) throw new OutboundError('address');
    try {
      addresses = await Promise.race([(options.resolve ?? systemResolver)(host), aborted(options.signal)]);
    } catch (error) {
      if (error instanceof OutboundError) throw error;
      throw new OutboundError('unreachable');
    }
  }
  if (addresses.length === 0) throw new OutboundError('unreachable');
  // Every answer must pass: a name with one public and one private address is refused.
  if (addresses.some((entry) => !isPublicAddress(entry.address, policy))) throw new OutboundError('address');
  return addresses;
}

/**
 * A lookup that answers only the addresses already checked, whatever is asked. All of them, so
 * that a host without IPv6 routes still reaches a service over IPv4 (Node tries each in turn).
 */
function pinnedLookup(targets: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (error: null, addresses: ResolvedAddress[]) => void)(null, targets);
    } else {
      callback(null, targets[0]!.address, targets[0]!.family);
    }
  };
}

/**
 * Kept-alive connections for callers that send many requests in a row to the same service (web
 * push, FCM): a new TLS handshake per push costs several times the CPU. A pooled connection was
 * opened to an address checked at the time, and every request is still checked before it is
 * sent, so a name that has moved inside is refused before any connection is reused or opened.
 */
const keptAlive: Record<string, http.Agent> = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 16 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 16 }),
};

export interface OpenOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string | null;
  signal: AbortSignal;
  /** Reuse pooled connections (see `keptAlive`); off for addresses users give us. */
  keepAlive?: boolean;
}

/** Sends one request to the checked address and answers its response head. */
export function openPinned(
  url: URL,
  targets: ResolvedAddress[],
  options: OpenOptions,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: options.method ?? 'GET',
        lookup: pinnedLookup(targets),
        agent: options.keepAlive ? keptAlive[url.protocol]! : false,
        signal: options.signal,
        headers: options.headers ?? {},
      },
      resolve,
    );
    request.on('error', reject);
    request.end(options.body ?? undefined);
  });
}

/**
 * Reads a whole body, at most `maxBytes`. A body that stops because our own time limit cut the
 * connection is a time-out: a response without a declared length ends when the connection
 * closes, so it would otherwise look complete with whatever had trickled in.
 */
export async function readBounded(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new OutboundError('too-large');
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      response.destroy();
      throw new OutboundError('too-large');
    }
    chunks.push(chunk as Buffer);
  }
  if (signal.aborted) throw new OutboundError('timeout');
  if (!response.complete) throw new OutboundError('unreachable');
  return Buffer.concat(chunks);
}

export interface OutboundRequestOptions extends TargetOptions {
  keepAlive?: boolean;
  method?: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string | null;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export const OUTBOUND_DEFAULTS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024 } as const;

/** One checked, pinned request (no redirects followed); answers any status with its body. */
export async function outboundRequest(
  input: string | URL,
  options: OutboundRequestOptions = {},
): Promise<OutboundResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? OUTBOUND_DEFAULTS.timeoutMs);
  const signal = options.signal ? AbortSignal.any([controller.signal, options.signal]) : controller.signal;
  try {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new OutboundError('scheme');
    }
    const targets = await outboundTarget(url, { ...options, signal });
    const response = await openPinned(url, targets, { ...options, signal });
    const body = await readBounded(response, options.maxBytes ?? OUTBOUND_DEFAULTS.maxBytes, signal);
    return { status: response.statusCode ?? 0, headers: response.headers, body };
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    if (signal.aborted) throw new OutboundError('timeout');
    throw new OutboundError('unreachable', `outbound request failed: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}

/** The body as JSON, or null when it is not JSON. */
export function jsonBody(response: OutboundResponse): unknown {
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    return null;
  }
}
