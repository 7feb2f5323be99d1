/**
 * Native pushes to the iOS app through Apple's provider API (APNs): HTTP/2 to
 * `api.push.apple.com` (or the sandbox), one `POST /3/device/<token>` per push, with token-based
 * authentication: a JWT signed ES256 with the team's APNs key (the .p8 file), naming the key id
 * and the team, reused for up to 50 minutes (Apple refuses one older than an hour and throttles
 * one renewed more often than every 20 minutes). One HTTP/2 connection carries every push, opened
 * on first use to the address the outbound policy checked, and opened again after it closes.
 */
import http2 from 'node:http2';
import { importPKCS8, SignJWT } from 'jose';
import { type OutboundPolicy, outboundTarget } from '../../lib/outbound/outbound-request.ts';
import type { PushMessage, PushOutcome, PushSender } from './push.types.ts';

export interface ApnsOptions {
  /** The APNs authentication key (.p8, PKCS #8 PEM). */
  key: string;
  /** The key's 10-character id (APNS_KEY_ID). */
  keyId: string;
  /** The Apple developer team (APNS_TEAM_ID). */
  teamId: string;
  /** The app's bundle id, the topic of every push (APNS_TOPIC). */
  topic: string;
  /** `https://api.push.apple.com`, the sandbox's address, or a test's local server. */
  origin: string;
  policy?: OutboundPolicy;
  timeoutMs?: number;
}

/** A provider token is good for an hour; renewed well before that. */
const TOKEN_LIFETIME_MS = 50 * 60 * 1000;

/** APNs' reasons that mean the device token will never work again: the registration is removed. */
const GONE_REASONS = new Set(['BadDeviceToken', 'Unregistered', 'DeviceTokenNotForTopic']);

/** Apple's limit for a notification's payload. */
const MAX_PAYLOAD_BYTES = 4096;

/** The `aps` payload: the alert, a sound, and our own keys the app reads when the push is tapped. */
export function apnsPayload(message: PushMessage): string {
  const payload = {
    aps: {
      alert: { title: message.title, ...(message.body ? { body: message.body } : {}) },
      sound: 'default',
      ...(message.image ? { 'mutable-content': 1 } : {}),
    },
    id: message.id,
    url: message.url ?? '/notifications',
    ...(message.image ? { image: message.image } : {}),
  };
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES) return text;
  // A very long text is cut rather than refused: the notification's page has the whole of it.
  const overflow = Buffer.byteLength(text) - MAX_PAYLOAD_BYTES;
  const body = message.body ?? '';
  return apnsPayload({ ...message, body: `${body.slice(0, Math.max(0, body.length - overflow - 1))}…` });
}

interface ApnsAnswer {
  status: number;
  reason: string | null;
}

export function createApnsSender(options: ApnsOptions): PushSender {
  let provider: { token: string; issuedAt: number } | null = null;
  let session: http2.ClientHttp2Session | null = null;
  let connecting: Promise<http2.ClientHttp2Session> | null = null;

  async function providerToken(): Promise<string> {
    if (provider && Date.now() - provider.issuedAt < TOKEN_LIFETIME_MS) return provider.token;
    const key = await importPKCS8(options.key, 'ES256');
    const issuedAt = Date.now();
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: options.keyId })
      .setIssuer(options.teamId)
      .setIssuedAt(Math.floor(issuedAt / 1000))
      .sign(key);
    provider = { token, issuedAt };
    return token;
  }

  async function connect(): Promise<http2.ClientHttp2Session> {
    const url = new URL(options.origin);
    const addresses = await outboundTarget(url, options.policy);
    const opened = http2.connect(url.origin, {
      // Connects to the address checked above, whatever a second look-up would say.
      lookup: (_hostname, lookupOptions, callback) => {
        if ((lookupOptions as { all?: boolean }).all) {
          (callback as unknown as (error: null, all: typeof addresses) => void)(null, addresses);
        } else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
    });
    await new Promise<void>((resolve, reject) => {
      opened.once('connect', () => resolve());
      opened.once('error', reject);
    });
    const forget = () => {
      if (session === opened) session = null;
    };
    opened.on('close', forget);
    opened.on('goaway', forget);
    opened.on('error', forget);
    // An idle connection does not keep the process alive.
    opened.unref();
    return opened;
  }

  async function connection(): Promise<http2.ClientHttp2Session> {
    if (session && !session.closed && !session.destroyed) return session;
    connecting ??= connect()
      .then((opened) => {
        session = opened;
        return opened;
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  }

  async function post(deviceToken: string, payload: string, message: PushMessage): Promise<ApnsAnswer> {
    const client = await connection();
    const token = await providerToken();
    return new Promise<ApnsAnswer>((resolve, reject) => {
      const stream = client.request({
        ':method': 'POST',
        ':path': `/3/device/${encodeURIComponent(deviceToken)}`,
        authorization: `bearer ${token}`,
        'apns-topic': options.topic,
        'apns-push-type': 'alert',
        'apns-priority': '10',
        // Our notification's id: a retried push is the same notification to the phone.
        'apns-collapse-id': message.id.slice(0, 64),
        'content-type': 'application/json',
      });
      stream.setTimeout(options.timeoutMs ?? 10_000, () => {
        stream.close(http2.constants.NGHTTP2_CANCEL);
        reject(new Error('APNs did not answer in time'));
      });
      let status = 0;
      const chunks: Buffer[] = [];
      stream.on('response', (headers) => {
        status = Number(headers[':status']);
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        let reason: string | null = null;
        if (chunks.length > 0) {
          try {
            reason =
              (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { reason?: string }).reason ?? null;
          } catch {
            reason = null;
          }
        }
        resolve({ status, reason });
      });
      stream.on('error', reject);
      stream.end(payload);
    });
  }

  return {
    async send(deviceToken: string, message: PushMessage): Promise<PushOutcome> {
      try {
        const answer = await post(deviceToken, apnsPayload(message), message);
        if (answer.status === 200) return 'sent';
        // An expired or refused provider token is made again for the retry.
        if (answer.status === 403) provider = null;
        if (answer.status === 410 || (answer.reason !== null && GONE_REASONS.has(answer.reason)))
          return 'gone';
        return 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}
