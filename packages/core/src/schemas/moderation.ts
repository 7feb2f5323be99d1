/** Admin review of events: the review queue, publish, reject with a reason, promote, import. */
import { z } from 'zod';
import { ZDate, ZId, ZTime } from './common.ts';
import { ZEvent } from './event.ts';
import { ZNewVenuePlace } from './places.ts';
import { ZEventReport } from './reports.ts';
import { ZText } from './text.ts';

/**
 * An event with what only its uploader and admins see: names typed for artists and a venue that
 * Glentia does not know yet, and why an admin sent it back.
 */
/** One field an owner's edit changes, as the review queue shows it (before → after). */
export const ZRevisionChange = z
  .object({
    field: z.enum([
      'date',
      'time',
      'duration',
      'description',
      'telephone',
      'entryPrice',
      'ticketUrl',
      'venue',
      'artists',
      'poster',
    ]),
    before: z.string().nullable(),
    after: z.string().nullable(),
  })
  .describe('A changed field');
export type TRevisionChange = z.infer<typeof ZRevisionChange>;

/** An owner's edit of a published event, waiting for review while the published version stays live. */
export const ZEventRevision = z
  .object({
    createdAt: z.string().describe('When the edit was sent'),
    changes: z.array(ZRevisionChange).describe('What the edit changes, field by field'),
  })
  .describe('Pending edit');
export type TEventRevision = z.infer<typeof ZEventRevision>;

/** What the review queue warns an admin about. */
export const ZReviewFlags = z
  .object({
    pastDate: z.boolean().describe('Dated before today (Crete) — likely a mistake or an old post'),
    duplicateEventIds: z.array(ZId).describe('Other events at the same venue on the same date'),
    similarVenues: z
      .array(z.object({ id: ZId, name: z.string() }))
      .describe('Known venues whose name is close to the new venue name typed'),
    similarArtists: z
      .array(z.object({ id: ZId, name: z.string() }))
      .describe('Known artists whose name is close to a new artist name typed'),
    unplacedVenue: z
      .boolean()
      .describe('A new venue typed without a place: it would have no county and no map position'),
  })
  .describe('Review warnings');
export type TReviewFlags = z.infer<typeof ZReviewFlags>;

export const ZReviewEvent = ZEvent.extend({
  pendingArtists: z.array(z.string()).describe('New artist names waiting for review'),
  pendingLocation: z.string().nullable().describe('A new venue name waiting for review'),
  pendingLocationPlace: ZNewVenuePlace.nullable().describe(
    "Where the new venue is, from the uploader's place search",
  ),
  rejectReason: z.string().nullable().describe('Why an admin did not publish it'),
  revision: ZEventRevision.nullable().describe("An owner's edit waiting for review (published events only)"),
  flags: ZReviewFlags,
  reports: z.array(ZEventReport).describe("Visitors' reports that it is wrong or canceled, oldest first"),
}).describe('Event under review');
export type TReviewEvent = z.infer<typeof ZReviewEvent>;

export const ZReviewEventList = z.array(ZReviewEvent);

/** `POST /api/admin/glentia/{id}/reject`. */
export const ZRejectEventBody = z.object({
  reason: ZText().trim().min(3).max(500).describe('Shown to the uploader in a notification'),
});
export type TRejectEventBody = z.infer<typeof ZRejectEventBody>;

/** `POST /api/admin/glentia/fromUrl`. */
export const ZImportFromUrlBody = z.object({
  url: ZText()
    .trim()
    .max(2048)
    .pipe(z.url({ protocol: /^https?$/ }))
    .describe('Address of a page describing the event (http or https)'),
});
export type TImportFromUrlBody = z.infer<typeof ZImportFromUrlBody>;

export const DRAFT_FIELDS = ['title', 'date', 'time', 'location', 'artists', 'image', 'description'] as const;

/** What an import or an accepted social post found, before anything is saved. */
export const ZEventDraft = z.object({
  title: z.string().nullable(),
  date: ZDate.nullable(),
  time: ZTime.nullable(),
  duration: z.number().nullable(),
  description: z.string().nullable(),
  locationId: ZId.nullable(),
  locationName: z.string().nullable().describe('The venue name found, when no known venue matches'),
  artistIds: z.array(ZId),
  artistNames: z.array(z.string()).describe('Performer names found that match no known artist'),
  imageUrl: z.string().nullable(),
});
export type TEventDraft = z.infer<typeof ZEventDraft>;

/**
 * The draft event saved for an admin to review in the form (unpublished), and which fields the
 * source did not give (the date then defaults to today and must be checked).
 */
export const ZImportResult = z
  .object({
    draftId: ZId,
    glenti: ZReviewEvent,
    missing: z.array(z.enum(DRAFT_FIELDS)),
    source: z.enum(['json-ld', 'open-graph', 'instagram']),
  })
  .describe('Draft event');
export type TImportResult = z.infer<typeof ZImportResult>;
