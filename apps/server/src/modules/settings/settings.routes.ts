/** `GET`/`PUT /api/public/settings` (SPEC §7): a logged-in person's settings, or a visitor device's. */
import { ZError, ZSettings, ZSettingsBody } from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalCaller } from '../../plugins/auth.ts';
import { getSettings, updateSettings } from './settings.service.ts';

const tags = ['account'];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/public/settings',
    {
      schema: {
        tags,
        summary: 'Your settings (by account when logged in, otherwise by device)',
        response: { 200: ZSettings, 400: ZError, 401: ZError },
      },
    },
    async (request) => getSettings(db, await optionalCaller(request), request.device),
  );

  app.put(
    '/api/public/settings',
    {
      schema: {
        tags,
        summary: 'Changes some of your settings',
        body: ZSettingsBody,
        response: { 200: ZSettings, 400: ZError, 401: ZError },
      },
    },
    async (request) => updateSettings(db, await optionalCaller(request), request.device, request.body),
  );
};
