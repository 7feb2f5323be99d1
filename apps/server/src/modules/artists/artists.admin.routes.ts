/** Admin artist curation (SPEC §7): list, create, edit, profile picture. */
import {
  ZAdminArtist,
  ZAdminArtistList,
  ZCreateArtistBody,
  ZError,
  ZIdParams,
  ZUpdateArtistBody,
} from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CallerRouteOptions } from '../events/events.caller.ts';
import { readMultipartForm } from '../uploads/multipart.ts';
import { createArtist, listAdminArtists, setArtistImage, updateArtist } from './artists.admin.service.ts';

const tags = ['admin: artists'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };

export const artistAdminRoutes: FastifyPluginAsyncZod<CallerRouteOptions> = async (app, { callerOf }) => {
  const ctx = app.ctx;

  app.get(
    '/api/admin/artist',
    {
      schema: {
        tags,
        summary: 'Every artist with everything admins edit',
        response: { 200: ZAdminArtistList, ...errors },
      },
    },
    async (request) => listAdminArtists(ctx, callerOf(request)),
  );

  app.post(
    '/api/admin/artist',
    {
      schema: {
        tags,
        summary: 'Create an artist',
        body: ZCreateArtistBody,
        response: { 200: ZAdminArtist, ...errors },
      },
    },
    async (request) => createArtist(ctx, callerOf(request), request.body),
  );

  app.put(
    '/api/admin/artist',
    {
      schema: {
        tags,
        summary: 'Save an artist',
        body: ZUpdateArtistBody,
        response: { 200: ZAdminArtist, ...errors },
      },
    },
    async (request) => updateArtist(ctx, callerOf(request), request.body),
  );

  app.post(
    '/api/admin/artist/:id/image',
    {
      schema: {
        tags,
        summary: "Upload an artist's profile picture (multipart `file`)",
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: { 200: ZAdminArtist, ...errors },
      },
    },
    async (request) =>
      setArtistImage(ctx, callerOf(request), request.params.id, (await readMultipartForm(request)).file),
  );
};
