/**
 * PostgreSQL LISTEN on one dedicated connection that comes back by itself. A server restart, a
 * failover or an administrator's pg_terminate_backend must not take the process down: the
 * connection is opened again with growing pauses, and since notifications sent while it was away
 * are lost, every subscriber is told once when it goes and once when it is back (caches clear,
 * workers look for jobs), so nothing stays stale for want of a notification.
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DbOrTx } from './client.ts';

export interface ListenerOptions {
  /** First pause before reconnecting; it doubles after each failed attempt up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Told about a lost connection or a failed reconnection attempt. */
  onError?: (message: string, error: unknown) => void;
}

/** Shown in pg_stat_activity, so operators can tell this connection from the pool's. */
export const LISTENER_APPLICATION_NAME = 'glentia-listener';

type Callback = (payload: string) => void;

/** Sends `payload` on `channel` (PostgreSQL); inside a transaction it goes out when that commits. */
export async function notify(db: DbOrTx, channel: string, payload = ''): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

function listenStatement(channel: string): string {
  return `LISTEN "${channel.replace(/"/g, '')}"`;
}

export class PostgresListener {
  private readonly callbacks = new Map<string, Set<Callback>>();
  private client: pg.Client | null = null;
  private started: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly minDelayMs: number;
  private readonly maxDelayMs: number;

  constructor(
    private readonly url: string,
    private readonly options: ListenerOptions = {},
  ) {
    this.minDelayMs = options.minDelayMs ?? 250;
    this.maxDelayMs = options.maxDelayMs ?? 30_000;
  }

  /** Calls `callback` for every notification on `channel`; returns an unsubscribe. */
  async listen(channel: string, callback: Callback): Promise<() => Promise<void>> {
    const known = this.callbacks.has(channel);
    if (!known) this.callbacks.set(channel, new Set());
    this.callbacks.get(channel)!.add(callback);
    if (!this.started) {
      // The first connection is part of starting up: if the database cannot be reached, say so.
      this.started = this.connect();
      this.started.catch(() => {
        this.started = null;
      });
    }
    await this.started;
    // While reconnecting, the new connection listens to every known channel by itself.
    if (!known && this.client) await this.client.query(listenStatement(channel));
    return async () => {
      this.callbacks.get(channel)?.delete(callback);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const { default: driver } = await import('pg');
    const client = new driver.Client({
      connectionString: this.url,
      application_name: LISTENER_APPLICATION_NAME,
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', (message) => this.deliver(message.channel, message.payload ?? ''));
    try {
      await client.connect();
      for (const channel of this.callbacks.keys()) await client.query(listenStatement(channel));
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
  }

  /** The live connection failed: tell everyone, then reconnect in a while. */
  private lost(client: pg.Client, error: unknown): void {
    if (client !== this.client || this.closed) return;
    this.client = null;
    client.end().catch(() => {});
    this.options.onError?.('LISTEN connection lost; reconnecting', error);
    this.deliverToAll();
    this.scheduleReconnect(this.minDelayMs);
  }

  private scheduleReconnect(delayMs: number): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(async () => {
      this.retryTimer = null;
      try {
        await this.connect();
        if (this.client) this.deliverToAll();
      } catch (error) {
        this.options.onError?.(
          `LISTEN reconnection failed; next try in ${Math.min(delayMs * 2, this.maxDelayMs)} ms`,
          error,
        );
        this.scheduleReconnect(Math.min(delayMs * 2, this.maxDelayMs));
      }
    }, delayMs);
    this.retryTimer.unref();
  }

  private deliver(channel: string, payload: string): void {
    for (const callback of this.callbacks.get(channel) ?? []) {
      try {
        callback(payload);
      } catch (error) {
        this.options.onError?.(`a ${channel} subscriber failed`, error);
      }
    }
  }

  /** Notifications may have been missed: every subscriber hears once, with an empty payload. */
  private deliverToAll(): void {
    for (const channel of this.callbacks.keys()) this.deliver(channel, '');
  }
}
