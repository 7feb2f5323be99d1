/**
 * An oversized upload is refused without being read to the end: by its Content-Length before any
 * of the body is read, and, for a chunked body, as soon as the file passes the limit, after which
 * the server reads no more of it. Real HTTP requests, so the bytes on the wire are what is counted.
 */
import net from 'node:net';
import { IMAGE_UPLOAD_LIMITS } from '@glentia/core';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../helper.ts';
import { useRouteSuite } from '../support/route-suite.ts';

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 7);
const BOUNDARY = 'glentia-size-test';

const preamble = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\n` +
    'Content-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0',
  'latin1',
);

interface Outcome {
  status: number;
  body: { code?: string; messages?: { el: string; en: string } };
  /** Bytes of the body written when the answer arrived. */
  writtenAtAnswer: number;
  /** Bytes written in all, until the server stopped taking them or `giveUpAfter`. */
  writtenInAll: number;
}

/**
 * Sends a multipart body of `giveUpAfter` bytes at most on a bare socket, 64 KB at a time as the
 * socket takes them, and keeps sending after the answer until the server closes the connection
 * (or the bytes run out). The answer is read as it arrives, whatever is still being sent.
 */
function sendLargeUpload(
  url: string,
  headers: Record<string, string>,
  options: { declaredLength: number | null; giveUpAfter: number },
): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const chunked = options.declaredLength === null;
    const head = [
      `POST ${target.pathname} HTTP/1.1`,
      `Host: ${target.host}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${options.declaredLength}`,
      '',
      '',
    ].join('\r\n');
    const socket = net.connect(Number(target.port), target.hostname);
    let written = 0;
    let writtenAtAnswer = -1;
    let received = Buffer.alloc(0);
    let done = false;
    const settle = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const text = received.toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      const bodyStart = text.indexOf('\r\n\r\n');
      if (!status || bodyStart < 0) {
        reject(new Error(`no answer after ${written} bytes: ${JSON.stringify(text.slice(0, 200))}`));
        return;
      }
      const rawBody = text.slice(bodyStart + 4);
      const json = rawBody.slice(rawBody.indexOf('{'), rawBody.lastIndexOf('}') + 1);
      resolve({ status: Number(status[1]), body: JSON.parse(json), writtenAtAnswer, writtenInAll: written });
    };
    socket.on('data', (part: Buffer) => {
      if (writtenAtAnswer < 0) writtenAtAnswer = written;
      received = Buffer.concat([received, part]);
    });
    // The server closing the connection shows as an error (a reset) or an end: no more is read.
    socket.on('error', settle);
    socket.on('close', settle);
    const frame = (data: Buffer) =>
      chunked
        ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
        : data;
    const pump = () => {
      while (!done && written < options.giveUpAfter) {
        const data = written === 0 ? Buffer.concat([preamble, CHUNK]) : CHUNK;
        written += data.length;
        if (!socket.write(frame(data))) {
          socket.once('drain', pump);
          return;
        }
      }
      // Every byte sent and the server still reading: that is the failure this file is about.
      settle();
    };
    socket.once('connect', () => {
      socket.write(head);
      pump();
    });
  });
}

describe.each(testDatabases())('oversized uploads (%s)', (kind) => {
  const suite = useRouteSuite(kind, { maria: 'user' });
  const limit = IMAGE_UPLOAD_LIMITS.maxBytes;
  const url = () => `${suite.server.baseUrl}/api/v1/users/glenti`;

  it('refuses a 200 MB upload by its Content-Length, before reading the body', async () => {
    const outcome = await sendLargeUpload(url(), suite.maria.headers, {
      declaredLength: 200_000_000,
      giveUpAfter: 3 * limit,
    });
    expect(outcome.status).toBe(400);
    expect(outcome.body.code).toBe('IMAGE_TOO_LARGE');
    expect(outcome.body.messages?.el).toMatch(/πολύ μεγάλη/);
    // The answer came long before the limit's worth of bytes could have been read...
    expect(outcome.writtenAtAnswer).toBeLessThan(limit / 2);
    // ...and the server took no more than what the sockets' buffers hold.
    expect(outcome.writtenInAll).toBeLessThan(limit / 2);
  });

  it('stops reading a chunked upload at the limit', async () => {
    const outcome = await sendLargeUpload(url(), suite.maria.headers, {
      declaredLength: null,
      giveUpAfter: 4 * limit,
    });
    expect(outcome.status).toBe(400);
    expect(outcome.body.code).toBe('IMAGE_TOO_LARGE');
    expect(outcome.writtenAtAnswer).toBeLessThan(limit + 8 * MB);
    expect(outcome.writtenInAll).toBeLessThan(limit + 8 * MB);
  });

  it('still takes a form whose Content-Length is within the limit', async () => {
    const response = await suite.server.request('/api/v1/users/glenti', {
      method: 'POST',
      headers: { ...suite.maria.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: Buffer.concat([preamble, Buffer.alloc(1024, 7), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    });
    // Read to the end and judged on its content: not a picture, so not a size refusal.
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).not.toBe('IMAGE_TOO_LARGE');
  });
});
