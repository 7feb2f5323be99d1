/**
 * Fetching a URL someone gave us (an event page, a poster, an Instagram picture) without letting
 * it reach inside our network. Every hop is checked: http(s) only; the host name is resolved here,
 * every address it resolves to must be public, and the connection goes to exactly the address
 * checked (so a second DNS answer cannot swap in 127.0.0.1); at most 5 redirects, each checked the
 * same way; at most 5 MB and 10 seconds in all.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { BadRequestError, type Messages } from '../../lib/errors.ts';
import { isPublicAddress } from './address-policy.ts';

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

export interface SafeFetchOptions {
  /**
   * Tests only: loopback is allowed for exactly this port (the test's own page server), so a
   * local page can be imported while loopback on any other port stays refused. Only the
   * tests-only `TEST_IMPORT_LOOPBACK_PORT` sets it from configuration, and never in production.
   */
  testLoopbackPort?: number;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  accept?: string;
  resolve?: Resolver;
  userAgent?: string;
}

export interface SafeResponse {
  /** The address finally answered, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

export const SAFE_FETCH_DEFAULTS = { maxBytes: 5 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 5 } as const;

function refused(code: string, messages: Messages): BadRequestError {
  return new BadRequestError(messages, code);
}

export const fetchErrors = {
  scheme: () =>
    refused('URL_SCHEME_NOT_ALLOWED', {
      el: 'Μόνο διευθύνσεις http ή https μπορούν να εισαχθούν.',
      en: 'Only http or https addresses can be imported.',
    }),
  address: () =>
    refused('URL_ADDRESS_NOT_ALLOWED', {
      el: 'Η διεύθυνση δείχνει σε ιδιωτικό ή εσωτερικό δίκτυο και δεν επιτρέπεται.',
      en: 'The address points to a private or internal network and is not allowed.',
    }),
  redirects: () =>
    refused('URL_TOO_MANY_REDIRECTS', {
      el: 'Η σελίδα ανακατευθύνει πάρα πολλές φορές.',
      en: 'The page redirects too many times.',
    }),
  tooLarge: () =>
    refused('URL_TOO_LARGE', {
      el: 'Η σελίδα ή η εικόνα είναι πολύ μεγάλη για εισαγωγή.',
      en: 'The page or image is too large to import.',
    }),
  timeout: () =>
    refused('URL_TIMEOUT', {
      el: 'Η σελίδα άργησε πολύ να απαντήσει.',
      en: 'The page took too long to answer.',
    }),
  unreachable: () =>
    refused('URL_UNREACHABLE', {
      el: 'Η σελίδα δεν βρέθηκε ή δεν απαντά.',
      en: 'The page could not be found or does not answer.',
    }),
  status: (status: number) =>
    refused('URL_HTTP_ERROR', {
      el: `Η σελίδα απάντησε με σφάλμα (${status}).`,
      en: `The page answered with an error (${status}).`,
    }),
};

/** Checks a URL's form and finds the one public address to connect to. */
async function checkedTarget(url: URL, options: SafeFetchOptions): Promise<ResolvedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fetchErrors.scheme();
  if (url.username || url.password) throw fetchErrors.address();
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  const literal = isIP(host);
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch {
      throw fetchErrors.unreachable();
    }
  }
  if (addresses.length === 0) throw fetchErrors.unreachable();
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const policy = {
    allowLoopback: options.testLoopbackPort !== undefined && port === options.testLoopbackPort,
  };
  // Every answer must be public: a name with one public and one private address is refused.
  if (addresses.some((entry) => !isPublicAddress(entry.address, policy))) throw fetchErrors.address();
  return addresses[0]!;
}

/** A lookup that always answers the address already checked, whatever is asked. */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (error: null, addresses: ResolvedAddress[]) => void)(null, [target]);
    } else {
      callback(null, target.address, target.family);
    }
  };
}

function requestOnce(
  url: URL,
  target: ResolvedAddress,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        lookup: pinnedLookup(target),
        agent: false,
        signal,
        headers: {
          accept: options.accept ?? '*/*',
          'accept-encoding': 'identity',
          'user-agent': options.userAgent ?? 'Glentia/1.0 (+event import)',
        },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw fetchErrors.tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      response.destroy();
      throw fetchErrors.tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** GETs `input` with every hop checked; answers only a 2xx with its body. */
export async function safeFetch(input: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs);
  try {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw fetchErrors.scheme();
    }
    for (let hop = 0; ; hop++) {
      const target = await checkedTarget(url, options);
      if (controller.signal.aborted) throw fetchErrors.timeout();
      const response = await requestOnce(url, target, options, controller.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.destroy();
        if (hop >= maxRedirects) throw fetchErrors.redirects();
        url = new URL(location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw fetchErrors.status(status);
      }
      const body = await readBody(response, maxBytes);
      return {
        url: url.toString(),
        status,
        contentType: String(response.headers['content-type'] ?? ''),
        body,
      };
    }
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    if (controller.signal.aborted) throw fetchErrors.timeout();
    throw fetchErrors.unreachable();
  } finally {
    clearTimeout(timer);
  }
}
