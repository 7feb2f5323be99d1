/**
 * Multipart forms (photos with the event form, profile pictures). Limits here are the outer
 * guard; each route reads its form with `readMultipartForm`, which applies its own.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FORM_LIMITS } from '../modules/uploads/multipart.ts';

export default fp(async function uploadsPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fileSize: FORM_LIMITS.maxFileBytes,
      files: 1,
      fields: FORM_LIMITS.maxFields,
      fieldSize: FORM_LIMITS.maxFieldBytes,
      parts: FORM_LIMITS.maxFields + 1,
      headerPairs: 50,
    },
  });
});
