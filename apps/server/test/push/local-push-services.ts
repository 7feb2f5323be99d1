/**
 * Stand-ins for the push services, on 127.0.0.1, speaking their documented wire formats: a Web Push
 * endpoint (RFC 8030, payloads encrypted per RFC 8291 that it decrypts with the subscription's own
 * keys), Firebase Cloud Messaging (OAuth 2 JWT-bearer token endpoint + HTTP v1 messages:send) and
 * Apple's push service (the HTTP/2 provider API).
 */
import {
  createDecipheriv,
  createECDH,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** A browser's side of a subscription: its key pair and auth secret. */
export interface BrowserKeys {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
}

export function createBrowserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, publicKey: ecdh.getPublicKey(), auth: randomBytes(16) };
}

export function subscriptionJson(endpoint: string, keys: BrowserKeys): string {
  return JSON.stringify({
    endpoint,
    expirationTime: null,
    keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.auth.toString('base64url') },
  });
}

/** Decrypts an aes128gcm Web Push body (RFC 8291 §3.4, RFC 8188 §2) with the browser's keys. */
export function decryptWebPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** A push service: `/gone/...` endpoints answer 410, `/flaky/...` 503, everything else 201. */
export async function startWebPushService() {
  const received: ReceivedRequest[] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const path = request.url ?? '/';
    received.push({ path, headers: request.headers, body });
    const status = path.startsWith('/gone/') ? 410 : path.startsWith('/flaky/') ? 503 : 201;
    response.writeHead(status).end();
  });
  const url = await listen(server);
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** FCM: an OAuth token endpoint and the HTTP v1 send call. Tokens starting `gone-` are unregistered. */
export async function startFcmService(projectId: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const accessToken = `ya29.test-${randomBytes(8).toString('hex')}`;
  const tokenRequests: URLSearchParams[] = [];
  const messages: Array<{ authorization: string | undefined; body: { message: Record<string, unknown> } }> =
    [];
  const server = createServer(async (request, response) => {
    const body = (await readBody(request)).toString('utf8');
    const reply = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (request.method === 'POST' && request.url === '/token') {
      const form = new URLSearchParams(body);
      tokenRequests.push(form);
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
        return reply(400, { error: 'unsupported_grant_type' });
      return reply(200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
    }
    if (request.method === 'POST' && request.url === `/v1/projects/${projectId}/messages:send`) {
      const parsed = JSON.parse(body) as { message: { token: string } };
      messages.push({ authorization: request.headers.authorization, body: parsed });
      if (request.headers.authorization !== `Bearer ${accessToken}`)
        return reply(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
      if (parsed.message.token.startsWith('gone-')) {
        return reply(404, {
          error: {
            code: 404,
            message: 'Requested entity was not found.',
            status: 'NOT_FOUND',
            details: [
              { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
            ],
          },
        });
      }
      return reply(200, { name: `projects/${projectId}/messages/${randomBytes(6).toString('hex')}` });
    }
    return reply(404, { error: { code: 404, status: 'NOT_FOUND' } });
  });
  const url = await listen(server);
  const serviceAccount = {
    type: 'service_account',
    project_id: projectId,
    client_email: `glentia-push@${projectId}.iam.gserviceaccount.com`,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: `${url}/token`,
  };
  return {
    url,
    publicKey,
    accessToken,
    serviceAccount,
    tokenRequests,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * APNs' provider API over HTTP/2 (cleartext here; TLS at Apple): `POST /3/device/<token>` with a
 * provider token, answered 200 with an `apns-id`, or 400/403/410 with `{"reason": …}` as Apple
 * documents. Tokens starting `dead` are unregistered (410), `bad` are malformed (400
 * BadDeviceToken), `busy` hit a passing failure (503 ServiceUnavailable).
 */
export async function startApnsService() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const received: Array<{ path: string; headers: http2.IncomingHttpHeaders; body: string }> = [];
  const server = http2.createServer();
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const path = String(headers[':path']);
      received.push({ path, headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = (status: number, reason?: string) => {
        const id = randomUUID().toUpperCase();
        stream.respond({ ':status': status, 'apns-id': id, 'content-type': 'application/json' });
        stream.end(
          reason ? JSON.stringify({ reason, ...(status === 410 ? { timestamp: Date.now() } : {}) }) : '',
        );
      };
      const token = path.match(/^\/3\/device\/([0-9a-zA-Z]+)$/)?.[1];
      if (headers[':method'] !== 'POST' || !token) return answer(404, 'BadPath');
      if (!String(headers.authorization ?? '').startsWith('bearer '))
        return answer(403, 'MissingProviderToken');
      if (!headers['apns-topic']) return answer(400, 'MissingTopic');
      if (token.startsWith('dead')) return answer(410, 'Unregistered');
      if (token.startsWith('bad')) return answer(400, 'BadDeviceToken');
      if (token.startsWith('busy')) return answer(503, 'ServiceUnavailable');
      return answer(200);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    publicKey,
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    received,
    // Apple's side ends the connections a provider keeps open.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
