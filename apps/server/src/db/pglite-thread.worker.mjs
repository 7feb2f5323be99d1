// The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly, and a query
// runs synchronously from start to end: on the server's main thread one slow query would hold up
// every other request, health checks included. Here it owns the PGlite instance and answers the
// main thread's wire-protocol messages (see pglite-thread.ts), so the server keeps answering.
// Plain JavaScript, so the same file runs under the test runner and from the built server.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** An error as plain data: structured cloning keeps own fields (code, detail, ...) but not the class. */
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  return { ...error, message: error.message, name: error.name };
}

/** A method's result whose buffers move to the main thread instead of being copied. */
class Moved {
  constructor(value, buffers) {
    this.value = value;
    this.buffers = buffers;
  }
}

/** The parts one after another, in a buffer of their own. */
function joined(parts) {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.byteLength;
  }
  return whole;
}

/** A Uint8Array that owns its whole buffer, so copying it to the main thread copies no more. */
function own(bytes) {
  return bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

async function main() {
  const { dataDir, settings, loadDump, channels } = workerData;
  const options = { postgresqlconf: settings, extensions: { pg_trgm, unaccent } };
  // A saved copy of a database's files to start from (tests start from one already migrated).
  if (loadDump) options.loadDataDir = new Blob([await readFile(loadDump)]);
  let db;
  try {
    db = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  } catch (error) {
    parentPort.postMessage({ type: 'failed', error: describeError(error) });
    return;
  }
  db.onNotification((channel, payload) => parentPort.postMessage({ type: 'notify', channel, payload }));
  // A thread that takes over from another (PGliteThread.renew) listens where that one did.
  for (const channel of channels ?? []) await db.exec(`LISTEN "${channel.replace(/"/g, '')}"`);

  const step = (message) => db.execProtocolStream(message, { syncToFs: false });
  /**
   * The answers to `message` as PostgreSQL wrote them, unread, in one buffer of their own that
   * moves to the main thread without a copy. Reading them into objects here and copying those
   * across cost more than a small query itself (wire-answers.ts reads them there).
   */
  const unread = async (message) => {
    const chunks = [];
    await db.execProtocolRawStream(message, {
      syncToFs: false,
      // A view of the database's memory, which the next write reuses.
      onRawData: (chunk) => chunks.push(chunk.slice()),
    });
    return chunks.length === 1 ? chunks[0] : joined(chunks);
  };
  const methods = {
    // A query's wire messages sent here, in the order and way PGlite's own query code sends them,
    // so the main thread pays one trip instead of one a message. Its values are written with the
    // serializers of the parameter types the statement's description names; the rows and the
    // rest of the answers go back unread (`unread`), to be read on the main thread with the
    // caller's parsers (pglite-thread.ts, query). An error in parsing is thrown here; one in
    // running is among the unread answers, and the sync sent with them ends it.
    runQuery: async (text, params, paramTypes) => {
      let parsed;
      let values;
      try {
        parsed = await step(protocol.serialize.parse({ text, types: paramTypes }));
        const types = parse.parseDescribeStatementResults(
          await step(protocol.serialize.describe({ type: 'S' })),
        );
        values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const serializer = db.serializers[types[index]];
          return serializer ? serializer(value) : value.toString();
        });
      } catch (error) {
        // The parse's implicit transaction ends here, as the sync sent with the rest would end it.
        await step(protocol.serialize.sync());
        throw error;
      }
      const answers = await unread(
        joined([
          protocol.serialize.bind({ values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
      );
      return new Moved({ parsed, answers }, [answers.buffer]);
    },
    execProtocolStream: (message, options) => db.execProtocolStream(message, options),
    execProtocol: async (message, options) => {
      const { messages, data } = await db.execProtocol(message, options);
      return { messages, data: own(data) };
    },
    execProtocolRaw: async (message, options) => own(await db.execProtocolRaw(message, options)),
    syncToFs: () => db.syncToFs(),
    // The WebAssembly memory PostgreSQL runs in: it only grows, to the largest a statement needed.
    memoryBytes: () => db.Module.HEAPU8.buffer.byteLength,
    dumpDataDir: async () => new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer()),
    close: () => db.close(),
  };

  parentPort.on('message', async ({ id, method, args }) => {
    try {
      const result = await methods[method](...args);
      if (result instanceof Moved)
        parentPort.postMessage({ type: 'result', id, result: result.value }, result.buffers);
      else parentPort.postMessage({ type: 'result', id, result });
    } catch (error) {
      parentPort.postMessage({ type: 'error', id, error: describeError(error) });
    }
  });
  parentPort.postMessage({ type: 'ready', memoryBytes: db.Module.HEAPU8.buffer.byteLength });
}

await main();
