/** Admin moderation of fetched Instagram posts (SPEC §7). */
import {
  ZError,
  ZIdParams,
  ZImportResult,
  ZSocialPost,
  ZSocialPostList,
  ZSocialPostListQuery,
  ZSocialRefreshResult,
} from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SafeFetchOptions } from '../../lib/outbound/safe-fetch.ts';
import type { CallerRouteOptions } from '../events/events.caller.ts';
import {
  acceptSocialPost,
  listSocialPosts,
  refreshSocialPosts,
  rejectSocialPost,
} from './social-posts.service.ts';

const tags = ['admin: social posts'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError };

export interface SocialPostRouteOptions extends CallerRouteOptions {
  /** Tests only (a local picture server); production passes nothing. */
  fetchOptions?: SafeFetchOptions;
}

export const socialPostRoutes: FastifyPluginAsyncZod<SocialPostRouteOptions> = async (app, options) => {
  const { callerOf } = options;
  const ctx = app.ctx;

  app.get(
    '/api/admin/instagram-posts/refresh',
    {
      schema: {
        tags,
        summary: 'Fetch new posts of venues and artists with an Instagram username',
        response: { 200: ZSocialRefreshResult, ...errors },
      },
    },
    async (request) => refreshSocialPosts(ctx, callerOf(request)),
  );

  app.get(
    '/api/admin/instagram-posts',
    {
      schema: {
        tags,
        summary: 'Fetched posts in one state (NEW by default), newest first',
        querystring: ZSocialPostListQuery,
        response: { 200: ZSocialPostList, ...errors },
      },
    },
    async (request) => listSocialPosts(ctx, callerOf(request), request.query.status),
  );

  app.post(
    '/api/admin/instagram-posts/:id/accept',
    {
      schema: {
        tags,
        summary: 'Accept a post: a draft event prefilled from it',
        params: ZIdParams,
        response: { 200: ZImportResult, ...errors },
      },
    },
    async (request) =>
      acceptSocialPost(ctx, callerOf(request), request.params.id, {
        ...(options.fetchOptions ? { fetchOptions: options.fetchOptions } : {}),
      }),
  );

  app.post(
    '/api/admin/instagram-posts/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a post',
        params: ZIdParams,
        response: { 200: ZSocialPost, ...errors },
      },
    },
    async (request) => rejectSocialPost(ctx, callerOf(request), request.params.id),
  );
};
