/**
 * Remembers when each device was last seen, for the "online now" and "daily users" statistics,
 * without a database write per request: sightings are gathered in memory and written in one
 * statement every few seconds (and on shutdown).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

interface Sighting {
  name: string | null;
  seenAt: Date;
}

export class DeviceTracker {
  private pending = new Map<string, Sighting>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly flushEveryMs = 10_000,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.flushEveryMs);
    this.timer.unref();
  }

  /** Notes that a device made a request now. */
  seen(deviceId: string, name: string | null): void {
    this.pending.set(deviceId, {
      name: name ?? this.pending.get(deviceId)?.name ?? null,
      seenAt: new Date(),
    });
  }

  /** Writes the gathered sightings; safe to call at any time. */
  async flush(): Promise<void> {
    if (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.write(batch).catch(this.onError);
    await this.flushing;
    this.flushing = null;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async write(batch: Map<string, Sighting>): Promise<void> {
    const rows = Array.from(
      batch,
      ([id, sighting]) => sql`(${id}, ${sighting.name}, ${sighting.seenAt.toISOString()}::timestamptz)`,
    );
    for (let i = 0; i < rows.length; i += 500) {
      await this.db.execute(sql`
        insert into devices (id, name, last_seen_at)
        values ${sql.join(rows.slice(i, i + 500), sql`, `)}
        on conflict (id) do update set
          last_seen_at = greatest(devices.last_seen_at, excluded.last_seen_at),
          name = coalesce(excluded.name, devices.name)`);
    }
  }
}
