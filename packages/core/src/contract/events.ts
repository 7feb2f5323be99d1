/** Published events, as anyone reads them. */
import { z } from 'zod';
import { defineRoute } from './define.ts';
import {
  ZError,
  ZEvent,
  ZEventDays,
  ZEventDaysQuery,
  ZEventList,
  ZEventListQuery,
  ZEventReportBody,
  ZEventSummaryPage,
  ZEventSummaryQuery,
  ZFollowersResponse,
  ZIdParams,
  ZViewedResponse,
} from './schemas.ts';

const tags = ['events'];
const errors = { 400: ZError, 404: ZError };

export const events = {
  list: defineRoute({
    method: 'GET',
    path: '/api/public/glentia',
    access: 'public',
    tags,
    summary: 'Published events, filtered, sorted by date',
    query: ZEventListQuery,
    responses: { 200: ZEventList, 400: ZError },
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/api/public/glentia/summary',
    access: 'public',
    tags,
    summary:
      'Published events as light summaries: a window of days for the timeline, or a whole range for the map',
    query: ZEventSummaryQuery,
    responses: { 200: ZEventSummaryPage, 400: ZError },
  }),
  report: defineRoute({
    method: 'POST',
    path: '/api/public/glentia/:id/report',
    access: 'public',
    tags,
    summary: 'Report an upcoming event as wrong or canceled (nothing about the sender is kept)',
    params: ZIdParams,
    body: ZEventReportBody,
    responses: { 204: z.null().describe('Received'), 400: ZError, 404: ZError, 429: ZError },
  }),
  days: defineRoute({
    method: 'GET',
    path: '/api/public/glentia/days',
    access: 'public',
    tags,
    summary: 'Days with published events matching the filter, and how many (calendar marks)',
    query: ZEventDaysQuery,
    responses: { 200: ZEventDays, 400: ZError },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/public/glentia/:id',
    access: 'public',
    tags,
    summary: 'One published event',
    params: ZIdParams,
    responses: { 200: ZEvent, ...errors },
  }),
  calendar: defineRoute({
    method: 'GET',
    path: '/api/public/glentia/:id/calendar',
    access: 'public',
    tags,
    summary: 'The event as an iCalendar file',
    params: ZIdParams,
    produces: ['text/calendar'],
    responses: { 200: z.string().describe('iCalendar (.ics) text'), ...errors },
  }),
  markViewed: defineRoute({
    method: 'PUT',
    path: '/api/public/glentia/:id/viewed',
    access: 'public',
    tags,
    summary: 'Counts a view (once per device and day)',
    description:
      'A device new to its address beyond the allowance of the hour is answered with the total but not counted.',
    params: ZIdParams,
    responses: { 200: ZViewedResponse, 429: ZError, ...errors },
  }),
  pastAtLocation: defineRoute({
    method: 'GET',
    path: '/api/public/glentia/location/:id/pastEvents',
    access: 'public',
    tags,
    summary: "A venue's past published events, most recent first",
    params: ZIdParams,
    responses: { 200: ZEventList, ...errors },
  }),
  pastOfArtist: defineRoute({
    method: 'GET',
    path: '/api/public/glentia/artist/:id/pastEvents',
    access: 'public',
    tags,
    summary: "An artist's past published events, most recent first",
    params: ZIdParams,
    responses: { 200: ZEventList, ...errors },
  }),
  followers: defineRoute({
    method: 'GET',
    path: '/api/public/glentia/topic/:id/followers',
    access: 'public',
    tags,
    summary: 'How many people follow an artist or a venue',
    params: ZIdParams,
    responses: { 200: ZFollowersResponse, ...errors },
  }),
};
