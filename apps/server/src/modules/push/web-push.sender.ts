/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291). The
 * `web-push` library encrypts and signs; the request itself goes out through fetch, with a
 * time limit, only to https push services (plain http only when tests allow it).
 */
import { type TWebPushSubscription, ZWebPushSubscription } from '@glentia/core';
import webpush from 'web-push';
import type { PushMessage, PushOutcome, PushSender } from './push.types.ts';
import type { VapidKeys } from './vapid.ts';

/** A day: a glenti notice older than that is not worth waking a phone for. */
const TTL_SECONDS = 24 * 60 * 60;

export interface WebPushOptions {
  /** Tests only: allow http:// endpoints on the loopback interface. */
  allowInsecureEndpoints?: boolean;
  timeoutMs?: number;
}

/** The subscription in a registration token, if it is one a browser could have made. */
export function parseSubscription(token: string, options: WebPushOptions = {}): TWebPushSubscription | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(token);
  } catch {
    return null;
  }
  const result = ZWebPushSubscription.safeParse(parsed);
  if (!result.success) return null;
  return isAllowedEndpoint(result.data.endpoint, options) ? result.data : null;
}

function isAllowedEndpoint(endpoint: string, options: WebPushOptions): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return !isLocalHost(url.hostname);
  return options.allowInsecureEndpoints === true && url.protocol === 'http:' && isLocalHost(url.hostname);
}

/** Loopback and private addresses are never push services: refusing them keeps the server from being aimed inward. */
function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  const v4 = host.match(/^(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (host.includes(':')) return host.startsWith('fc') || host.startsWith('fd') || host.startsWith('fe80');
  if (!v4) return false;
  const [a, b] = [Number(v4[1]), Number(v4[2])];
  return (
    a === 127 ||
    a === 10 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

/** What the service worker receives (see apps/web/src/sw.ts). */
export function webPushPayload(message: PushMessage): string {
  return JSON.stringify({
    id: message.id,
    title: message.title,
    body: message.body ?? '',
    url: message.url ?? '/notifications',
    image: message.image,
  });
}

export function createWebPushSender(keys: VapidKeys, options: WebPushOptions = {}): PushSender {
  return {
    async send(token: string, message: PushMessage): Promise<PushOutcome> {
      const subscription = parseSubscription(token, options);
      if (!subscription) return 'gone';
      const details = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: subscription.keys },
        webPushPayload(message),
        {
          vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
        },
      );
      try {
        const response = await fetch(details.endpoint, {
          method: 'POST',
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : null,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.status === 404 || response.status === 410) return 'gone';
        return response.ok ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}
