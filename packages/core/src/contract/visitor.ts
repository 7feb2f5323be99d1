/**
 * A visitor's own things, by device (SPEC §7): notifications, follows, settings, push registration,
 * shared position, consent, ad and view counts. Those a signed-in person has too are one route each:
 * by account when a token is sent, otherwise by device.
 */
import { z } from 'zod';
import { routeGroup } from './group.ts';
import {
  ZAdEventBody,
  ZAdStatistics,
  ZDeviceLocationBody,
  ZError,
  ZFollowToggleResponse,
  ZLogConsentBody,
  ZNotification,
  ZNotificationCountResponse,
  ZNotificationList,
  ZPrivateFeedCreated,
  ZPrivateFeedStatus,
  ZRegisterTokenBody,
  ZReminderNotificationBody,
  ZSettings,
  ZSettingsBody,
  ZTopicList,
  ZVapidPublicKeyResponse,
  ZViewedResponse,
} from './schemas.ts';

const denied = { 401: ZError, 403: ZError };

const adRoute = routeGroup({ access: 'public', tags: ['ads'] });

export const ads = {
  recordEvent: adRoute('POST /api/public/ads/:id/event', {
    summary: 'Records a VIEW or CLICK of a sponsored ad',
    body: ZAdEventBody,
    responses: { 204: z.null().describe('Recorded'), 400: ZError, 404: ZError, 429: ZError },
  }),
  statistics: adRoute('GET /api/admin/ads/statistics', {
    access: 'admin',
    summary: 'VIEW and CLICK totals of every ad',
    responses: { 200: z.array(ZAdStatistics), ...denied },
  }),
};

const eventRoute = routeGroup({ access: 'public', tags: ['events'] });

/** Counts sent while cookie consent does not allow measurement: no device, account or address. */
export const anonymousCounts = {
  adEvent: adRoute('POST /api/public/ads/:id/anonymous-event', {
    summary: 'Counts a VIEW or CLICK of a sponsored ad without any device or account (no consent needed)',
    body: ZAdEventBody,
    responses: { 204: z.null().describe('Counted'), 400: ZError, 404: ZError, 429: ZError },
  }),
  eventView: eventRoute('POST /api/public/glentia/:id/anonymous-view', {
    summary: 'Counts a view without any device or address (no consent needed)',
    responses: { 200: ZViewedResponse, 400: ZError, 404: ZError, 429: ZError },
  }),
};

const consentRoute = routeGroup({ access: 'public', tags: ['consent'] });

export const consent = {
  log: consentRoute('POST /api/public/log-consent', {
    summary: 'Records a cookie-consent choice (every accept, reject or change)',
    body: ZLogConsentBody,
    responses: { 204: z.null().describe('Recorded'), 400: ZError, 429: ZError },
  }),
};

const deviceRoute = routeGroup({ access: 'public', tags: ['devices'] });

export const devices = {
  saveLocation: deviceRoute('PUT /api/public/device-location', {
    summary: 'Keeps the position this device chose to share (Crete only)',
    body: ZDeviceLocationBody,
    responses: { 204: z.null().describe('Kept'), 400: ZError },
  }),
  registerToken: deviceRoute('POST /api/public/registerToken', {
    summary:
      'Registers this device for push notifications (web push subscription or FCM token), for the signed-in person when a token is sent',
    body: ZRegisterTokenBody,
    responses: { 204: z.null().describe('Registered'), 400: ZError, 429: ZError, ...denied },
  }),
  vapidPublicKey: deviceRoute('GET /api/public/push/vapid-public-key', {
    summary: 'The key browsers subscribe to Glentia’s web pushes with',
    responses: { 200: ZVapidPublicKeyResponse },
  }),
};

const notificationErrors = { 400: ZError, 404: ZError, 429: ZError };

// A token that is sent must be valid (an expired one answers 401, so the app refreshes it).
const notificationRoute = routeGroup({ access: 'public', tags: ['notifications'], errors: { 401: ZError } });

