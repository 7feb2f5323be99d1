/**
 * An oversized upload is refused without being read to the end: by its Content-Length before any
 * of the body is read, and, for a chunked body, as soon as the file passes the limit, after which
 * the server reads no more of it. Forms within the limits, with or without a Content-Length, are
 * read whole as before. Real HTTP on bare sockets, so the bytes on the wire are what is counted.
 */
import net from 'node:net';
import { IMAGE_UPLOAD_LIMITS, type TCreateEventResult } from '@glentia/core';
import { describe, expect, it } from 'vitest';
import { eventForm, inDays, submitEvent } from '../contribute.ts';
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
  /** The answer, when it could be read before the connection ended. */
  status: number | null;
  body: { code?: string; createdId?: string; messages?: { el: string; en: string } };
  /** Bytes of the body written when the answer arrived. */
  writtenAtAnswer: number;
  /** Bytes written in all, until the server stopped taking them or the body ran out. */
  writtenInAll: number;
  /** Whether the server ended the connection while the body was still being sent. */
  cutOff: boolean;
}

interface Upload {
  contentType: string;
  /** The Content-Length sent; null sends the body chunked. */
  declaredLength: number | null;
  /** The body's pieces, written as the socket takes them. */
  pieces: Iterable<Buffer>;
}

/** `count` bytes of a file that never ends properly: the preamble, then filler. */
function* endlessFile(count: number): Generator<Buffer> {
  yield preamble;
  for (let sent = preamble.length; sent < count; sent += CHUNK.length) yield CHUNK;
}

const bareFile = (declaredLength: number | null, giveUpAfter: number): Upload => ({
  contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  declaredLength,
  pieces: endlessFile(giveUpAfter),
});

/** A whole form (as `fetch` would encode it), in 64 KB pieces. */
async function wholeForm(form: FormData, chunked: boolean): Promise<Upload> {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const pieces: Buffer[] = [];
  for (let at = 0; at < body.length; at += CHUNK.length) pieces.push(body.subarray(at, at + CHUNK.length));
  return {
    contentType: encoded.headers.get('content-type') ?? '',
    declaredLength: chunked ? null : body.length,
    pieces,
  };
}

/**
 * Sends a request on a bare socket, writing the body as the socket takes it. A polite client stops
 * sending once the answer has arrived; a rude one keeps sending until the server ends the
 * connection or the body runs out. The answer is read as it arrives, whatever is still being sent.
 */
function send(
  url: string,
  headers: Record<string, string>,
  upload: Upload,
  client: 'polite' | 'rude' = 'polite',
): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const chunked = upload.declaredLength === null;
    const head = [
      `POST ${target.pathname} HTTP/1.1`,
      `Host: ${target.host}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      `Content-Type: ${upload.contentType}`,
      chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${upload.declaredLength}`,
      '',
      '',
    ].join('\r\n');
    const socket = net.connect(Number(target.port), target.hostname);
    const pieces = upload.pieces[Symbol.iterator]();
    let written = 0;
    let writtenAtAnswer = -1;
    let received = Buffer.alloc(0);
    let bodyDone = false;
    let settled = false;
    const answer = () => {
      const text = received.toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      const headEnd = text.indexOf('\r\n\r\n');
      if (!status || headEnd < 0) return null;
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, headEnd));
      const rawBody = text.slice(headEnd + 4);
      if (!length || Buffer.byteLength(rawBody) < Number(length[1])) return null;
      return { status: Number(status[1]), body: JSON.parse(rawBody) };
    };
    const settle = (how: 'answered' | 'ended' | 'sent everything') => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const answered = answer();
      if (!answered && how !== 'ended') {
        reject(
          new Error(`no answer after ${written} bytes: ${JSON.stringify(received.toString().slice(0, 200))}`),
        );
        return;
      }
      resolve({
        status: answered?.status ?? null,
        body: answered?.body ?? {},
        writtenAtAnswer,
        writtenInAll: written,
        cutOff: how === 'ended' && !bodyDone,
      });
    };
    socket.on('data', (part: Buffer) => {
      if (writtenAtAnswer < 0) writtenAtAnswer = written;
      received = Buffer.concat([received, part]);
      if ((bodyDone || client === 'polite') && answer()) settle('answered');
    });
    // The server closing the connection shows as an error (a reset) or an end: no more is read.
    socket.on('error', () => settle('ended'));
    socket.on('close', () => settle('ended'));
    const frame = (data: Buffer) =>
      chunked
        ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
        : data;
    const pump = () => {
      while (!settled) {
        const next = pieces.next();
        if (next.done) {
          if (chunked) socket.write('0\r\n\r\n');
          bodyDone = true;
          // Every byte sent: wait for the whole answer (or settle now if it is already here). A
          // rude client that got here was never stopped: that is what the limits are about.
          if (answer() || client === 'rude') settle(answer() ? 'answered' : 'sent everything');
          return;
        }
        written += next.value.length;
        if (!socket.write(frame(next.value))) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    socket.once('connect', () => {
      socket.write(head);
      pump();
    });
  });
}

