/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291). The
 * `web-push` library encrypts and signs; the request itself goes out through the outbound policy
 * (lib/outbound), with a time limit, only to https push services at public addresses. An
 * endpoint is checked when it is registered and again before every push, because the name's
 * addresses can change in between.
 */
import { type TWebPushSubscription, ZWebPushSubscription } from '@glentia/core';
import webpush from 'web-push';
import {
  OutboundError,
  type OutboundFailure,
  type OutboundPolicy,
  outboundRequest,
  outboundTarget,
  type TargetOptions,
} from '../../lib/outbound/outbound-request.ts';
import type { PushMessage, PushOutcome, PushSender } from './push.types.ts';
import type { VapidKeys } from './vapid.ts';

/** A day: a glenti notice older than that is not worth waking a phone for. */
const TTL_SECONDS = 24 * 60 * 60;

/** A push service answers with a few bytes; anything much larger is not one. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface WebPushOptions {
  /**
   * Tests only (`config.webPushAllowInsecure`, which no environment variable sets): plain http
   * endpoints and loopback addresses on any port, for the tests' local push services.
   */
  allowInsecureEndpoints?: boolean;
  /** The outbound policy's code-level side (a test's resolver); production passes nothing. */
  policy?: OutboundPolicy;
  timeoutMs?: number;
}

/** The subscription in a registration token, if it has the form a browser's has. */
export function parseSubscription(token: string): TWebPushSubscription | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(token);
  } catch {
    return null;
  }
  const result = ZWebPushSubscription.safeParse(parsed);
  return result.success ? result.data : null;
}

function endpointPolicy(options: WebPushOptions): TargetOptions {
  return options.allowInsecureEndpoints
    ? { ...options.policy, schemes: ['https:', 'http:'], testLoopbackPorts: 'any' }
    : { ...options.policy, schemes: ['https:'] };
}

/**
 * Why Glentia would not push to this endpoint: `scheme` or `address` when the outbound policy
 * refuses it (not https, a local name, or a name or address inside a private network), null
 * when it may. A name that does not resolve right now is not refused here: it is checked again
 * before each push.
 */
export async function refusedEndpoint(
  endpoint: string,
  options: WebPushOptions & { signal?: AbortSignal } = {},
): Promise<Extract<OutboundFailure, 'scheme' | 'address'> | null> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'scheme';
  }
  try {
    await outboundTarget(url, {
      ...endpointPolicy(options),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return null;
  } catch (error) {
    if (error instanceof OutboundError && (error.reason === 'scheme' || error.reason === 'address')) {
      return error.reason;
    }
    return null;
  }
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
      const subscription = parseSubscription(token);
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
        const response = await outboundRequest(details.endpoint, {
          ...endpointPolicy(options),
          method: 'POST',
          keepAlive: true,
          headers: Object.fromEntries(
            Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
          ),
          body: details.body ? new Uint8Array(details.body) : null,
          timeoutMs: options.timeoutMs ?? 10_000,
          maxBytes: MAX_ANSWER_BYTES,
        });
        if (response.status === 404 || response.status === 410) return 'gone';
        return response.status >= 200 && response.status < 300 ? 'sent' : 'failed';
      } catch (error) {
        // An endpoint the policy refuses now (its name moved to a private address) is never
        // connected to, and is dropped like one the push service says is gone.
        if (error instanceof OutboundError && (error.reason === 'address' || error.reason === 'scheme')) {
          return 'gone';
        }
        return 'failed';
      }
    },
  };
}
