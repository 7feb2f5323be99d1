/**
 * Reading a source through the outbound policy (lib/outbound): every hop resolved, checked and
 * pinned, at most 5 redirects, a time limit and a size limit. The request is conditional: the
 * source's last ETag and Last-Modified go out as If-None-Match and If-Modified-Since, and a
 * 304 answer means nothing changed.
 */
import {
  OutboundError,
  type OutboundPolicy,
  openPinned,
  outboundTarget,
  readBounded,
} from '../../lib/outbound/outbound-request.ts';

export interface SourceFetchOptions extends OutboundPolicy {
  timeoutMs?: number;
  maxBytes?: number;
}

export const SOURCE_FETCH_LIMITS = { timeoutMs: 15_000, maxBytes: 8 * 1024 * 1024, maxRedirects: 5 };

export type SourceFailure =
  | 'timeout'
  | 'unreachable'
  | 'address'
  | 'too-large'
  | 'scheme'
  | 'http'
  | 'unreadable';

/** Why a run failed, with the HTTP status when the source answered an error. */
export class SourceError extends Error {
  override readonly name = 'SourceError';
  constructor(
    readonly code: SourceFailure,
    readonly status: number | null = null,
  ) {
    super(status ? `source answered ${status}` : `source ${code}`);
  }
}

export type SourceAnswer =
  | { kind: 'not-modified' }
  | {
      kind: 'body';
      url: string;
      contentType: string;
      body: Buffer;
      etag: string | null;
      lastModified: string | null;
    };

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export async function fetchSource(
  input: string,
  validators: { etag: string | null; lastModified: string | null },
  options: SourceFetchOptions = {},
): Promise<SourceAnswer> {
  const controller = new AbortController();
  const { signal } = controller;
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? SOURCE_FETCH_LIMITS.timeoutMs);
  const headers: Record<string, string> = {
    accept:
      'text/calendar, application/ld+json, application/json, application/rss+xml, application/atom+xml, ' +
      'text/html;q=0.9, application/xml;q=0.8, */*;q=0.5',
    'accept-encoding': 'identity',
    'user-agent': 'Glentia/1.0 (+event sources)',
  };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  try {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new SourceError('scheme');
    }
    for (let hop = 0; ; hop++) {
      const targets = await outboundTarget(url, { ...options, signal });
      const response = await openPinned(url, targets, { headers, signal });
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && status !== 304 && location) {
        response.destroy();
        if (hop >= SOURCE_FETCH_LIMITS.maxRedirects) throw new SourceError('http', status);
        url = new URL(location, url);
        continue;
      }
      if (status === 304) {
        response.destroy();
        return { kind: 'not-modified' };
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new SourceError('http', status);
      }
      const body = await readBounded(response, options.maxBytes ?? SOURCE_FETCH_LIMITS.maxBytes, signal);
      return {
        kind: 'body',
        url: url.toString(),
        contentType: String(response.headers['content-type'] ?? ''),
        body,
        etag: header(response.headers.etag),
        lastModified: header(response.headers['last-modified']),
      };
    }
  } catch (error) {
    if (error instanceof SourceError) throw error;
    if (error instanceof OutboundError) {
      throw new SourceError(error.reason === 'too-large' ? 'too-large' : error.reason);
    }
    if (signal.aborted) throw new SourceError('timeout');
    throw new SourceError('unreachable');
  } finally {
    clearTimeout(timer);
  }
}

/** The body as text, in the charset the answer declares (UTF-8 otherwise). */
export function decodeBody(body: Buffer, contentType: string): string {
  const declared = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
