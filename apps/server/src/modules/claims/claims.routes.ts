/** Claims of venues (issue 31): the claimant's three routes and the admin's queue and decision. */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { requestLanguage } from '../../lib/language.ts';
import { limitWrites } from '../../lib/rate-limit.ts';
import { confirmClaim, createClaim, decideClaim, listClaimQueue, listMyClaims } from './claims.service.ts';

export async function claimsRoutes(app: FastifyInstance) {
  route(app, contract.claims.create, { onRequest: limitWrites('claim') }, async (request, reply) =>
    reply
      .code(201)
      .send(await createClaim(app.ctx, actorOf(request), request.body, requestLanguage(request))),
  );
  route(app, contract.claims.confirm, { onRequest: limitWrites('claim') }, async (request) =>
    confirmClaim(app.ctx, actorOf(request), request.params.id, request.body.code),
  );
  route(app, contract.claims.mine, async (request) => listMyClaims(app.ctx, actorOf(request)));
  route(app, contract.claims.queue, async (request) => listClaimQueue(app.ctx, actorOf(request)));
  route(app, contract.claims.decide, async (request) =>
    decideClaim(app.ctx, actorOf(request), request.params.id, request.body),
  );
}
