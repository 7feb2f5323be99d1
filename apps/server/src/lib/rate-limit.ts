/**
 * Request-rate limits (login, register, password reset). With `REDIS_URL` the counters live in
 * Redis, so several server processes behind a load balancer share one limit per address; without
 * it each process counts on its own (enough for one machine).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config/env.ts';

export async function registerRateLimit(app: FastifyInstance, redis: Config['redis']): Promise<void> {
  if (!redis.url) {
    await app.register(rateLimit, { global: false });
    return;
  }
  const client = new Redis(redis.url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    // Refuse at once while disconnected instead of queueing: the limit is then skipped, not the request.
    enableOfflineQueue: false,
  });
  client.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unavailable'));
  app.addHook('onClose', async () => {
    client.disconnect();
  });
  await app.register(rateLimit, {
    global: false,
    redis: client,
    nameSpace: `${redis.prefix}rate-limit:`,
    // Redis down: serve the request rather than refuse everyone.
    skipOnError: true,
  });
}
