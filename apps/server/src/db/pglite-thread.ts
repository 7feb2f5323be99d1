/**
 * The embedded database on its own thread. PGlite runs a query synchronously, so on the main thread
 * one slow query (a year's summary at 20,000 events) held up every request, health checks
 * included. Here a worker thread owns PGlite (pglite-thread.worker.mjs) and this class speaks to it
 * with PostgreSQL wire-protocol messages: it is a PGlite to everything above it (Drizzle's PGlite
 * driver, migrations, transactions, LISTEN), built on the same base class PGlite's own browser
 * worker client uses, with the query and transaction locks held on this side as the only client.
 */
import { Worker } from 'node:worker_threads';
import { Mutex, messages, PGlite, parse, type QueryOptions, type Results } from '@electric-sql/pglite';
import { readWireAnswers } from './wire-answers.ts';

type Notify = (payload: string) => void;
type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };
type WorkerMessage =
  | { type: 'ready'; memoryBytes: number }
  | { type: 'failed'; error: Record<string, unknown> }
  | { type: 'notify'; channel: string; payload: string }
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number; error: Record<string, unknown> };

/** Wire messages as PGlite reads them. */
type ParsedMessages = Parameters<typeof parse.parseResults>[0];

/** Wire messages' options that can cross threads (callbacks such as onNotice cannot). */
type ProtocolOptions = { syncToFs?: boolean; throwOnError?: boolean };

/** PGlite's base class (query, exec, transaction, parsers on top of wire messages); not exported by name. */
const BasePGlite = Object.getPrototypeOf(PGlite) as abstract new () => {
  exec(query: string): Promise<unknown>;
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  parsers: Parameters<typeof parse.parseResults>[1];
  _initArrayTypes(): Promise<void>;
};

/** A database error from the worker, as the class PGlite's query code recognises and annotates. */
function rebuildError(described: Record<string, unknown>): Error {
  const { message, name, length, ...fields } = described;
  const error =
    name === 'error'
      ? new messages.DatabaseError(String(message), Number(length ?? 0), 'error')
      : new Error(String(message));
  return Object.assign(error, fields);
}

/** The first bytes of the wire messages a query is made of (PostgreSQL frontend protocol). */
const WIRE = {
  parse: 0x50, // P
  bind: 0x42, // B
  describe: 0x44, // D, then S (statement) or P (portal) after its length
  execute: 0x45, // E
  sync: 0x53, // S
  portal: 0x50, // P
} as const;

/** Sync: `S` and its length, 4. */
const SYNC = Uint8Array.of(WIRE.sync, 0, 0, 0, 4);

function joinMessages(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.byteLength;
  }
  return joined;
}

function quoteChannel(channel: string): string {
  return `"${channel.replace(/"/g, '')}"`;
}

export interface PGliteThreadOptions {
  /** Folder of the database files; null keeps it in memory. */
  dataDir: string | null;
  /** postgresql.conf lines for the embedded server. */
  settings: string[];
  /** A file written by `dump()` to start from instead of an empty database. */
  loadDump?: string | undefined;
}

export class PGliteThread extends BasePGlite {
  debug = 0 as const;
  private worker!: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<Notify>>();
  private readonly queryLock = new Mutex();
  private readonly transactionLock = new Mutex();
  private nextId = 0;
  /** Wire messages waiting to go with the next one (execProtocolStream). */
  private held: Uint8Array[] = [];
  /** The current query's sync went with its execute: PGlite's own sync then has nothing to send. */
  private syncedAhead = false;
  private failure: Error | null = null;
  private closed = false;
  private ready!: Promise<void>;
  /** The thread's WebAssembly memory once it had opened the database. */
  private openedBytes = 0;

  private constructor(private readonly options: PGliteThreadOptions) {
    super();
    this.start(options.loadDump, []);
  }

