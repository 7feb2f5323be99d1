/** Prometheus metrics: off unless configured; when on, requests by route pattern, the job queue, the cache, the pool. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../../src/modules/jobs/jobs.repository.ts';
import { createEvent, createLocation } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

/** The value of one sample line (`name{labels} value`) of a Prometheus text answer. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe.each(testDatabases())('metrics (%s)', (kind) => {
  let off: TestServer;
  let on: TestServer;

  beforeAll(async () => {
    off = await startTestServer(kind);
    on = await startTestServer(kind, {
      metrics: { enabled: true, token: null },
      // The queue below is read as it is left: no worker takes the job.
      jobWorker: false,
      publicCacheSeconds: 30,
    });
  });
  afterAll(async () => {
    await off?.close();
    await on?.close();
  });

  it('is not there unless METRICS=true', async () => {
    expect((await off.request('/metrics')).status).toBe(404);
  });

  it('counts requests by route pattern, and shows the job queue, the public cache and the pool', async () => {
    const { db } = on.database;
    const venue = await createLocation(db, { name: 'Κέντρο Μετρήσεων', county: 'CHANIA' });
    const event = await createEvent(db, { locationId: venue.id, date: '2099-07-01' });
    expect((await on.request(`/api/public/glentia/${event.id}`)).status).toBe(200);
    expect((await on.request(`/api/public/glentia/${event.id}`)).status).toBe(200);
    expect((await on.request('/api/health')).status).toBe(200);
    expect((await on.request('/no/such/file.txt')).status).toBe(404);
    await insertJob(db, { kind: 'metrics-test', payload: {}, runAt: new Date(Date.now() - 90_000) });

    const response = await on.request('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();

    expect(
      sample(
        text,
        'glentia_http_requests_total{method="GET",route="/api/public/glentia/:id",status_code="200"}',
      ),
    ).toBe(2);
    expect(
      sample(text, 'glentia_http_requests_total{method="GET",route="/api/health",status_code="200"}'),
    ).toBe(1);
    expect(
      sample(text, 'glentia_http_requests_total{method="GET",route="unmatched",status_code="404"}'),
    ).toBe(1);
    expect(text).toContain(
      'glentia_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status_code="200"}',
    );
    expect(text).not.toContain(event.id);

    expect(sample(text, 'glentia_jobs_pending')).toBe(1);
    expect(sample(text, 'glentia_jobs_due')).toBe(1);
    expect(sample(text, 'glentia_jobs_running')).toBe(0);
    expect(sample(text, 'glentia_jobs_oldest_due_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(sample(text, 'glentia_public_cache_hits_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'glentia_public_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'glentia_public_cache_bytes')).toBeGreaterThan(0);
    expect(text).toContain('process_cpu_user_seconds_total');
    if (kind === 'postgres') {
      expect(sample(text, 'glentia_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'glentia_db_pool_idle')).not.toBeNull();
      expect(sample(text, 'glentia_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('glentia_db_pool_connections');
    }
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    on.config.metrics.token = 'a-long-scrape-token-0123456789';
    try {
      const refused = await on.request('/metrics');
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({
        code: 'UNAUTHORIZED',
        messages: { el: expect.any(String) },
      });
      expect((await on.request('/metrics', { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
      const allowed = await on.request('/metrics', {
        headers: { authorization: 'Bearer a-long-scrape-token-0123456789' },
      });
      expect(allowed.status).toBe(200);
    } finally {
      on.config.metrics.token = null;
    }
  });
});
