/**
 * Subscribable feeds: `/feeds/{location|artist}/{id}.{ics|rss|atom}`, `/feeds/county/{county}.…`,
 * `/feeds/search.…?query=` and the private `/feeds/private/{token}.…`; and the calls that create,
 * show and revoke the private address (by account when signed in, otherwise by device). The
 * feeds answer iCalendar, RSS or Atom, not JSON, so they are plain routes outside the contract.
 */
import { contract, FILTER_QUERY_MAX_LENGTH, ZError } from '@glentia/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { writeCalendar } from '../../lib/icalendar.ts';
import { type CachedBody, cachedBodyFromJson, sendCached } from '../../lib/public-cache.ts';
import { limitWrites } from '../../lib/rate-limit.ts';
import { calendarEntryOf } from '../events/events.calendar.ts';
import { writeNewsFeed } from './feeds.news.ts';
import {
  artistFeed,
  countyFeed,
  type Feed,
  filterOfSearch,
  locationFeed,
  privateFeed,
  privateFeedStatus,
  renewPrivateFeed,
  revokePrivateFeed,
  searchFeed,
} from './feeds.service.ts';

const tags = ['feeds'];
type Format = 'ics' | 'rss' | 'atom';

const TYPES: Record<Format, string> = {
  ics: 'text/calendar; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

/** Subscribed calendars are asked to look again every few hours. */
const REFRESH_HOURS = 3;

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const fileParams = (name: string, pattern: string) =>
  z.object({
    file: z
      .string()
      .regex(new RegExp(`^${pattern}\\.(ics|rss|atom)$`))
      .describe(`${name}, then .ics (iCalendar), .rss (RSS 2.0) or .atom (Atom 1.0)`),
  });

function splitFile(file: string): { name: string; format: Format } {
  const dot = file.lastIndexOf('.');
  return { name: file.slice(0, dot), format: file.slice(dot + 1) as Format };
}

const ZFeedText = z.string().describe('iCalendar, RSS or Atom text');

export const feedsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, cache, config } = app.ctx;
  const { publicUrl } = config;

  /**
   * `selfPath` is the feed's address without its extension, `selfQuery` what follows it (a saved
   * search's `?query=`), so each format names the other's full address.
   */
  const render = (feed: Feed, format: Format, selfPath: string, selfQuery = '', id?: string) =>
    format === 'ics'
      ? writeCalendar(
          { name: feed.title, description: feed.description, refreshHours: REFRESH_HOURS },
          feed.events.map((event) => calendarEntryOf(event, publicUrl)),
        )
      : writeNewsFeed(feed, {
          format,
          publicUrl,
          selfUrl: (news) => `${publicUrl}${selfPath}.${news}${selfQuery}`,
          ...(id ? { id } : {}),
        });

  const send = (request: FastifyRequest, reply: FastifyReply, body: CachedBody, format: Format) =>
    sendCached(request, reply, body, TYPES[format]);

  const publicFeed = (
    kind: 'location' | 'artist' | 'county',
    pattern: string,
    load: (name: string) => Promise<Feed>,
    summary: string,
  ) =>
    app.get(
      `/feeds/${kind}/:file`,
      {
        schema: {
          tags,
          summary,
          params: fileParams(
            kind === 'county' ? 'heraklion, chania, lasithi or rethymno' : 'The id',
            pattern,
          ),
          produces: Object.values(TYPES),
          response: { 200: ZFeedText, 400: ZError, 404: ZError },
        },
        compress: false,
      },
      async (request, reply) => {
        const { name, format } = splitFile(request.params.file);
        const id = kind === 'county' ? name : name.toLowerCase();
        const body = await cache.getText(`feed:${kind}:${id}:${format}`, async () =>
          render(await load(id), format, `/feeds/${kind}/${id}`),
        );
        return send(request, reply, body, format);
      },
    );

  publicFeed('location', UUID, (id) => locationFeed(db, id), 'Every upcoming published event of a venue');
  publicFeed('artist', UUID, (id) => artistFeed(db, id), 'Every upcoming published event of an artist');
  publicFeed(
    'county',
    '[a-zA-Z]+',
    (slug) => countyFeed(db, slug),
    'Every upcoming published event of a county',
  );

  app.get(
    '/feeds/:file',
    {
      schema: {
        tags,
        summary: 'Every upcoming published event of a saved search (the query of /glentia/search)',
        params: fileParams('search', 'search'),
        querystring: z.object({ query: z.string().max(FILTER_QUERY_MAX_LENGTH).default('{}') }),
        produces: Object.values(TYPES),
        response: { 200: ZFeedText, 400: ZError, 404: ZError },
      },
      compress: false,
    },
    async (request, reply) => {
      const { format } = splitFile(request.params.file);
      const { query } = request.query;
      const options = filterOfSearch(query);
      // The key is the parsed filter, so spellings of the same search share one entry.
      const key = `feed:search:${JSON.stringify([options.nomos, options.selectedArtist, options.selectedLocation])}:${format}`;
      const body = await cache.getText(key, async () =>
        render(await searchFeed(db, query), format, '/feeds/search', `?query=${encodeURIComponent(query)}`),
      );
      return send(request, reply, body, format);
    },
  );

  app.get(
    '/feeds/private/:file',
    {
      schema: {
        tags,
        summary: "One person's favourites and the events of whom they follow, at a secret address",
        params: fileParams('The secret token', '[A-Za-z0-9_-]+'),
        produces: Object.values(TYPES),
        response: { 200: ZFeedText, 400: ZError, 404: ZError },
      },
      compress: false,
    },
    async (request, reply) => {
      const { name, format } = splitFile(request.params.file);
      // Personal: never in the shared cache, but still answered with an ETag.
      // Its own id: every person's feed shows the same page (favourites), but is a feed of its own.
      const self = `/feeds/private/${name}`;
      const text = render(await privateFeed(db, name), format, self, '', `${publicUrl}${self}`);
      const body = cachedBodyFromJson(text);
      reply.header('referrer-policy', 'no-referrer');
      return sendCached(request, reply, body, TYPES[format], 'private, no-cache');
    },
  );

  // ------------------------------------------------------------ the private address in settings

  const feed = contract.privateFeed;
  const limited = { onRequest: limitWrites('calendarFeed') };
  const revoked = { active: false, createdAt: null };

  route(app, feed.status, async (request) => privateFeedStatus(db, await ownerOf(request, 'user')));
  route(app, feed.renew, limited, async (request) =>
    renewPrivateFeed(db, await ownerOf(request, 'user'), publicUrl),
  );
  route(app, feed.revoke, async (request) => {
    await revokePrivateFeed(db, await ownerOf(request, 'user'));
    return revoked;
  });
};
