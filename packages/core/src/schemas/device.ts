import { z } from 'zod';
import { CRETE_AREA } from '../rules/geo.ts';
import { ZText } from './text.ts';

export const PLATFORMS = ['IOS', 'ANDROID', 'WEB'] as const;
export const ZPlatform = z.enum(PLATFORMS).describe('Where the app runs');
export type Platform = (typeof PLATFORMS)[number];

/** `PUT /api/public/device-location`: the last position the device chose to share (Crete and its seas only). */
export const ZDeviceLocationBody = z
  .object({
    lat: z.number().min(CRETE_AREA.south).max(CRETE_AREA.north).describe('Latitude, WGS 84'),
    lng: z.number().min(CRETE_AREA.west).max(CRETE_AREA.east).describe('Longitude, WGS 84'),
  })
  .describe('Device position');
export type TDeviceLocationBody = z.infer<typeof ZDeviceLocationBody>;

/**
 * `POST /api/public/registerToken` (SPEC §3 device registration): on the web the token is the
 * browser's PushSubscription as JSON; on iOS and Android it is the Firebase Cloud Messaging token.
 */
export const ZRegisterTokenBody = z
  .object({
    token: ZText().min(1).max(4096).describe('PushSubscription JSON (web) or FCM registration token'),
    device: ZPlatform,
    loggedIn: z.boolean().optional().describe('Whether the app was logged in when it registered'),
  })
  .describe('Push registration');
export type TRegisterTokenBody = z.infer<typeof ZRegisterTokenBody>;

/** A browser's push subscription (the W3C PushSubscription's JSON form). */
export const ZWebPushSubscription = z.object({
  endpoint: z.url(),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: ZText().min(16).max(200), auth: ZText().min(8).max(100) }),
});
export type TWebPushSubscription = z.infer<typeof ZWebPushSubscription>;

export const ZVapidPublicKeyResponse = z
  .object({ publicKey: z.string().describe('VAPID application server key, base64url') })
  .describe('Web push key');
