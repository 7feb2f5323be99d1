import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OutboundError, outboundRequest, type Resolver } from './outbound-request.ts';

let server: Server;
let port: number;
const received: Array<{ method: string; path: string; body: string }> = [];
let connections = 0;

function readAll(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readAll(request);
    received.push({ method: request.method ?? '', path: request.url ?? '', body });
    if (request.url === '/redirect') return response.writeHead(302, { location: '/elsewhere' }).end();
    if (request.url === '/slow-body') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"a":');
      return;
    }
    response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ echo: body }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  server.on('connection', () => connections++);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'answered';
  } catch (error) {
    expect(error).toBeInstanceOf(OutboundError);
    return (error as OutboundError).reason;
  }
}

describe('outbound requests', () => {
  it('refuses a configured service on loopback unless a test allows exactly its port', async () => {
    const before = received.length;
    expect(await reasonOf(outboundRequest(`http://127.0.0.1:${port}/api`))).toBe('address');
    expect(
      await reasonOf(outboundRequest(`http://127.0.0.1:${port}/api`, { testLoopbackPorts: [port + 1] })),
    ).toBe('address');
    expect(received.length).toBe(before);

    const response = await outboundRequest(`http://127.0.0.1:${port}/api`, {
      testLoopbackPorts: [port],
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'γεια',
    });
    expect(response.status).toBe(201);
    expect(JSON.parse(response.body.toString())).toEqual({ echo: 'γεια' });
    expect(received.at(-1)).toEqual({ method: 'POST', path: '/api', body: 'γεια' });
  });

  it('resolves once and connects to the address it checked', async () => {
    const resolve = vi.fn<Resolver>(async () => [{ address: '127.0.0.1', family: 4 }]);
    const response = await outboundRequest(`http://service.glentia.test:${port}/named`, {
      resolve,
      testLoopbackPorts: [port],
    });
    expect(response.status).toBe(201);
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(resolve).toHaveBeenCalledWith('service.glentia.test');
  });

  it('tries every checked address, so a service is reached over IPv4 when IPv6 is not', async () => {
    const resolve: Resolver = async () => [
      { address: '2001:4860:4860::8888', family: 6 },
      { address: '127.0.0.1', family: 4 },
    ];
    const response = await outboundRequest(`http://dual.glentia.test:${port}/dual`, {
      resolve,
      testLoopbackPorts: [port],
      timeoutMs: 5_000,
    });
    expect(response.status).toBe(201);
    expect(received.at(-1)?.path).toBe('/dual');
  });

  it('refuses a name that resolves inside, and reports one that does not resolve', async () => {
    const inside: Resolver = async () => [{ address: '169.254.169.254', family: 4 }];
    expect(await reasonOf(outboundRequest('https://fcm.glentia.test/v1', { resolve: inside }))).toBe(
      'address',
    );
    const nowhere: Resolver = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await reasonOf(outboundRequest('https://fcm.glentia.test/v1', { resolve: nowhere }))).toBe(
      'unreachable',
    );
  });

  it('keeps to the schemes a caller allows', async () => {
    expect(
      await reasonOf(
        outboundRequest(`http://127.0.0.1:${port}/api`, { testLoopbackPorts: [port], schemes: ['https:'] }),
      ),
    ).toBe('scheme');
    expect(await reasonOf(outboundRequest('file:///etc/passwd'))).toBe('scheme');
  });

  it('reuses a connection when asked to (push services), and checks the address every time', async () => {
    const resolve = vi.fn<Resolver>(async () => [{ address: '127.0.0.1', family: 4 }]);
    const options = { resolve, testLoopbackPorts: [port], keepAlive: true, method: 'POST', body: 'x' };
    const before = connections;
    for (let i = 0; i < 3; i++) {
      expect((await outboundRequest(`http://push.glentia.test:${port}/send`, options)).status).toBe(201);
    }
    expect(connections - before).toBe(1);
    expect(resolve).toHaveBeenCalledTimes(3);
    // The name moved inside: refused before the pooled connection is used.
    resolve.mockResolvedValue([{ address: '10.0.0.1', family: 4 }]);
    const sent = received.length;
    expect(await reasonOf(outboundRequest(`http://push.glentia.test:${port}/send`, options))).toBe('address');
    expect(received.length).toBe(sent);
  });

  it('does not follow redirects', async () => {
    const response = await outboundRequest(`http://127.0.0.1:${port}/redirect`, {
      testLoopbackPorts: [port],
    });
    expect(response.status).toBe(302);
    expect(received.at(-1)?.path).toBe('/redirect');
  });

  it('answers a time-out, not a shorter body, when the body is still arriving at the limit', async () => {
    expect(
      await reasonOf(
        outboundRequest(`http://127.0.0.1:${port}/slow-body`, { testLoopbackPorts: [port], timeoutMs: 200 }),
      ),
    ).toBe('timeout');
  });
});
