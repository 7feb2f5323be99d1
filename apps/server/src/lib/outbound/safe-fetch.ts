/**
 * Fetching a URL someone gave us (an event page, a poster, an Instagram picture) without letting
 * it reach inside our network. Every hop goes through the outbound policy (outbound-request.ts):
 * http(s) only, resolved here, every address public, connected to exactly the address checked;
 * at most 5 redirects, each checked the same way; at most 5 MB and 10 seconds in all.
 */
import { BadRequestError, type Messages } from '../errors.ts';
import {
  OUTBOUND_DEFAULTS,
  OutboundError,
  type OutboundFailure,
  type OutboundPolicy,
  openPinned,
  outboundTarget,
  readBounded,
} from './outbound-request.ts';

export type { Resolver } from './outbound-request.ts';

export interface SafeFetchOptions extends OutboundPolicy {
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  accept?: string;
  userAgent?: string;
}

/** Plugin options of routes that fetch from outside: tests point them at a local server; production passes nothing. */
export interface OutboundRouteOptions {
  fetchOptions?: SafeFetchOptions;
}

export interface SafeResponse {
  /** The address finally answered, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

export const SAFE_FETCH_DEFAULTS = { ...OUTBOUND_DEFAULTS, maxRedirects: 5 } as const;

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

const errorFor: Record<OutboundFailure, () => BadRequestError> = {
  scheme: fetchErrors.scheme,
  address: fetchErrors.address,
  unreachable: fetchErrors.unreachable,
  timeout: fetchErrors.timeout,
  'too-large': fetchErrors.tooLarge,
};

/** GETs `input` with every hop checked; answers only a 2xx with its body. */
export async function safeFetch(input: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const controller = new AbortController();
  const { signal } = controller;
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs);
  const headers = {
    accept: options.accept ?? '*/*',
    'accept-encoding': 'identity',
    'user-agent': options.userAgent ?? 'Glentia/1.0 (+event import)',
  };
  try {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw fetchErrors.scheme();
    }
    for (let hop = 0; ; hop++) {
      const targets = await outboundTarget(url, { ...options, signal });
      const response = await openPinned(url, targets, { headers, signal });
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
      const body = await readBounded(response, maxBytes, signal);
      return {
        url: url.toString(),
        status,
        contentType: String(response.headers['content-type'] ?? ''),
        body,
      };
    }
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    if (error instanceof OutboundError) throw errorFor[error.reason]();
    if (signal.aborted) throw fetchErrors.timeout();
    throw fetchErrors.unreachable();
  } finally {
    clearTimeout(timer);
  }
}
