import {
  ZError,
  ZEvent,
  ZEventDays,
  ZEventDaysQuery,
  ZEventList,
  ZEventListQuery,
  ZFollowersResponse,
  ZIdParams,
  ZViewedResponse,
} from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedJson } from '../../lib/public-cache.ts';
import { limitWrites } from '../../lib/rate-limit.ts';
import { countAnonymousEventView } from '../anonymous-counts/anonymous-counts.service.ts';
import { deviceCounts } from '../devices/new-devices.ts';
import { countTopicFollowers } from '../follows/follows.service.ts';
import { eventCalendarFile } from './events.calendar.ts';
import {
  getPublicCalendarEvent,
  getPublicEvent,
  listPastEvents,
  listPublicEventDays,
  listPublicEvents,
  markEventViewed,
} from './events.service.ts';

const tags = ['events'];
const errors = { 400: ZError, 404: ZError };

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, cache, config } = app.ctx;

  app.get(
    '/api/public/glentia',
    {
      schema: {
        tags,
        summary: 'Published events, filtered, sorted by date',
        querystring: ZEventListQuery,
        response: { 200: ZEventList, 400: ZError },
      },
      compress: false,
    },
    async (request, reply) => {
      const key = `events:${JSON.stringify(request.query)}`;
      const body = await cache.get(key, () => listPublicEvents(db, request.query));
      return sendCachedJson(request, reply, body);
    },
  );

  app.get(
    '/api/public/glentia/days',
    {
      schema: {
        tags,
        summary: 'Days with published events matching the filter, and how many (calendar marks)',
        querystring: ZEventDaysQuery,
        response: { 200: ZEventDays, 400: ZError },
      },
      compress: false,
    },
    async (request, reply) => {
      const key = `days:${JSON.stringify(request.query)}`;
      const body = await cache.get(key, () => listPublicEventDays(db, request.query));
      return sendCachedJson(request, reply, body);
    },
  );

  app.get(
    '/api/public/glentia/:id',
    {
      schema: {
        tags,
        summary: 'One published event',
        params: ZIdParams,
        response: { 200: ZEvent, ...errors },
      },
      compress: false,
    },
    async (request, reply) => {
      const body = await cache.get(`event:${request.params.id}`, () => getPublicEvent(db, request.params.id));
      return sendCachedJson(request, reply, body);
    },
  );

  app.get(
    '/api/public/glentia/:id/calendar',
    {
      schema: {
        tags,
        summary: 'The event as an iCalendar file',
        params: ZIdParams,
        produces: ['text/calendar'],
        response: { 200: z.string().describe('iCalendar (.ics) text'), ...errors },
      },
    },
    async (request, reply) => {
      const event = await getPublicCalendarEvent(db, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${event.event.id}_event.ics"`)
        .send(eventCalendarFile(event, config.publicUrl));
    },
  );

  app.put(
    '/api/public/glentia/:id/viewed',
    {
      onRequest: limitWrites('viewed'),
      schema: {
        tags,
        summary: 'Counts a view (once per device and day)',
        description:
          'A device new to its address beyond the allowance of the hour is answered with the total but not counted.',
        params: ZIdParams,
        response: { 200: ZViewedResponse, 429: ZError, ...errors },
      },
    },
    async (request) => {
      // Without a device id the view is counted as the consent-free counter counts it: the total
      // only, with no row that keeps the caller's address.
      if (!request.device)
        return { id: request.params.id, views: await countAnonymousEventView(db, request.params.id) };
      const viewerKey = (await deviceCounts(request)) ? request.device.id : null;
      const views = await markEventViewed(db, request.params.id, viewerKey);
      return { id: request.params.id, views };
    },
  );

  app.get(
    '/api/public/glentia/location/:id/pastEvents',
    {
      schema: {
        tags,
        summary: "A venue's past published events, most recent first",
        params: ZIdParams,
        response: { 200: ZEventList, ...errors },
      },
      compress: false,
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = await cache.get(`past:location:${id}`, () => listPastEvents(db, { locationId: id }));
      return sendCachedJson(request, reply, body);
    },
  );

  app.get(
    '/api/public/glentia/artist/:id/pastEvents',
    {
      schema: {
        tags,
        summary: "An artist's past published events, most recent first",
        params: ZIdParams,
        response: { 200: ZEventList, ...errors },
      },
      compress: false,
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = await cache.get(`past:artist:${id}`, () => listPastEvents(db, { artistId: id }));
      return sendCachedJson(request, reply, body);
    },
  );

  app.get(
    '/api/public/glentia/topic/:id/followers',
    {
      schema: {
        tags,
        summary: 'How many people follow an artist or a venue',
        params: ZIdParams,
        response: { 200: ZFollowersResponse, ...errors },
      },
    },
    async (request) => ({
      id: request.params.id,
      followers: await countTopicFollowers(db, request.params.id),
    }),
  );
};
