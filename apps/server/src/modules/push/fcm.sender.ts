/**
 * Native pushes through Firebase Cloud Messaging's HTTP v1 API, for the iOS and Android apps. A
 * service account signs a JWT (RS256) that its token endpoint exchanges for an OAuth access token
 * (kept until shortly before it expires); each push is one `messages:send` call. Both calls go
 * through the outbound policy like every other request the server makes: the token URI comes
 * from a downloaded file, and neither it nor `FCM_API_URL` may aim the server at its own network.
 */
import { importPKCS8, SignJWT } from 'jose';
import {
  jsonBody,
  type OutboundPolicy,
  type OutboundResponse,
  outboundRequest,
} from '../../lib/outbound/outbound-request.ts';
import type { PushMessage, PushOutcome, PushSender } from './push.types.ts';

export interface FcmServiceAccount {
  client_email: string;
  private_key: string;
  token_uri?: string;
}

export interface FcmOptions {
  projectId: string;
  serviceAccount: FcmServiceAccount;
  /** `https://fcm.googleapis.com` unless a test points elsewhere. */
  apiUrl: string;
  /** The outbound policy's code-level side (tests: the stand-in's port); production passes nothing. */
  policy?: OutboundPolicy;
  timeoutMs?: number;
}

/** FCM answers are small JSON documents. */
const MAX_ANSWER_BYTES = 256 * 1024;

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const DEFAULT_TOKEN_URI = 'https://oauth2.googleapis.com/token';

/** Reads a service-account JSON document (as Google Cloud downloads it). */
export function parseServiceAccount(text: string): FcmServiceAccount {
  const value = JSON.parse(text) as Partial<FcmServiceAccount>;
  if (typeof value.client_email !== 'string' || typeof value.private_key !== 'string') {
    throw new Error('The FCM service account needs client_email and private_key');
  }
  return {
    client_email: value.client_email,
    private_key: value.private_key,
    ...(typeof value.token_uri === 'string' ? { token_uri: value.token_uri } : {}),
  };
}

/** FCM's "this registration token is no longer valid" answers. */
function isGoneError(status: number, body: unknown): boolean {
  if (status === 404) return true;
  const details = (body as { error?: { details?: { errorCode?: string }[]; status?: string } })?.error;
  const codes = (details?.details ?? []).map((detail) => detail.errorCode);
  return codes.includes('UNREGISTERED') || (status === 400 && codes.includes('INVALID_ARGUMENT'));
}

export function createFcmSender(options: FcmOptions): PushSender {
  const tokenUri = options.serviceAccount.token_uri ?? DEFAULT_TOKEN_URI;
  const post = (url: string, headers: Record<string, string>, body: string): Promise<OutboundResponse> =>
    outboundRequest(url, {
      ...options.policy,
      method: 'POST',
      keepAlive: true,
      headers,
      body,
      timeoutMs: options.timeoutMs ?? 10_000,
      maxBytes: MAX_ANSWER_BYTES,
    });
  let cached: { token: string; expiresAt: number } | null = null;
  let fetching: Promise<string> | null = null;

  /** One token request at a time, however many pushes go out in parallel. */
  function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now() + 60_000) return Promise.resolve(cached.token);
    fetching ??= fetchAccessToken().finally(() => {
      fetching = null;
    });
    return fetching;
  }

  async function fetchAccessToken(): Promise<string> {
    const key = await importPKCS8(options.serviceAccount.private_key, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(options.serviceAccount.client_email)
      .setSubject(options.serviceAccount.client_email)
      .setAudience(tokenUri)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key);
    const response = await post(
      tokenUri,
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }).toString(),
    );
    const body = (jsonBody(response) ?? {}) as { access_token?: string; expires_in?: number };
    const ok = response.status >= 200 && response.status < 300;
    if (!ok || !body.access_token) throw new Error(`FCM token endpoint answered ${response.status}`);
    cached = { token: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return cached.token;
  }

  return {
    async send(token: string, message: PushMessage): Promise<PushOutcome> {
      try {
        const response = await post(
          `${options.apiUrl}/v1/projects/${encodeURIComponent(options.projectId)}/messages:send`,
          { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
          JSON.stringify({
            message: {
              token,
              notification: {
                title: message.title,
                body: message.body ?? '',
                ...(message.image ? { image: message.image } : {}),
              },
              // FCM data values must be strings; the app opens `url` when the push is tapped.
              data: { id: message.id, url: message.url ?? '/notifications' },
              android: { priority: 'HIGH' },
              apns: { payload: { aps: { sound: 'default' } } },
            },
          }),
        );
        const body = jsonBody(response);
        if (response.status >= 200 && response.status < 300) return 'sent';
        if (response.status === 401) cached = null;
        return isGoneError(response.status, body) ? 'gone' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}
