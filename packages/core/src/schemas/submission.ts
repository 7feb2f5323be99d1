/**
 * The event form's body (`POST /api/v1/users/glenti`, `PUT /api/v1/users/glenti/{id}`, multipart)
 * and its answer. Multipart fields arrive as text; this schema reads them into typed values with
 * the rules of SPEC §5. "Today or later" needs the clock, so the server checks it separately.
 */
import { z } from 'zod';
import { parseEuroAmount } from '../rules/entry.ts';
import {
  DESCRIPTION_MAX_LENGTH,
  isAllowedDuration,
  isEntityId,
  isQuarterHourTime,
  MAX_EVENT_ARTISTS,
  NEW_NAME_MAX_LENGTH,
} from '../rules/submission.ts';
import { isTicketUrl } from '../rules/ticket-url.ts';
import { ZArtistSummary } from './artist.ts';
import { ZDate, ZId, ZTime } from './common.ts';
import { ZEvent } from './event.ts';
import { ZLocationSummary } from './location.ts';
import { ZNewVenuePlace } from './places.ts';
import { ZText } from './text.ts';

/** A known artist or venue (by id) or a new one (by name). */
export const ZEntityRef = z.union([
  z.object({ id: ZId }),
  z.object({ name: ZText().trim().min(1).max(NEW_NAME_MAX_LENGTH) }),
]);
export type TEntityRef = z.infer<typeof ZEntityRef>;

function toEntityRef(value: string): TEntityRef {
  const text = value.trim();
  return isEntityId(text) ? { id: text.toLowerCase() } : { name: text };
}

const ZNewName = ZText()
  .trim()
  .min(1, 'empty name')
  .max(NEW_NAME_MAX_LENGTH, `at most ${NEW_NAME_MAX_LENGTH} characters`);

/** `artists`: a JSON list of artist ids and new artist names. */
const ZArtistsField = ZText()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'Expected a JSON list of artist ids and names' });
      return z.NEVER;
    }
  })
  .pipe(z.array(ZNewName).max(MAX_EVENT_ARTISTS, `at most ${MAX_EVENT_ARTISTS} artists`))
  .transform((items) => {
    const seen = new Set<string>();
    const refs: TEntityRef[] = [];
    for (const item of items) {
      const ref = toEntityRef(item);
      const key = 'id' in ref ? ref.id : ref.name.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      refs.push(ref);
    }
    return refs;
  });

const ZFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The text fields of the event form, as the multipart body carries them. */
export const ZEventSubmissionFields = z
  .object({
    date: ZDate.describe('Required: today or later, YYYY-MM-DD'),
    updateLocationPhone: ZFlag.default(false).describe(
      "Also save the booking phone as the venue's phone (always sent by the app)",
    ),
    telephone: ZText()
      .regex(/^\+30 \d{3} \d{4} \d{3}$/, 'Expected a complete +30 ### #### ### phone')
      .optional()
      .describe('Booking phone, only when complete: +30 ### #### ###'),
    time: ZText()
      .refine(isQuarterHourTime, 'Expected HH:mm on a 24 h clock with minutes 00, 15, 30 or 45')
      .optional()
      .describe('Start time, HH:mm, minutes 00/15/30/45'),
    duration: ZText()
      .regex(/^\d{1,2}$/, 'Expected whole hours')
      .transform(Number)
      .refine(isAllowedDuration, 'Expected 1 to 10 or 12 hours')
      .optional()
      .describe('Hours: 1 to 10, or 12'),
    description: ZText()
      .trim()
      .max(DESCRIPTION_MAX_LENGTH, `At most ${DESCRIPTION_MAX_LENGTH} characters`)
      .optional(),
    location: ZNewName.transform(toEntityRef).optional().describe("A venue's id, or a new venue's name"),
    locationPlace: ZText()
      .max(1000)
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: 'Expected the place as JSON' });
          return z.NEVER;
        }
      })
      .pipe(ZNewVenuePlace)
      .optional()
      .describe('JSON: where a new venue is (lat, lng, postalCode, county, address), from the place search'),
    artists: ZArtistsField.optional().describe('JSON list of artist ids and/or new artist names'),
    entryPrice: ZText()
      .transform((text, context) => {
        const cents = parseEuroAmount(text);
        if (cents === null) {
          context.addIssue({
            code: 'custom',
            message: 'Expected an amount of euro from 0 to 1000, e.g. 12.50',
          });
          return z.NEVER;
        }
        return cents;
      })
      .optional()
      .describe('Entry price in euro (0 is free entry; `12.50` or `12,50`); leave out when not said'),
    ticketUrl: ZText()
      .trim()
      .refine(isTicketUrl, 'Expected an https:// link')
      .optional()
      .describe('Reservation or ticket link, https only'),
    filename: ZText().max(255).optional().describe("The photo's file name (informational)"),
    mimeType: ZText().max(100).optional().describe("The photo's type (informational; content decides)"),
  })
  .strict();
export type TEventSubmissionFields = z.input<typeof ZEventSubmissionFields>;
export type TEventSubmission = z.output<typeof ZEventSubmissionFields>;

/** The answer to creating or saving an event (SPEC §4 "Event creation result"). */
export const ZCreateEventResult = z
  .object({
    createdId: ZId.describe('The event created (or saved)'),
    duplicateId: ZId.nullable().describe('A likely duplicate: same venue, same date, an artist in common'),
    isUnique: z.boolean().describe('False when a likely duplicate exists'),
    published: z.boolean().describe('True when it is public at once (admins); users wait for review'),
    glenti: ZEvent,
  })
  .describe('Event creation result');
export type TCreateEventResult = z.infer<typeof ZCreateEventResult>;

/** What the event form asks before sending (`GET /api/v1/users/glenti/same-night`). */
export const ZSameNightQuery = z
  .object({
    location: ZId.describe('The venue picked in the form'),
    date: ZDate.describe('The date in the form'),
    except: ZId.optional().describe('The event being edited, which is no repeat of itself'),
  })
  .strict();
export type TSameNightQuery = z.infer<typeof ZSameNightQuery>;

/**
 * Another glenti at that venue on that date, already listed or waiting for review: `id` is given
 * only for one the caller may open (a published one, their own, or any for an admin).
 */
export const ZSameNight = z
  .object({
    found: z
      .object({
        id: ZId.nullable().describe('Null for someone else’s glenti still waiting for review'),
        published: z.boolean(),
        time: ZTime.nullable(),
      })
      .nullable()
      .describe('Null when the venue has no other glenti that date'),
  })
  .describe('A glenti already sent for that venue and date');
export type TSameNight = z.infer<typeof ZSameNight>;

/** An artist the event form offers (`GET /api/v1/users/artists`). */
export const ZPickerArtist = ZArtistSummary.extend({
  mine: z.boolean().describe('On one of your own events'),
}).describe('Artist to pick');
export type TPickerArtist = z.infer<typeof ZPickerArtist>;

/** A venue the event form offers (`GET /api/v1/users/locations`). */
export const ZPickerLocation = ZLocationSummary.extend({
  mine: z.boolean().describe('Venue of one of your own events'),
}).describe('Venue to pick');
export type TPickerLocation = z.infer<typeof ZPickerLocation>;