describe.each(testDatabases())('oversized uploads (%s)', (kind) => {
  const suite = useRouteSuite(kind, { maria: 'user' }, { photo: [1200, 1500] });
  const limit = IMAGE_UPLOAD_LIMITS.maxBytes;
  const url = () => `${suite.server.baseUrl}/api/v1/users/glenti`;

  it('refuses a 200 MB upload by its Content-Length, before reading the body', async () => {
    const outcome = await send(url(), suite.maria.headers, bareFile(200_000_000, 3 * limit));
    expect(outcome.status).toBe(400);
    expect(outcome.body.code).toBe('IMAGE_TOO_LARGE');
    expect(outcome.body.messages?.el).toMatch(/πολύ μεγάλη/);
    expect(outcome.body.messages?.en).toMatch(/too large/);
    // The answer came long before the limit's worth of bytes could have been read.
    expect(outcome.writtenAtAnswer).toBeLessThan(limit / 2);
  });

  it('refuses an oversized upload by its Content-Length before asking who sent it', async () => {
    const outcome = await send(url(), {}, bareFile(200_000_000, 3 * limit));
    expect(outcome.body.code).toBe('IMAGE_TOO_LARGE');
    expect(outcome.writtenAtAnswer).toBeLessThan(limit / 2);
  });

  it('ends the connection of a client that keeps sending a refused body', async () => {
    const outcome = await send(url(), suite.maria.headers, bareFile(200_000_000, 3 * limit), 'rude');
    expect(outcome.cutOff).toBe(true);
    // The server took no more than what the sockets' buffers and a short linger hold.
    expect(outcome.writtenInAll).toBeLessThan(limit / 2);
  });

  it('stops reading a chunked upload at the limit', async () => {
    const outcome = await send(url(), suite.maria.headers, bareFile(null, 4 * limit));
    expect(outcome.status).toBe(400);
    expect(outcome.body.code).toBe('IMAGE_TOO_LARGE');
    expect(outcome.writtenAtAnswer).toBeLessThan(limit + 8 * MB);
    const rude = await send(url(), suite.maria.headers, bareFile(null, 4 * limit), 'rude');
    expect(rude.cutOff).toBe(true);
    expect(rude.writtenInAll).toBeLessThan(limit + 8 * MB);
  });

  it('refuses a file just past the limit inside an honest Content-Length', async () => {
    const form = eventForm(
      { date: inDays(1), updateLocationPhone: 'false' },
      { data: Buffer.alloc(limit + 1, 7) },
    );
    const outcome = await send(url(), suite.maria.headers, await wholeForm(form, false));
    expect(outcome.status).toBe(400);
    expect(outcome.body.code).toBe('IMAGE_TOO_LARGE');
  });

  it('takes a poster with its Content-Length, and another sent chunked, after refusing large ones', async () => {
    const fields = { date: inDays(2), updateLocationPhone: 'false' };
    const withLength = await send(
      url(),
      suite.maria.headers,
      await wholeForm(eventForm(fields, { data: suite.photo }), false),
    );
    expect(withLength.status).toBe(200);
    expect(withLength.body.createdId).toEqual(expect.any(String));
    const chunked = await send(
      url(),
      suite.maria.headers,
      await wholeForm(eventForm(fields, { data: suite.photo }), true),
    );
    expect(chunked.status).toBe(200);
    expect(chunked.body.createdId).toEqual(expect.any(String));
    // And through an ordinary client, on a kept-alive connection.
    const created: TCreateEventResult = await submitEvent(suite.server, suite.maria, fields, suite.photo);
    expect(created.createdId).toEqual(expect.any(String));
  });
});