/** The signed-in person's notifications when a token is sent, otherwise this device's. */
export const notifications = {
  list: notificationRoute('GET /api/public/notifications', {
    summary: "This device's notifications, newest first (at most 100)",
    responses: { 200: ZNotificationList, 400: ZError },
  }),
  readAll: notificationRoute('PUT /api/public/notifications/read-all', {
    summary: "Marks all of this device's notifications read",
    responses: { 200: ZNotificationCountResponse, 400: ZError, 429: ZError },
  }),
  read: notificationRoute('PUT /api/public/notifications/:id/read', {
    summary: 'Marks one notification read',
    responses: { 200: ZNotification, ...notificationErrors },
  }),
  remove: notificationRoute('DELETE /api/public/notifications/:id', {
    summary: 'Deletes one notification',
    responses: { 204: z.null().describe('Deleted'), ...notificationErrors },
  }),
  clear: notificationRoute('DELETE /api/public/notifications', {
    summary: "Deletes all of this device's notifications",
    responses: { 200: ZNotificationCountResponse, 400: ZError, 429: ZError },
  }),
  recordReminder: notificationRoute('POST /api/public/notifications/reminder', {
    summary: "Keeps a phone's local reminder of a favourite event among its notifications",
    body: ZReminderNotificationBody,
    responses: { 200: ZNotification, ...notificationErrors },
  }),
};

// Yours: by account when a token is sent (401 when it is no longer valid, 403 before the sign-up is
// finished), otherwise by this device.
const followRoute = routeGroup({ access: 'public', tags: ['follows'], errors: denied });

export const follows = {
  list: followRoute('GET /api/public/register-device/topic', {
    summary: 'Ids of the artists and venues you follow',
    responses: { 200: ZTopicList, 400: ZError },
  }),
  toggle: followRoute('POST /api/public/register-device/topic-uuid/:id', {
    summary: 'Follows an artist or a venue, or stops following it',
    responses: { 200: ZFollowToggleResponse, 400: ZError, 404: ZError },
  }),
  unfollow: followRoute('DELETE /api/public/register-device/topic/:id', {
    summary: 'Stops following an artist or a venue',
    responses: { 204: z.null().describe('Not following any more'), 400: ZError, 404: ZError },
  }),
};

const accountRoute = routeGroup({ access: 'public', tags: ['account'] });

/** By account when a token is sent (401 when it is no longer valid), otherwise by device. */
export const settings = {
  get: accountRoute('GET /api/public/settings', {
    summary: 'Your settings (by account when logged in, otherwise by device)',
    responses: { 200: ZSettings, 400: ZError, 401: ZError },
  }),
  update: accountRoute('PUT /api/public/settings', {
    summary: 'Changes some of your settings',
    body: ZSettingsBody,
    responses: { 200: ZSettings, 400: ZError, 401: ZError },
  }),
};

// Yours: by account when a token is sent (401 when it is no longer valid, 403 before the sign-up is
// finished), otherwise by this device.
const feedRoute = routeGroup({ access: 'public', tags: ['feeds'], errors: denied });

/** The secret address of your private calendar feed (the feed itself is `/feeds/private/{token}`). */
export const privateFeed = {
  status: feedRoute('GET /api/public/feeds/private', {
    summary: 'Whether a private calendar address is active',
    responses: { 200: ZPrivateFeedStatus, 400: ZError },
  }),
  renew: feedRoute('PUT /api/public/feeds/private', {
    summary: 'Creates a new secret calendar address; any earlier one stops working',
    responses: { 200: ZPrivateFeedCreated, 400: ZError, 429: ZError },
  }),
  revoke: feedRoute('DELETE /api/public/feeds/private', {
    summary: 'Revokes the secret calendar address',
    responses: { 200: ZPrivateFeedStatus, 400: ZError },
  }),
};
