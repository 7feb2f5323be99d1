/** Published events, as anyone reads them. */
import { z } from 'zod';
import { routeGroup } from './group.ts';
import {
  ZError,
  ZEvent,
  ZEventDays,
  ZEventDaysQuery,
  ZEventList,
  ZEventListQuery,
  ZEventPlaceList,
  ZEventPlaceListQuery,
  ZEventPlaces,
  ZEventPlacesQuery,
  ZEventReportBody,
  ZEventSummaryPage,
  ZEventSummaryQuery,
  ZFollowersResponse,
  ZTranslation,
  ZTranslationBody,
  ZTranslationService,
  ZViewedResponse,
  ZWidget,
  ZWidgetQuery,
} from './schemas.ts';

const tags = ['events'];
const errors = { 400: ZError, 404: ZError };

const eventRoute = routeGroup({ access: 'public', tags });

export const events = {
  list: eventRoute('GET /api/public/glentia', {
    summary: 'Published events, filtered, sorted by date',
    query: ZEventListQuery,
    responses: { 200: ZEventList, 400: ZError },
  }),
  summary: eventRoute('GET /api/public/glentia/summary', {
    summary:
      'Published events as light summaries: a window of days for the timeline, or a whole range for the map',
    query: ZEventSummaryQuery,
    responses: { 200: ZEventSummaryPage, 400: ZError },
  }),
  places: eventRoute('GET /api/public/glentia/places', {
    summary:
      'Venues with published events of the filter in an area of the map, those close together at its zoom as groups (bounded by the area, not by venues or events)',
    query: ZEventPlacesQuery,
    responses: { 200: ZEventPlaces, 400: ZError },
  }),
  placeList: eventRoute('GET /api/public/glentia/places/list', {
    summary: 'Venues with published events of the filter, a page at a time: nearest first, or soonest first',
    query: ZEventPlaceListQuery,
    responses: { 200: ZEventPlaceList, 400: ZError },
  }),
  report: eventRoute('POST /api/public/glentia/:id/report', {
    summary: 'Report an upcoming event as wrong or canceled (nothing about the sender is kept)',
    body: ZEventReportBody,
    responses: { 204: z.null().describe('Received'), 400: ZError, 404: ZError, 429: ZError },
  }),
  translate: eventRoute('POST /api/public/glentia/:id/translation', {
    summary: 'The event’s description in another language, from the translation service',
    description:
      'Answered from the stored translation while the description is unchanged; 404 TRANSLATION_OFF when no translation service is configured.',
    body: ZTranslationBody,
    responses: { 200: ZTranslation, 400: ZError, 404: ZError, 429: ZError, 502: ZError },
  }),
  translationService: eventRoute('GET /api/public/translation', {
    summary: 'Whether descriptions can be translated by the server',
    responses: { 200: ZTranslationService },
  }),
  days: eventRoute('GET /api/public/glentia/days', {
    summary: 'Days with published events matching the filter, and how many (calendar marks)',
    query: ZEventDaysQuery,
    responses: { 200: ZEventDays, 400: ZError },
  }),
  widget: eventRoute('GET /api/public/widget', {
    summary:
      "A venue's, an artist's, a county's or a saved search's next nights, for a widget on another website",
    description:
      'Answered to any origin (CORS) and cached publicly; at most 20 nights, names in the language asked for.',
    query: ZWidgetQuery,
    responses: { 200: ZWidget, 400: ZError, 404: ZError },
  }),
  get: eventRoute('GET /api/public/glentia/:id', {
    summary: 'One published event',
    responses: { 200: ZEvent, ...errors },
  }),
  calendar: eventRoute('GET /api/public/glentia/:id/calendar', {
    summary: 'The event as an iCalendar file',
    produces: ['text/calendar'],
    responses: { 200: z.string().describe('iCalendar (.ics) text'), ...errors },
  }),
  markViewed: eventRoute('PUT /api/public/glentia/:id/viewed', {
    summary: 'Counts a view (once per device and day)',
    description:
      'A device new to its address beyond the allowance of the hour is answered with the total but not counted.',
    responses: { 200: ZViewedResponse, 429: ZError, ...errors },
  }),
  pastAtLocation: eventRoute('GET /api/public/glentia/location/:id/pastEvents', {
    summary: "A venue's past published events, most recent first",
    responses: { 200: ZEventList, ...errors },
  }),
  pastOfArtist: eventRoute('GET /api/public/glentia/artist/:id/pastEvents', {
    summary: "An artist's past published events, most recent first",
    responses: { 200: ZEventList, ...errors },
  }),
  followers: eventRoute('GET /api/public/glentia/topic/:id/followers', {
    summary: 'How many people follow an artist or a venue',
    responses: { 200: ZFollowersResponse, ...errors },
  }),
};
