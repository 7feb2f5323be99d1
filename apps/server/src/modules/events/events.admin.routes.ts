/** Admin moderation of events (SPEC §7 "Admin"): the review queue, publish, reject, promote, import. */
import {
  ZError,
  ZEvent,
  ZIdParams,
  ZImportFromUrlBody,
  ZImportResult,
  ZRejectEventBody,
  ZReviewEvent,
  ZReviewEventList,
} from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SafeFetchOptions } from '../../lib/outbound/safe-fetch.ts';
import { importEventFromUrl } from '../imports/import.service.ts';
import type { CallerRouteOptions } from './events.caller.ts';
import {
  countPendingReview,
  listReviewQueue,
  publishEvent,
  rejectEvent,
  togglePromoted,
} from './events.moderation.service.ts';

const tags = ['admin: events'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };

export interface AdminEventRouteOptions extends CallerRouteOptions {
  /** Tests only (a local page to import); production passes nothing. */
  fetchOptions?: SafeFetchOptions;
}

export const eventAdminRoutes: FastifyPluginAsyncZod<AdminEventRouteOptions> = async (app, options) => {
  const { callerOf } = options;
  const ctx = app.ctx;

  app.get(
    '/api/admin/glentia/unpublished',
    {
      schema: {
        tags,
        summary: 'Events waiting for review, oldest first',
        response: { 200: ZReviewEventList, ...errors },
      },
    },
    async (request) => listReviewQueue(ctx, callerOf(request)),
  );

  app.get(
    '/api/admin/glentia/unpublished/count',
    {
      schema: {
        tags,
        summary: 'How many events wait for review (drawer badge)',
        response: { 200: z.object({ count: z.number().int() }), ...errors },
      },
    },
    async (request) => ({ count: await countPendingReview(ctx, callerOf(request)) }),
  );

  app.post(
    '/api/admin/glentia/:id/publish',
    {
      schema: { tags, summary: 'Publish an event', params: ZIdParams, response: { 200: ZEvent, ...errors } },
    },
    async (request) => publishEvent(ctx, callerOf(request), request.params.id),
  );

  app.post(
    '/api/admin/glentia/:id/reject',
    {
      schema: {
        tags,
        summary: 'Send an event back with a reason (the uploader is notified)',
        params: ZIdParams,
        body: ZRejectEventBody,
        response: { 200: ZReviewEvent, ...errors },
      },
    },
    async (request) => rejectEvent(ctx, callerOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/glentia/:id/promote',
    {
      schema: {
        tags,
        summary: 'Promote or stop promoting an event (toggle)',
        params: ZIdParams,
        response: { 200: ZEvent, ...errors },
      },
    },
    async (request) => togglePromoted(ctx, callerOf(request), request.params.id),
  );

  app.post(
    '/api/admin/glentia/fromUrl',
    {
      schema: {
        tags,
        summary: 'Import an event from a web page (schema.org JSON-LD, then Open Graph) as a draft',
        body: ZImportFromUrlBody,
        response: { 200: ZImportResult, ...errors },
      },
    },
    async (request) =>
      importEventFromUrl(ctx, callerOf(request), request.body.url, {
        ...(options.fetchOptions ? { fetchOptions: options.fetchOptions } : {}),
      }),
  );
};
