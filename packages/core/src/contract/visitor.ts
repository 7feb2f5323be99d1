/**
 * A visitor's own things, by device (SPEC §7): notifications, follows, settings, push registration,
 * shared position, consent, ad and view counts. Where a signed-in person has a twin by account, it
 * is here too.
 */
import { z } from 'zod';
import { defineRoute } from './define.ts';
import {
  ZAdEventBody,
  ZAdStatistics,
  ZDeviceLocationBody,
  ZError,
  ZFollowToggleResponse,
  ZIdParams,
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

export const ads = {
  recordEvent: defineRoute({
    method: 'POST',
    path: '/api/public/ads/:id/event',
    access: 'public',
    tags: ['ads'],
    summary: 'Records a VIEW or CLICK of a sponsored ad',
    params: ZIdParams,
    body: ZAdEventBody,
    responses: { 204: z.null().describe('Recorded'), 400: ZError, 404: ZError, 429: ZError },
  }),
  statistics: defineRoute({
    method: 'GET',
    path: '/api/admin/ads/statistics',
    access: 'admin',
    tags: ['ads'],
    summary: 'VIEW and CLICK totals of every ad',
    responses: { 200: z.array(ZAdStatistics), ...denied },
  }),
};

/** Counts sent while cookie consent does not allow measurement: no device, account or address. */
export const anonymousCounts = {
  adEvent: defineRoute({
    method: 'POST',
    path: '/api/public/ads/:id/anonymous-event',
    access: 'public',
    tags: ['ads'],
    summary: 'Counts a VIEW or CLICK of a sponsored ad without any device or account (no consent needed)',
    params: ZIdParams,
    body: ZAdEventBody,
    responses: { 204: z.null().describe('Counted'), 400: ZError, 404: ZError, 429: ZError },
  }),
  eventView: defineRoute({
    method: 'POST',
    path: '/api/public/glentia/:id/anonymous-view',
    access: 'public',
    tags: ['events'],
    summary: 'Counts a view without any device or address (no consent needed)',
    params: ZIdParams,
    responses: { 200: ZViewedResponse, 400: ZError, 404: ZError, 429: ZError },
  }),
};

export const consent = {
  log: defineRoute({
    method: 'POST',
    path: '/api/public/log-consent',
    access: 'public',
    tags: ['consent'],
    summary: 'Records a cookie-consent choice (every accept, reject or change)',
    body: ZLogConsentBody,
    responses: { 204: z.null().describe('Recorded'), 400: ZError, 429: ZError },
  }),
};

export const devices = {
  saveLocation: defineRoute({
    method: 'PUT',
    path: '/api/public/device-location',
    access: 'public',
    tags: ['devices'],
    summary: 'Keeps the position this device chose to share (Crete only)',
    body: ZDeviceLocationBody,
    responses: { 204: z.null().describe('Kept'), 400: ZError },
  }),
  registerTokenByDevice: defineRoute({
    method: 'POST',
    path: '/api/public/registerToken',
    access: 'public',
    tags: ['devices'],
    summary: 'Registers this device for push notifications (web push subscription or FCM token)',
    body: ZRegisterTokenBody,
    responses: { 204: z.null().describe('Registered'), 400: ZError, 429: ZError },
  }),
  vapidPublicKey: defineRoute({
    method: 'GET',
    path: '/api/public/push/vapid-public-key',
    access: 'public',
    tags: ['devices'],
    summary: 'The key browsers subscribe to Glentia’s web pushes with',
    responses: { 200: ZVapidPublicKeyResponse },
  }),
  registerToken: defineRoute({
    method: 'POST',
    path: '/api/v1/users/registerToken',
    access: 'user',
    tags: ['devices'],
    summary: 'Registers this device for the signed-in person’s push notifications',
    body: ZRegisterTokenBody,
    responses: { 204: z.null().describe('Registered'), 400: ZError, 429: ZError, ...denied },
  }),
};

const notificationErrors = { 400: ZError, 404: ZError, 429: ZError };

/** The signed-in person's notifications when a token is sent, otherwise this device's. */
export const notifications = {
  list: defineRoute({
    method: 'GET',
    path: '/api/public/notifications',
    access: 'public',
    tags: ['notifications'],
    summary: "This device's notifications, newest first (at most 100)",
    responses: { 200: ZNotificationList, 400: ZError },
  }),
  readAll: defineRoute({
    method: 'PUT',
    path: '/api/public/notifications/read-all',
    access: 'public',
    tags: ['notifications'],
    summary: "Marks all of this device's notifications read",
    responses: { 200: ZNotificationCountResponse, 400: ZError, 429: ZError },
  }),
  read: defineRoute({
    method: 'PUT',
    path: '/api/public/notifications/:id/read',
    access: 'public',
    tags: ['notifications'],
    summary: 'Marks one notification read',
    params: ZIdParams,
    responses: { 200: ZNotification, ...notificationErrors },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/public/notifications/:id',
    access: 'public',
    tags: ['notifications'],
    summary: 'Deletes one notification',
    params: ZIdParams,
    responses: { 204: z.null().describe('Deleted'), ...notificationErrors },
  }),
  clear: defineRoute({
    method: 'DELETE',
    path: '/api/public/notifications',
    access: 'public',
    tags: ['notifications'],
    summary: "Deletes all of this device's notifications",
    responses: { 200: ZNotificationCountResponse, 400: ZError, 429: ZError },
  }),
  recordReminder: defineRoute({
    method: 'POST',
    path: '/api/public/notifications/reminder',
    access: 'public',
    tags: ['notifications'],
    summary: "Keeps a phone's local reminder of a favourite event among its notifications",
    body: ZReminderNotificationBody,
    responses: { 200: ZNotification, ...notificationErrors },
  }),
};

export const follows = {
  listByDevice: defineRoute({
    method: 'GET',
    path: '/api/public/register-device/topic',
    access: 'public',
    tags: ['follows'],
    summary: 'Ids of the artists and venues this device follows',
    responses: { 200: ZTopicList, 400: ZError },
  }),
  toggleByDevice: defineRoute({
    method: 'POST',
    path: '/api/public/register-device/topic-uuid/:id',
    access: 'public',
    tags: ['follows'],
    summary: 'Follows an artist or a venue, or stops following it',
    params: ZIdParams,
    responses: { 200: ZFollowToggleResponse, 400: ZError, 404: ZError },
  }),
  unfollowByDevice: defineRoute({
    method: 'DELETE',
    path: '/api/public/register-device/topic/:id',
    access: 'public',
    tags: ['follows'],
    summary: 'Stops following an artist or a venue',
    params: ZIdParams,
    responses: { 204: z.null().describe('Not following any more'), 400: ZError, 404: ZError },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/me/topic',
    access: 'user',
    tags: ['follows'],
    summary: 'Ids of the artists and venues the signed-in person follows',
    responses: { 200: ZTopicList, ...denied },
  }),
  toggle: defineRoute({
    method: 'POST',
    path: '/api/me/topic-uuid/:id',
    access: 'user',
    tags: ['follows'],
    summary: 'The signed-in person follows an artist or a venue, or stops following it',
    params: ZIdParams,
    responses: { 200: ZFollowToggleResponse, 400: ZError, 404: ZError, ...denied },
  }),
};

/** By account when a token is sent (401 when it is no longer valid), otherwise by device. */
export const settings = {
  get: defineRoute({
    method: 'GET',
    path: '/api/public/settings',
    access: 'public',
    tags: ['account'],
    summary: 'Your settings (by account when logged in, otherwise by device)',
    responses: { 200: ZSettings, 400: ZError, 401: ZError },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/public/settings',
    access: 'public',
    tags: ['account'],
    summary: 'Changes some of your settings',
    body: ZSettingsBody,
    responses: { 200: ZSettings, 400: ZError, 401: ZError },
  }),
};

const feedTags = ['feeds'];

/** The secret address of the private calendar feed: by device for visitors, by account when signed in. */
export const privateFeed = {
  statusByDevice: defineRoute({
    method: 'GET',
    path: '/api/public/feeds/private',
    access: 'public',
    tags: feedTags,
    summary: 'Whether a private calendar address is active',
    responses: { 200: ZPrivateFeedStatus, 400: ZError },
  }),
  renewByDevice: defineRoute({
    method: 'PUT',
    path: '/api/public/feeds/private',
    access: 'public',
    tags: feedTags,
    summary: 'Creates a new secret calendar address; any earlier one stops working',
    responses: { 200: ZPrivateFeedCreated, 400: ZError, 429: ZError },
  }),
  revokeByDevice: defineRoute({
    method: 'DELETE',
    path: '/api/public/feeds/private',
    access: 'public',
    tags: feedTags,
    summary: 'Revokes the secret calendar address',
    responses: { 200: ZPrivateFeedStatus, 400: ZError },
  }),
  status: defineRoute({
    method: 'GET',
    path: '/api/v1/users/feeds/private',
    access: 'user',
    tags: feedTags,
    summary: 'Whether a private calendar address is active',
    responses: { 200: ZPrivateFeedStatus, 400: ZError, ...denied },
  }),
  renew: defineRoute({
    method: 'PUT',
    path: '/api/v1/users/feeds/private',
    access: 'user',
    tags: feedTags,
    summary: 'Creates a new secret calendar address; any earlier one stops working',
    responses: { 200: ZPrivateFeedCreated, 400: ZError, 429: ZError, ...denied },
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/api/v1/users/feeds/private',
    access: 'user',
    tags: feedTags,
    summary: 'Revokes the secret calendar address',
    responses: { 200: ZPrivateFeedStatus, 400: ZError, ...denied },
  }),
};
