/**
 * Remembers when each device was last seen (for the idle sweep) and, apart, when it was last seen
 * with statistics consent (for "online now" and "daily users"), without a database write per
 * request: sightings are gathered in memory and written in one statement every few seconds (and on
 * shutdown).
 */
import type { Db } from '../../db/client.ts';
import { recordSightings } from './devices.repository.ts';

interface Sighting {
  name: string | null;
  seenAt: Date;
  /** The latest sighting sent with statistics consent, or null when none was. */
  countedAt: Date | null;
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

  /** Notes that a device made a request now; `counted` when it was sent with statistics consent. */
  seen(deviceId: string, name: string | null, counted: boolean): void {
    const earlier = this.pending.get(deviceId);
    const now = new Date();
    this.pending.set(deviceId, {
      name: name ?? earlier?.name ?? null,
      seenAt: now,
      countedAt: counted ? now : (earlier?.countedAt ?? null),
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
    const sightings = Array.from(batch, ([id, sighting]) => ({ id, ...sighting }));
    for (let i = 0; i < sightings.length; i += 500)
      await recordSightings(this.db, sightings.slice(i, i + 500));
  }
}
