/**
 * Reads the device id and device name headers every request carries (SPEC §7) and notes the
 * sighting: always for the idle sweep, for the statistics only when the request says it may be
 * counted (DEVICE_COUNTED_HEADER, sent with statistics consent). A missing or malformed id is
 * simply no device (visitors' first request, crawlers), never an error.
 */
import { DEVICE_COUNTED_HEADER, DEVICE_ID_HEADER, DEVICE_NAME_HEADER } from '@glentia/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface RequestDevice {
  id: string;
  name: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    device: RequestDevice | null;
  }
  interface FastifyContextConfig {
    /** A count kept without any identifier: the device id is neither read nor noted, even if sent. */
    anonymous?: boolean;
    /**
     * A route that has nothing of the device's (the sign-in choices, sign-up, e-mailed links,
     * renewing a session): a device id sent anyway is neither read nor noted, so calling it
     * creates no device (ePrivacy: no identifier that is not strictly necessary).
     */
    deviceless?: boolean;
  }
}

/** Where sightings go: the devices module's tracker (modules/devices/device-tracker.ts). */
export interface DeviceSightings {
  seen(id: string, name: string | null, counted: boolean): void;
}

const DEVICE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The device of a request, or null when the header is missing or not a plausible id. */
export function readDevice(request: FastifyRequest): RequestDevice | null {
  const id = headerValue(request, DEVICE_ID_HEADER)?.trim();
  if (!id || !DEVICE_ID_PATTERN.test(id)) return null;
  const name = headerValue(request, DEVICE_NAME_HEADER)?.trim().slice(0, 120) || null;
  return { id, name };
}

export default fp(async function devicePlugin(app: FastifyInstance, options: { tracker: DeviceSightings }) {
  app.decorateRequest('device', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.anonymous || request.routeOptions.config?.deviceless) return;
    request.device = readDevice(request);
    if (!request.device) return;
    const counted = headerValue(request, DEVICE_COUNTED_HEADER) === '1';
    options.tracker.seen(request.device.id, request.device.name, counted);
  });
});
