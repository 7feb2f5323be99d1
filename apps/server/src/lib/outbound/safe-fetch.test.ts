import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BadRequestError } from '../../lib/errors.ts';
import { type Resolver, safeFetch } from './safe-fetch.ts';

/** A local server standing in for the internet; each path behaves differently. */
let server: Server;
let port: number;
let internal: Server;
let internalPort: number;
const internalHits = vi.fn();
/** Answers a page whose body never ends: a byte every 20 ms, with no declared length. */
let trickler: TcpServer;
let tricklePort: number;

function listen(target: Server): Promise<number> {
  return new Promise((resolve) =>
    target.listen(0, '127.0.0.1', () => resolve((target.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/page')
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Γλέντι</h1>');
    if (path === '/to-internal') {
      return response.writeHead(302, { location: `http://127.0.0.1:${internalPort}/secret` }).end();
    }
    if (path === '/to-metadata')
      return response.writeHead(301, { location: 'http://169.254.169.254/latest/' }).end();
    if (path === '/to-ftp') return response.writeHead(302, { location: 'ftp://example.com/x' }).end();
    if (path.startsWith('/hop/')) {
      const left = Number(path.slice(5));
      if (left === 0) return response.writeHead(200).end('arrived');
      return response.writeHead(302, { location: `/hop/${left - 1}` }).end();
    }
    if (path === '/large-declared') {
      response.writeHead(200, { 'content-length': String(6 * 1024 * 1024) });
      return response.end(Buffer.alloc(6 * 1024 * 1024));
    }
    if (path === '/large-chunked') {
      response.writeHead(200);
      const piece = Buffer.alloc(256 * 1024, 1);
      let sent = 0;
      const push = () => {
        if (sent++ >= 24 || response.destroyed) return response.end();
        response.write(piece, push);
      };
      return push();
    }
    if (path === '/slow') {
      setTimeout(() => !response.destroyed && response.writeHead(200).end('late'), 2_000);
      return;
    }
    if (path === '/trickle-chunked') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html><head>');
      const drip = setInterval(() => (response.destroyed ? clearInterval(drip) : response.write(' ')), 20);
      return;
    }
    if (path === '/missing') return response.writeHead(404).end();
    return response.writeHead(200).end('ok');
  });
  port = await listen(server);
  internal = createServer((_request, response) => {
    internalHits();
    response.end('internal secret');
  });
  internalPort = await listen(internal);
  // Without chunked encoding or a length, the body ends when the connection closes: cutting the
  // connection at the time limit must not pass for the end of the page.
  trickler = createTcpServer((socket) => {
    socket.on('error', () => {});
    socket.once('data', () => {
      socket.write('HTTP/1.1 200 OK\r\ncontent-type: text/html\r\nconnection: close\r\n\r\n<html><head>');
      const drip = setInterval(() => (socket.destroyed ? clearInterval(drip) : socket.write(' ')), 20);
    });
  });
  tricklePort = await listen(trickler as unknown as Server);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => internal.close(resolve));
  await new Promise((resolve) => trickler.close(resolve));
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'fetched';
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestError);
    return (error as BadRequestError).code;
  }
}

const testPage = () => ({ testLoopbackPorts: [port] });

