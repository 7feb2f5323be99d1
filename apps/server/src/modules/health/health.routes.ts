/**
 * Liveness and readiness for load balancers and orchestrators. `/api/health` says the process
 * answers (it never touches the database, so a slow database does not get healthy processes
 * restarted); `/api/ready` says this process should get traffic.
 */

import { ZError } from '@glentia/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { sendError } from '../../http/errors.ts';
import type { Messages } from '../../lib/errors.ts';
import { checkReadiness, type Readiness } from './health.service.ts';

const NOT_READY: Record<Exclude<Readiness, { ready: true }>['reason'], Messages> = {
  'shutting-down': {
    el: 'Ο διακομιστής κλείνει για επανεκκίνηση. Δοκίμασε ξανά σε λίγο.',
    en: 'The server is shutting down for a restart. Try again shortly.',
  },
  database: {
    el: 'Η βάση δεδομένων δεν απαντά. Δοκίμασε ξανά σε λίγο.',
    en: 'The database does not answer. Try again shortly.',
  },
  migrations: {
    el: 'Η βάση δεδομένων δεν έχει ακόμη όλες τις αλλαγές της έκδοσης. Δοκίμασε ξανά σε λίγο.',
    en: 'The database does not have all of this version’s changes yet. Try again shortly.',
  },
};

const ZStatus = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const tags = ['health'];

  app.get(
    '/api/health',
    { schema: { tags, summary: 'Liveness: the process answers', response: { 200: ZStatus } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags,
        summary: 'Readiness: the database answers and has every migration; 503 while shutting down',
        response: { 200: ZStatus, 503: ZError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const readiness = await checkReadiness(
        { db: ctx.db, busy: () => ctx.database.busy() },
        ctx.lifecycle.shuttingDown,
      );
      if (readiness.ready) return reply.send({ status: 'ok' as const });
      return sendError(request, reply, 503, 'NOT_READY', NOT_READY[readiness.reason]);
    },
  );
};
