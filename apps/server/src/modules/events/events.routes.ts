import { contract, EVENT_WINDOW_MAX_DAYS, eventPlacesArea, mapBlocksKey } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { CACHED, route } from '../../http/route.ts';
import { AddressTally } from '../../lib/address-tally.ts';
import { sendCachedJson } from '../../lib/public-cache.ts';
import { limitWrites } from '../../lib/rate-limit.ts';
import { deviceCounts } from '../devices/new-devices.ts';
import { countTopicFollowers } from '../follows/follows.service.ts';
import { eventQueryCacheKey } from './events.cache-key.ts';
import { eventCalendarFile } from './events.calendar.ts';
import { listPublicEventPlaceList, listPublicEventPlaces } from './events.places.service.ts';
import {
  countAnonymousEventView,
  getPublicCalendarEvent,
  getPublicEvent,
  listPastEvents,
  listPublicEventDays,
  listPublicEvents,
  markEventViewed,
} from './events.service.ts';
import { listPublicEventSummaries } from './events.summary.service.ts';

export async function eventsRoutes(app: FastifyInstance) {
  const { db, cache, config, counters, names, nights } = app.ctx;
  // A view without a device id is counted as the consent-free counter counts it.
  const tally = new AddressTally(counters, config.writeLimits);
  const routes = contract.events;

  route(app, routes.list, CACHED, async (request, reply) => {
    const key = eventQueryCacheKey('events', request.query);
    const body = await cache.get(key, () => listPublicEvents(db, request.query));
    return sendCachedJson(request, reply, body);
  });

  route(app, routes.summary, CACHED, async (request, reply) => {
    // No `days` is the longest window: one question, one key.
    const query = { ...request.query, days: request.query.days ?? EVENT_WINDOW_MAX_DAYS };
    const key = eventQueryCacheKey('summary', query);
    const body = await cache.get(key, () => listPublicEventSummaries(db, query));
    return sendCachedJson(request, reply, body);
  });
  route(app, routes.days, CACHED, async (request, reply) => {
    const key = eventQueryCacheKey('days', request.query);
    const body = await cache.get(key, () => listPublicEventDays(db, request.query));
    return sendCachedJson(request, reply, body);
  });

  route(app, routes.places, CACHED, async (request, reply) => {
    // Every box inside the same blocks of the map is one question.
    const area = mapBlocksKey(eventPlacesArea(request.query));
    const key = eventQueryCacheKey('places', { ...request.query, area });
    const body = await cache.get(key, () => listPublicEventPlaces({ names, nights }, request.query));
    return sendCachedJson(request, reply, body);
  });
  route(app, routes.placeList, CACHED, async (request, reply) => {
    const { near } = request.query;
    const area = near ? `${near.lat},${near.lng}` : '';
    const key = eventQueryCacheKey('place-list', { ...request.query, area });
    const body = await cache.get(key, () => listPublicEventPlaceList({ names, nights }, request.query));
    return sendCachedJson(request, reply, body);
  });

  route(app, routes.get, CACHED, async (request, reply) => {
    const body = await cache.get(`event:${request.params.id}`, () => getPublicEvent(db, request.params.id));
    return sendCachedJson(request, reply, body);
  });

  route(app, routes.calendar, async (request, reply) => {
    const event = await getPublicCalendarEvent(db, request.params.id);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${event.event.id}_event.ics"`)
      .send(eventCalendarFile(event, config.publicUrl));
  });

  route(app, routes.markViewed, { onRequest: limitWrites('viewed') }, async (request) => {
    // Without a device id the view is counted as the consent-free counter counts it: the total
    // only, with no row that keeps the caller's address.
    if (!request.device) {
      const admitted = await tally.admitView('event-view', request.params.id, request.ip);
      const views = admitted
        ? await countAnonymousEventView(db, request.params.id)
        : await markEventViewed(db, request.params.id, null);
      return { id: request.params.id, views };
    }
    const viewerKey = (await deviceCounts(request)) ? request.device.id : null;
    const views = await markEventViewed(db, request.params.id, viewerKey);
    return { id: request.params.id, views };
  });

  route(app, routes.pastAtLocation, CACHED, async (request, reply) => {
    const { id } = request.params;
    const body = await cache.get(`past:location:${id}`, () => listPastEvents(db, { locationId: id }));
    return sendCachedJson(request, reply, body);
  });

  route(app, routes.pastOfArtist, CACHED, async (request, reply) => {
    const { id } = request.params;
    const body = await cache.get(`past:artist:${id}`, () => listPastEvents(db, { artistId: id }));
    return sendCachedJson(request, reply, body);
  });

  route(app, routes.followers, async (request) => ({
    id: request.params.id,
    followers: await countTopicFollowers(db, request.params.id),
  }));
}
