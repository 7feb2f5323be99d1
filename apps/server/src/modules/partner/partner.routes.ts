/**
 * `/api/partner/...` for accounts with the partner role, and `/api/artist/...` numbers for
 * accounts with the artist role: the same statistics, scoped by venue or by artist page.
 */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { publishEvent, rejectEvent } from '../events/events.moderation.service.ts';
import { getArtistOverview } from './partner.artist.service.ts';
import { getPartnerOverview, listPartnerPending } from './partner.service.ts';
import { getArtistFollowers, getEventDailyStatistics } from './partner.stats.service.ts';

export async function partnerRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const { db } = ctx;
  route(app, contract.partner.overview, async (request) => getPartnerOverview(db, actorOf(request)));
  route(app, contract.partner.eventDaily, async (request) =>
    getEventDailyStatistics(db, actorOf(request), request.params.id, request.query, 'venue'),
  );
  route(app, contract.partner.pending, async (request) => listPartnerPending(db, actorOf(request)));
  route(app, contract.partner.publish, async (request) =>
    publishEvent(ctx, actorOf(request), request.params.id),
  );
  route(app, contract.partner.reject, async (request) =>
    rejectEvent(ctx, actorOf(request), request.params.id, request.body.reason),
  );

  route(app, contract.artistSelf.overview, async (request) => getArtistOverview(ctx, actorOf(request)));
  route(app, contract.artistSelf.eventDaily, async (request) =>
    getEventDailyStatistics(db, actorOf(request), request.params.id, request.query, 'artist'),
  );
  route(app, contract.artistSelf.followers, async (request) =>
    getArtistFollowers(db, actorOf(request), request.params.id, request.query),
  );
}
