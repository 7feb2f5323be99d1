/** Admin venue curation (SPEC §7): list, create, edit, meta, profile picture. */
import {
  ZAdminLocation,
  ZAdminLocationList,
  ZCreateLocationBody,
  ZError,
  ZIdParams,
  ZLocationMetaBody,
  ZUpdateLocationBody,
} from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CallerRouteOptions } from '../events/events.caller.ts';
import { readMultipartForm } from '../uploads/multipart.ts';
import {
  createLocation,
  listAdminLocations,
  setLocationImage,
  setLocationMeta,
  updateLocation,
} from './locations.admin.service.ts';

const tags = ['admin: venues'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };

export const locationAdminRoutes: FastifyPluginAsyncZod<CallerRouteOptions> = async (app, { callerOf }) => {
  const ctx = app.ctx;

  app.get(
    '/api/admin/location',
    {
      schema: {
        tags,
        summary: 'Every venue with its full profile',
        response: { 200: ZAdminLocationList, ...errors },
      },
    },
    async (request) => listAdminLocations(ctx, callerOf(request)),
  );

  app.post(
    '/api/admin/location',
    {
      schema: {
        tags,
        summary: 'Create a venue (from a place search, or by name)',
        body: ZCreateLocationBody,
        response: { 200: ZAdminLocation, ...errors },
      },
    },
    async (request) => createLocation(ctx, callerOf(request), request.body),
  );

  app.put(
    '/api/admin/location',
    {
      schema: {
        tags,
        summary: 'Save a venue',
        body: ZUpdateLocationBody,
        response: { 200: ZAdminLocation, ...errors },
      },
    },
    async (request) => updateLocation(ctx, callerOf(request), request.body),
  );

  app.put(
    '/api/admin/location/:id/meta',
    {
      schema: {
        tags,
        summary: "Save a venue's address and rating",
        params: ZIdParams,
        body: ZLocationMetaBody,
        response: { 200: ZAdminLocation, ...errors },
      },
    },
    async (request) => setLocationMeta(ctx, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/location/:id/image',
    {
      schema: {
        tags,
        summary: "Upload a venue's profile picture (multipart `file`)",
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: { 200: ZAdminLocation, ...errors },
      },
    },
    async (request) =>
      setLocationImage(ctx, callerOf(request), request.params.id, (await readMultipartForm(request)).file),
  );
};
