/**
 * Sources kept in step: calendars, pages with schema.org events, feeds and other events guides
 * that an admin adds once and Glentia re-reads on a schedule. Admins only.
 */
import { z } from 'zod';
import { routeGroup } from './group.ts';
import { ZCounty, ZError, ZId, ZText } from './schemas.ts';

export const SOURCE_KINDS = ['ical', 'page', 'feed', 'gancio'] as const;
export const ZSourceKind = z
  .enum(SOURCE_KINDS)
  .describe(
    'ical: an iCalendar address; page: a page with schema.org Event markup (JSON-LD or microdata); ' +
      'feed: RSS or Atom; gancio: a Gancio guide (its /api/events)',
  );
export type TSourceKind = z.infer<typeof ZSourceKind>;

/** Why the last run failed; the web shows each in Greek and English. */
export const SOURCE_ERRORS = [
  'timeout',
  'unreachable',
  'address',
  'too-large',
  'scheme',
  'http',
  'unreadable',
] as const;

const ZSourceUrl = ZText()
  .max(2000)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value.trim()), 'Expected an http or https address');

const sourceFields = {
  name: ZText().trim().min(1).max(120).describe('What the admin calls the source'),
  kind: ZSourceKind,
  url: ZSourceUrl.describe('The calendar, page, feed or guide address'),
  locationId: ZId.nullable().optional().describe('The venue its events default to'),
  county: ZCounty.nullable().optional().describe('The county its events default to'),
  artistIds: z.array(ZId).max(20).optional().describe('The artists its events default to'),
  trusted: z.boolean().optional().describe('New events are published at once, without review'),
  intervalMinutes: z.number().int().min(15).max(10_080).optional().describe('How often it is read'),
};

export const ZCreateSourceBody = z.object(sourceFields);
export type TCreateSourceBody = z.input<typeof ZCreateSourceBody>;

export const ZUpdateSourceBody = z
  .object({ ...sourceFields, paused: z.boolean() })
  .omit({ kind: true })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type TUpdateSourceBody = z.input<typeof ZUpdateSourceBody>;

const ZCounts = z.object({
  new: z.number().int(),
  changed: z.number().int(),
  canceled: z.number().int(),
  linked: z.number().int(),
  unchanged: z.number().int(),
});

export const ZEventSource = z.object({
  id: ZId,
  name: z.string(),
  kind: ZSourceKind,
  url: z.string(),
  locationId: ZId.nullable(),
  locationName: z.string().nullable(),
  county: ZCounty.nullable(),
  artistIds: z.array(ZId),
  trusted: z.boolean(),
  paused: z.boolean(),
  intervalMinutes: z.number().int(),
  lastRunAt: z.string().nullable().describe('When it was last read (ISO instant)'),
  lastSuccessAt: z.string().nullable(),
  nextRunAt: z.string().nullable().describe('When it is read next; null while paused'),
  lastError: z
    .object({ code: z.enum(SOURCE_ERRORS), status: z.number().int().nullable() })
    .nullable()
    .describe('Why the last run failed (null when it went well)'),
  failures: z.number().int().describe('Failed runs in a row (each waits longer before the next)'),
  lastCounts: ZCounts.nullable().describe('What the last run that read the source did'),
  eventCount: z.number().int().describe('Events kept in step with it'),
});
export type TEventSource = z.infer<typeof ZEventSource>;
export const ZEventSourceList = z.array(ZEventSource);

const denied = { 401: ZError, 403: ZError };
const errors = { 400: ZError, 404: ZError, ...denied };
const sourceRoute = routeGroup({ access: 'admin', tags: ['admin: sources'] });

export const sources = {
  list: sourceRoute('GET /api/admin/sources', {
    summary: 'Every source with the state of its last run',
    responses: { 200: ZEventSourceList, ...denied },
  }),
  create: sourceRoute('POST /api/admin/sources', {
    summary: 'Add a source (read for the first time soon after)',
    body: ZCreateSourceBody,
    responses: { 200: ZEventSource, ...errors },
  }),
  update: sourceRoute('PUT /api/admin/sources/:id', {
    summary: 'Change a source; `paused: true` stops reading it',
    body: ZUpdateSourceBody,
    responses: { 200: ZEventSource, ...errors },
  }),
  run: sourceRoute('POST /api/admin/sources/:id/run', {
    summary: 'Read a source now and answer its new state',
    responses: { 200: ZEventSource, ...errors },
  }),
  remove: sourceRoute('DELETE /api/admin/sources/:id', {
    summary: 'Remove a source; its events stay',
    responses: { 204: z.null().describe('Removed'), ...errors },
  }),
};
