/**
 * Prometheus metrics of one server process: requests by route pattern, the job queue, the public
 * cache and the database pool. Each app has its own registry (tests build many apps in a process).
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import type { PublicCache } from '../../lib/public-cache.ts';
import { readJobQueueStats } from '../jobs/jobs.service.ts';

export interface Metrics {
  registry: Registry;
  /** Records one answered request; `route` is the route's pattern, never the raw URL. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
}

export function createMetrics(options: {
  database: Database;
  cache: PublicCache;
  now?: () => Date;
}): Metrics {
  const { database, cache } = options;
  const now = options.now ?? (() => new Date());
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'glentia_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'glentia_http_request_duration_seconds',
    help: 'Time to answer, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // The queue is read from the database at scrape time, once for all four gauges.
  let queue: ReturnType<typeof readJobQueueStats> | null = null;
  const queueStats = () => {
    queue ??= readJobQueueStats(database.db, now()).finally(() => {
      queue = null;
    });
    return queue;
  };
  const queueGauge = (name: string, help: string, read: (stats: Awaited<typeof queue>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(read(await queueStats()));
      },
    });
  queueGauge(
    'glentia_jobs_pending',
    'Jobs not done yet (due, running or waiting)',
    (stats) => stats!.pending,
  );
  queueGauge('glentia_jobs_due', 'Jobs due now that no worker holds', (stats) => stats!.due);
  queueGauge('glentia_jobs_running', 'Jobs held by a worker’s lease', (stats) => stats!.running);
  queueGauge(
    'glentia_jobs_oldest_due_age_seconds',
    'How long the longest-waiting due job has waited (0 when none is due)',
    (stats) =>
      stats!.oldestDueAt ? Math.max(0, (now().getTime() - stats!.oldestDueAt.getTime()) / 1000) : 0,
  );

  new Counter({
    name: 'glentia_public_cache_hits_total',
    help: 'Public answers served from this process’s cache',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(cache.hits);
    },
  });
  new Counter({
    name: 'glentia_public_cache_misses_total',
    help: 'Public answers this process had to build',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(cache.misses);
    },
  });
  new Gauge({
    name: 'glentia_public_cache_bytes',
    help: 'Bytes of the answers this process keeps cached (bounded, least recently used go first)',
    registers: [registry],
    collect() {
      this.set(cache.size);
    },
  });

  const poolGauge = (
    name: string,
    help: string,
    read: (stats: { total: number; idle: number; waiting: number }) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = database.poolStats();
        if (stats) this.set(read(stats));
      },
    });
  if (database.kind === 'postgres') {
    poolGauge(
      'glentia_db_pool_connections',
      'PostgreSQL connections this process holds',
      (stats) => stats.total,
    );
    poolGauge('glentia_db_pool_idle', 'Of those, idle ones', (stats) => stats.idle);
    poolGauge('glentia_db_pool_waiting', 'Queries waiting for a free connection', (stats) => stats.waiting);
  }

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
  };
}