  /**
   * Starts a thread that opens the database (from `loadDump` when given) and listens on `channels`.
   * A thread that stops, unless it was replaced (`renew`), fails every query waiting on it.
   */
  private start(loadDump: string | undefined, channels: string[]): void {
    const { dataDir, settings } = this.options;
    const worker = new Worker(new URL('./pglite-thread.worker.mjs', import.meta.url), {
      workerData: { dataDir, settings, loadDump, channels },
    });
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') {
          this.openedBytes = message.memoryBytes;
          resolve();
        } else if (message.type === 'failed') reject(rebuildError(message.error));
        else this.receive(message);
      });
      worker.on('error', (error) => {
        if (worker !== this.worker) return;
        this.fail(error);
        reject(error);
      });
      worker.on('exit', (code) => {
        if (worker !== this.worker) return;
        const error = new Error(`the embedded database thread stopped (exit code ${code})`);
        this.fail(error);
        reject(error);
      });
    });
  }

  /**
   * Moves the database to a new thread on the same files, giving back the memory the old one held.
   * A WebAssembly memory only grows: one ANALYZE of 100,000 events (whose search keys keep a ten
   * times larger sample) reads the whole table into it and leaves the thread some 190 MB larger for
   * good. Queries and transactions wait meanwhile; every LISTEN carries over. A database kept in
   * memory lives only in its thread and stays where it is.
   */
  async renew(): Promise<boolean> {
    if (!this.options.dataDir) return false;
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        await this.call('close');
        const old = this.worker;
        // Replaced first, so the old thread's end is not taken for a failure.
        this.start(undefined, [...this.listeners.keys()]);
        await old.terminate();
        await this.ready;
        return true;
      }),
    );
  }

  /** Starts the thread, opens the database there, and reads its array types (as PGlite does). */
  static async create(options: PGliteThreadOptions): Promise<PGliteThread> {
    const thread = new PGliteThread(options);
    try {
      await thread.ready;
      await thread._initArrayTypes();
    } catch (error) {
      await thread.worker.terminate();
      throw error;
    }
    return thread;
  }

  private receive(message: Exclude<WorkerMessage, { type: 'ready' | 'failed' }>): void {
    if (message.type === 'notify') {
      for (const callback of this.listeners.get(message.channel) ?? [])
        queueMicrotask(() => callback(message.payload));
      return;
    }
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (message.type === 'result') waiting.resolve(message.result);
    else waiting.reject(rebuildError(message.error));
  }

  private fail(error: Error): void {
    if (this.closed) return;
    this.failure = error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private call<T>(method: string, ...args: unknown[]): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error('the embedded database is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, method, args });
    });
  }

  private static crossable(options?: ProtocolOptions): ProtocolOptions {
    return { syncToFs: options?.syncToFs, throwOnError: options?.throwOnError };
  }

  /**
   * A query outside a transaction in one trip: the thread sends its six wire messages itself, as
   * PGlite's own query code would (pglite-thread.worker.mjs, `runQuery`), and its answers come back
   * unread, to be read here (wire-answers.ts) with the caller's parsers; the notifications among
   * them are handed to their listeners. Options that cannot cross threads (the caller's own
   * serializers, a notice callback, a blob) take PGlite's way, in two trips (execProtocolStream).
   */
  override async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.serializers || options?.onNotice || options?.blob)
      return super.query<T>(text, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        try {
          const { parsed, answers } = await this.call<{ parsed: ParsedMessages; answers: Uint8Array }>(
            'runQuery',
            text,
            params,
            options?.paramTypes,
          );
          const { messages: read, notifications } = readWireAnswers(answers);
          for (const { channel, payload } of notifications)
            this.receive({ type: 'notify', channel, payload });
          return parse.parseResults(
            [...parsed, ...read] as ParsedMessages,
            this.parsers,
            options,
          )[0] as Results<T>;
        } catch (error) {
          // As PGlite's query code marks them: which query failed, with what.
          if (error instanceof messages.DatabaseError)
            Object.assign(error, { query: text, params, queryOptions: options });
          throw error;
        }
      }),
    );
  }

  /**
   * One query of PGlite's is six wire messages, each sent on its own and awaited: parse, describe
   * the statement, bind, describe the portal, execute, sync. Across threads each is a round trip,
   * so they go in two: parse is held and sent with the statement's description (whose parameter
   * types PGlite needs to write the values), bind and the portal's description are held and sent
   * with execute, and the sync that always follows goes with them too. The answers come back in
   * the order they would have; an error in a batch is thrown where the query's code catches it,
   * and PostgreSQL skips the batch's rest up to its sync, as it would have.
   */
  execProtocolStream(message: Uint8Array, options?: ProtocolOptions): Promise<unknown[]> {
    const kind = message[0];
    if (kind === WIRE.parse || kind === WIRE.bind || (kind === WIRE.describe && message[5] === WIRE.portal)) {
      this.held.push(message);
      return Promise.resolve([]);
    }
    if (kind === WIRE.sync && this.syncedAhead) {
      this.syncedAhead = false;
      return Promise.resolve([]);
    }
    const batch = [...this.takeHeld(), message];
    if (kind === WIRE.execute) {
      batch.push(SYNC);
      this.syncedAhead = true;
    }
    return this.call('execProtocolStream', joinMessages(batch), PGliteThread.crossable(options));
  }

  execProtocol(message: Uint8Array, options?: ProtocolOptions): Promise<unknown> {
    const batch = joinMessages([...this.takeHeld(), message]);
    return this.call('execProtocol', batch, PGliteThread.crossable(options));
  }

  execProtocolRaw(message: Uint8Array, options?: ProtocolOptions): Promise<Uint8Array> {
    const batch = joinMessages([...this.takeHeld(), message]);
    return this.call('execProtocolRaw', batch, PGliteThread.crossable(options));
  }

  private takeHeld(): Uint8Array[] {
    const held = this.held;
    this.held = [];
    return held;
  }

  async execProtocolRawStream(
    message: Uint8Array,
    options: ProtocolOptions & { onRawData: (data: Uint8Array) => void },
  ): Promise<void> {
    options.onRawData(await this.execProtocolRaw(message, options));
  }

  /**
   * Nothing to do: the thread's database is in a folder (PGlite's NodeFS) or in memory, and both
   * write through, so PGlite's own syncToFs is empty there; asking it would be a round trip after
   * every query for nothing.
   */
  async syncToFs(): Promise<void> {}

  /** How much the thread's WebAssembly memory has grown since it opened the database (it never shrinks). */
  async memoryGrowth(): Promise<number> {
    return (await this.call<number>('memoryBytes')) - this.openedBytes;
  }

  /** The database's files as one uncompressed tar, for `loadDump` of another thread. */
  dump(): Promise<Uint8Array> {
    return this.call('dumpDataDir');
  }

  // Files through /dev/blob (COPY ... TO/FROM a Blob) are not used by the server.
  async _handleBlob(blob?: unknown): Promise<void> {
    if (blob) throw new Error('blobs are not supported by the embedded database thread');
  }

  async _getWrittenBlob(): Promise<undefined> {
    return undefined;
  }

  async _cleanupBlob(): Promise<void> {}

  async _checkReady(): Promise<void> {
    await this.ready;
  }

  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.queryLock.runExclusive(fn);
  }

  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.transactionLock.runExclusive(fn);
  }

  /** Whether a query or transaction is running on the thread now. */
  busy(): boolean {
    return this.queryLock.isLocked() || this.transactionLock.isLocked();
  }

  /** PostgreSQL LISTEN: `callback` hears every notification on `channel`; returns an unsubscribe. */
  async listen(
    channel: string,
    callback: Notify,
    tx?: { exec(query: string): Promise<unknown> },
  ): Promise<(tx?: { exec(query: string): Promise<unknown> }) => Promise<void>> {
    const name = channel.replace(/"/g, '');
    let callbacks = this.listeners.get(name);
    if (!callbacks) {
      callbacks = new Set();
      this.listeners.set(name, callbacks);
      await (tx ?? this).exec(`LISTEN ${quoteChannel(name)}`);
    }
    callbacks.add(callback);
    return async (unlistenTx) => {
      const current = this.listeners.get(name);
      current?.delete(callback);
      if (current?.size === 0) {
        this.listeners.delete(name);
        if (!this.closed) await (unlistenTx ?? this).exec(`UNLISTEN ${quoteChannel(name)}`);
      }
    };
  }

  /** Closes the database on its thread (flushing it to disk), then ends the thread. */
  async close(): Promise<void> {
    if (this.closed) return;
    try {
      await this.call('close');
    } finally {
      this.closed = true;
      await this.worker.terminate();
    }
  }
}
