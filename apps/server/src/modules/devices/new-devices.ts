/**
 * Counters that a device moves (views, favourites) must not grow by inventing device ids. A device
 * first seen more than an hour ago always counts; new ones count only up to a number per address
 * and hour (config/write-limits.ts). The counter store shares this across processes with Redis.
 */
import type { FastifyRequest } from 'fastify';
import { RateLimitedError } from '../../lib/errors.ts';
import { addressKey } from '../../lib/rate-limit.ts';
import { findDeviceCreatedAt } from './devices.repository.ts';

const HOUR = 3_600_000;

/** Whether this request's device may move public counters. A request without a device id may. */
export async function deviceCounts(request: FastifyRequest): Promise<boolean> {
  const device = request.device;
  if (!device) return true;
  const { counters, config, db } = request.server.ctx;
  const createdAt = await findDeviceCreatedAt(db, device.id);
  if (createdAt && Date.now() - createdAt.getTime() >= HOUR) return true;
  return counters.admit(
    `new-devices:${addressKey(request.ip)}`,
    device.id,
    config.writeLimits.newDevicesPerAddressPerHour,
    HOUR,
  );
}

/** An `onRequest` hook: 429 for a new device beyond the address's allowance of the hour. */
export async function requireCountedDevice(request: FastifyRequest): Promise<void> {
  if (!(await deviceCounts(request))) throw new RateLimitedError(HOUR / 1000);
}
