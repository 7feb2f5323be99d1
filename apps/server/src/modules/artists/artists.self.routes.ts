/**
 * Artist accounts' routes of the artists module: an artist edits their own page
 * (`/api/artist/pages/{id}`), admins bind accounts to pages (`/api/admin/users/{id}/artists`).
 */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { readMultipartForm } from '../uploads/multipart.ts';
import { listArtistPagesOfAccount, setArtistPagesOfAccount } from './artists.accounts.service.ts';
import { setOwnArtistImage, updateOwnArtistPage } from './artists.self.service.ts';

export async function artistSelfRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  route(app, contract.artistSelf.update, async (request) =>
    updateOwnArtistPage(ctx, actorOf(request), request.params.id, request.body),
  );
  route(app, contract.artistSelf.setImage, async (request) =>
    setOwnArtistImage(ctx, actorOf(request), request.params.id, (await readMultipartForm(request)).file),
  );
  route(app, contract.artistAccounts.list, async (request) =>
    listArtistPagesOfAccount(ctx.db, actorOf(request), request.params.id),
  );
  route(app, contract.artistAccounts.set, async (request) =>
    setArtistPagesOfAccount(ctx.db, actorOf(request), request.params.id, request.body.artistIds),
  );
}
