/**
 * Every kind of queued job and the payload it carries, in one place: producers queue through
 * `enqueueJob` (jobs.service.ts), which refuses a payload that does not fit its kind, and handlers
 * are written with `jobHandlers`, which hands them the payload parsed by the same schema.
 */
import { ZEventChange, ZEventSnapshot } from '@glentia/core';
import { z } from 'zod';

export const JOB_KINDS = {
  published: 'notify.event-published',
  changed: 'notify.event-changed',
  deleted: 'notify.event-deleted',
  uploader: 'notify.uploader',
  push: 'push.send',
  mail: 'mail.notify',
  retention: 'retention.sweep',
  spotifyArtist: 'spotify.artist',
  spotifyRefresh: 'spotify.refresh',
  seriesGenerate: 'series.generate',
  accountMail: 'mail.account',
  sourcesSync: 'sources.sync',
  weeklyDigest: 'digest.weekly',
} as const;

export type JobKind = (typeof JOB_KINDS)[keyof typeof JOB_KINDS];

const ZAddressee = z.union([
  z.object({ userId: z.string(), language: z.enum(['el', 'en']) }),
  z.object({ deviceId: z.string(), language: z.enum(['el', 'en']) }),
]);

const ZNotificationIds = z.array(z.string()).max(10_000);

/** The payload of each job kind. Sweeps and refreshes carry nothing. */
export const JOB_PAYLOADS = {
  [JOB_KINDS.published]: z.object({ eventId: z.string() }),
  [JOB_KINDS.changed]: z.object({ snapshot: ZEventSnapshot, change: ZEventChange }),
  [JOB_KINDS.deleted]: z.object({ snapshot: ZEventSnapshot, recipients: z.array(ZAddressee) }),
  [JOB_KINDS.uploader]: z.object({
    snapshot: ZEventSnapshot,
    outcome: z.enum(['published', 'rejected']),
    reason: z.string().nullable(),
  }),
  // Pushes that failed for a passing reason go round again, counted by `round`.
  [JOB_KINDS.push]: z.object({
    notificationIds: ZNotificationIds,
    round: z.number().int().min(0).default(0),
  }),
  [JOB_KINDS.mail]: z.object({ notificationIds: ZNotificationIds }),
  [JOB_KINDS.retention]: z.object({}),
  [JOB_KINDS.spotifyArtist]: z.object({ artistId: z.string() }),
  [JOB_KINDS.spotifyRefresh]: z.object({}),
  [JOB_KINDS.seriesGenerate]: z.object({}),
  // The address as typed: the worker decides whether it has an account, never the request.
  [JOB_KINDS.accountMail]: z.object({
    kind: z.enum(['verify-email', 'reset-password', 'already-registered']),
    email: z.string(),
    language: z.enum(['el', 'en']),
  }),
  [JOB_KINDS.sourcesSync]: z.object({}),
  [JOB_KINDS.weeklyDigest]: z.object({}),
} satisfies Record<JobKind, z.ZodType>;

/** What a producer passes for a kind (fields with defaults may be left out). */
export type JobInput<K extends JobKind> = z.input<(typeof JOB_PAYLOADS)[K]>;
/** What a handler of a kind receives, parsed. */
export type JobPayload<K extends JobKind> = z.output<(typeof JOB_PAYLOADS)[K]>;
