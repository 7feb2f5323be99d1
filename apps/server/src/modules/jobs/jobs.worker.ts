/**
 * Runs queued jobs (notification fan-out, pushes) in the background of a server process. Several
 * processes may run workers on one PostgreSQL database: each job is claimed by one of them at a
 * time (SKIP LOCKED) under a lease, so a worker that dies leaves its job to another after the lease.
 * A failing job is retried with growing delays and given up after `maxAttempts`.
 */
import type { Database, DbOrTx } from '../../db/client.ts';
import {
  type ClaimedJob,
  claimDueJobs,
  completeJob,
  failJob,
  JOBS_CHANNEL,
  renewJobLease,
} from './jobs.repository.ts';

export type JobHandler = (payload: unknown, job: ClaimedJob) => Promise<void>;

/** A job no retry can run (its payload does not fit its kind): given up at the first failure. */
export class UnrunnableJobError extends Error {}
export type JobHandlers = Record<string, JobHandler>;

export interface JobWorkerOptions {
  /** How often to look for due jobs when nothing wakes the worker. */
  pollMs?: number;
  /** How long a claimed job is this worker's before others may take it. */
  leaseMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  now?: () => Date;
  onError?: (error: unknown, job: ClaimedJob | null) => void;
}

/** Delay before attempt `attempts + 1`: 10 s, 20 s, 40 s, … at most 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

export class JobWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  /** Not polling: never started, or stopped. `runDue` still works (tests, one-off runs). */
  private stopped = true;
  /** `stop()` was called: a drain in progress ends after its current batch. */
  private stopping = false;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly maxAttempts: number;
  private readonly now: () => Date;
  private readonly onError: (error: unknown, job: ClaimedJob | null) => void;

  constructor(
    private readonly db: DbOrTx,
    private readonly handlers: JobHandlers,
    options: JobWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.batchSize = options.batchSize ?? 10;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.now = options.now ?? (() => new Date());
    this.onError = options.onError ?? (() => {});
  }

  /** Polls for due jobs, and wakes at once when a job is enqueued anywhere (LISTEN). */
  async start(database?: Database): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = false;
    if (database) this.unlisten = await database.listen(JOBS_CHANNEL, () => this.wake());
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.unlisten?.();
    this.unlisten = null;
    await this.running?.catch(() => 0);
  }

  /** Looks for work now (after an enqueue in this process). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Runs every job that is due now, batch after batch; returns how many were run. */
  async runDue(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.runDue()
        .catch((error) => this.onError(error, null))
        .finally(() => {
          const next = this.again ? 0 : this.pollMs;
          this.again = false;
          this.schedule(next);
        });
    }, delay);
    this.timer.unref();
  }

  private async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await claimDueJobs(this.db, {
        limit: this.batchSize,
        leaseMs: this.leaseMs,
        now: this.now(),
      });
      if (claimed.length === 0) return total;
      for (const job of claimed) await this.runOne(job);
      total += claimed.length;
      if (this.stopping) return total;
    }
  }

  /**
   * A batch is claimed at once, so the lease is renewed as each job starts (a job that waited
   * behind slow ones is not taken over while it waits) and kept alive while it runs. A job another
   * worker took meanwhile is left to that worker.
   */
  private async holdLease(job: ClaimedJob): Promise<(() => void) | null> {
    const renew = () => renewJobLease(this.db, job, { leaseMs: this.leaseMs, now: this.now() });
    if (!(await renew())) return null;
    const heartbeat = setInterval(() => {
      renew().catch((error) => this.onError(error, job));
    }, this.leaseMs / 3);
    heartbeat.unref();
    return () => clearInterval(heartbeat);
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const release = await this.holdLease(job);
    if (!release) return;
    try {
      await this.runHeld(job);
    } finally {
      release();
    }
  }

  private async runHeld(job: ClaimedJob): Promise<void> {
    const handler = this.handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      await handler(job.payload, job);
      await completeJob(this.db, job.id, this.now());
    } catch (error) {
      this.onError(error, job);
      const now = this.now();
      const giveUp = job.attempts >= this.maxAttempts || !handler || error instanceof UnrunnableJobError;
      await failJob(this.db, job.id, {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        retryAt: giveUp ? null : new Date(now.getTime() + retryDelayMs(job.attempts)),
        now,
      });
    }
  }
}
