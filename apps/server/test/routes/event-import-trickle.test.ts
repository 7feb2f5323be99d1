/**
 * An import from a page that never finishes: the server answers at once, then sends its body a
 * byte at a time, past the import's time limit. The import must say the page took too long, not
 * read whatever had arrived as the whole page.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, makeCaller, startContributeServer, type TestCaller } from '../contribute.ts';
import { type TestServer, testDatabases } from '../helper.ts';

/** Short, so the test does not wait the real ten seconds. */
const TIME_LIMIT_MS = 400;

describe.each(testDatabases())('import from a page that trickles (%s)', (kind) => {
  let pages: Server;
  let pagePort: number;
  const sockets = new Set<Socket>();
  let server: TestServer;
  let admin: TestCaller;

  beforeAll(async () => {
    pages = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
      socket.once('data', (request) => {
        const chunked = request.toString().startsWith('GET /chunked');
        // Without a length or chunks the body ends when the connection closes, so the cut at
        // the time limit looked like the end of a (short) page.
        socket.write(
          `HTTP/1.1 200 OK\r\ncontent-type: text/html; charset=utf-8\r\n${
            chunked ? 'transfer-encoding: chunked' : 'connection: close'
          }\r\n\r\n`,
        );
        const drip = setInterval(() => {
          if (socket.destroyed) return clearInterval(drip);
          socket.write(chunked ? '1\r\n \r\n' : ' ');
        }, 25);
      });
    });
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    pagePort = (pages.address() as { port: number }).port;
    server = await startContributeServer(kind, {
      fetchOptions: { testLoopbackPorts: [pagePort], timeoutMs: TIME_LIMIT_MS },
    });
    admin = await makeCaller(server, 'admin');
  });
  afterAll(async () => {
    await server?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => pages?.close(resolve));
  });

  it.each(['/close-delimited', '/chunked'])('ends with URL_TIMEOUT for %s', async (path) => {
    const started = Date.now();
    const response = await server.request('/api/admin/glentia/fromUrl', {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `http://127.0.0.1:${pagePort}${path}` }),
    });
    expect(response.status).toBe(400);
    const body = await errorBody(response);
    expect(body.code).toBe('URL_TIMEOUT');
    expect(body.messages.el).toBeTruthy();
    expect(Date.now() - started).toBeLessThan(TIME_LIMIT_MS + 5_000);
  });
});
