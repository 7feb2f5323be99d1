import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { search } from './search.service.ts';

export async function searchRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  route(app, contract.search.find, async (request) => search(db, request.query));
}