describe('safe fetch', () => {
  it.each([
    ['loopback', () => `http://127.0.0.1:${port}/page`],
    ['a private address', () => 'http://10.0.0.1/'],
    ['the cloud metadata service', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', () => `http://[::1]:${port}/page`],
    ['IPv4 loopback written as IPv6', () => `http://[::ffff:127.0.0.1]:${port}/page`],
    ['carrier-grade NAT', () => 'http://100.64.1.1/'],
    ['unique-local IPv6', () => 'http://[fd12:3456::1]/'],
    ['multicast', () => 'http://224.0.0.251/'],
  ])('refuses %s', async (_label, url) => {
    expect(await codeOf(safeFetch(url()))).toBe('URL_ADDRESS_NOT_ALLOWED');
  });

  it.each(['ftp://example.com/poster.jpg', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url'])(
    'refuses %s',
    async (url) => {
      expect(await codeOf(safeFetch(url))).toBe('URL_SCHEME_NOT_ALLOWED');
    },
  );

  it('refuses a name that resolves to loopback, before connecting', async () => {
    const resolve: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    expect(await codeOf(safeFetch(`http://innocent.example:${internalPort}/`, { resolve }))).toBe(
      'URL_ADDRESS_NOT_ALLOWED',
    );
    expect(internalHits).not.toHaveBeenCalled();
  });

  it('refuses a name with any private address among its answers', async () => {
    const resolve: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ];
    expect(await codeOf(safeFetch('http://mixed.example/', { resolve }))).toBe('URL_ADDRESS_NOT_ALLOWED');
  });

  it('connects to exactly the address it checked (no second DNS answer)', async () => {
    const resolve = vi.fn<Resolver>(async () => [{ address: '127.0.0.1', family: 4 }]);
    const response = await safeFetch(`http://page.glentia.test:${port}/page`, { resolve, ...testPage() });
    expect(response.body.toString()).toBe('<h1>Γλέντι</h1>');
    expect(response.contentType).toBe('text/html');
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('checks every redirect: to loopback, to the metadata service, to another scheme', async () => {
    expect(await codeOf(safeFetch(`http://127.0.0.1:${port}/to-internal`, testPage()))).toBe(
      'URL_ADDRESS_NOT_ALLOWED',
    );
    expect(internalHits).not.toHaveBeenCalled();
    expect(await codeOf(safeFetch(`http://127.0.0.1:${port}/to-metadata`, testPage()))).toBe(
      'URL_ADDRESS_NOT_ALLOWED',
    );
    expect(await codeOf(safeFetch(`http://127.0.0.1:${port}/to-ftp`, testPage()))).toBe(
      'URL_SCHEME_NOT_ALLOWED',
    );
  });

  it('follows at most 5 redirects', async () => {
    const five = await safeFetch(`http://127.0.0.1:${port}/hop/5`, testPage());
    expect(five.body.toString()).toBe('arrived');
    expect(five.url).toBe(`http://127.0.0.1:${port}/hop/0`);
    expect(await codeOf(safeFetch(`http://127.0.0.1:${port}/hop/6`, testPage()))).toBe(
      'URL_TOO_MANY_REDIRECTS',
    );
  });

  it('stops at 5 MB, declared or not', async () => {
    expect(await codeOf(safeFetch(`http://127.0.0.1:${port}/large-declared`, testPage()))).toBe(
      'URL_TOO_LARGE',
    );
    expect(await codeOf(safeFetch(`http://127.0.0.1:${port}/large-chunked`, testPage()))).toBe(
      'URL_TOO_LARGE',
    );
  });

  it('gives up on a page that is too slow', async () => {
    const started = Date.now();
    expect(await codeOf(safeFetch(`http://127.0.0.1:${port}/slow`, { ...testPage(), timeoutMs: 300 }))).toBe(
      'URL_TIMEOUT',
    );
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it.each([
    ['without a declared length', () => `http://127.0.0.1:${tricklePort}/`, () => [tricklePort]],
    ['in chunks', () => `http://127.0.0.1:${port}/trickle-chunked`, () => [port]],
  ])(
    'gives up on a body that trickles in %s, and never answers what arrived so far',
    async (_label, url, ports) => {
      const started = Date.now();
      expect(await codeOf(safeFetch(url(), { testLoopbackPorts: ports(), timeoutMs: 300 }))).toBe(
        'URL_TIMEOUT',
      );
      expect(Date.now() - started).toBeLessThan(1_500);
    },
  );

  it('refuses local names and odd spellings of loopback before resolving them', async () => {
    const resolve = vi.fn<Resolver>(async () => [{ address: '93.184.216.34', family: 4 }]);
    for (const url of [
      `http://localhost./`,
      `http://LOCALHOST:${port}/page`,
      'http://metadata/computeMetadata/v1/',
      'http://metadata.google.internal/',
      'http://0x7f.1/',
      'http://2130706433/',
      'http://017700000001/',
      'http://[::]/',
      'http://[::ffff:7f00:1]/',
      'http://[64:ff9b::7f00:1]/',
      'http://[2002:7f00:1::]/',
    ]) {
      expect(await codeOf(safeFetch(url, { resolve })), url).toBe('URL_ADDRESS_NOT_ALLOWED');
    }
    expect(resolve).not.toHaveBeenCalled();
  });

  it('reports error answers and unknown names', async () => {
    expect(await codeOf(safeFetch(`http://127.0.0.1:${port}/missing`, testPage()))).toBe('URL_HTTP_ERROR');
    const resolve: Resolver = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await codeOf(safeFetch('http://no-such-host.example/', { resolve }))).toBe('URL_UNREACHABLE');
  });
});
