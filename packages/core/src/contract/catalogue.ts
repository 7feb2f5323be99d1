/** Artists and venues as anyone reads them, the first screen's data, and search. */
import { z } from 'zod';
import { defineRoute } from './define.ts';
import {
  ZArtist,
  ZArtistSummary,
  ZError,
  ZIdParams,
  ZInitialize,
  ZLocation,
  ZSearchQuery,
  ZSearchResults,
} from './schemas.ts';

export const initialize = {
  get: defineRoute({
    method: 'GET',
    path: '/api/public/initialize',
    access: 'public',
    tags: ['initialize'],
    summary:
      "The first screen's data: ads, statistics, decoration, home events, notifications, artists, venues",
    responses: { 200: ZInitialize },
  }),
};

export const artists = {
  list: defineRoute({
    method: 'GET',
    path: '/api/public/artists',
    access: 'public',
    tags: ['artists'],
    summary: 'Every artist, by name',
    responses: { 200: z.array(ZArtistSummary) },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/public/artist/:id',
    access: 'public',
    tags: ['artists'],
    summary: "An artist's profile",
    params: ZIdParams,
    responses: { 200: ZArtist, 400: ZError, 404: ZError },
  }),
};

export const locations = {
  list: defineRoute({
    method: 'GET',
    path: '/api/public/locations',
    access: 'public',
    tags: ['venues'],
    summary: 'Every venue with its profile, by name',
    responses: { 200: z.array(ZLocation) },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/public/location/:id',
    access: 'public',
    tags: ['venues'],
    summary: "A venue's profile",
    params: ZIdParams,
    responses: { 200: ZLocation, 400: ZError, 404: ZError },
  }),
};

export const search = {
  find: defineRoute({
    method: 'GET',
    path: '/api/public/search',
    access: 'public',
    tags: ['search'],
    summary: 'Events, venues and artists for what was typed (Greek or Greeklish), best first',
    query: ZSearchQuery,
    responses: { 200: ZSearchResults, 400: ZError },
  }),
};
