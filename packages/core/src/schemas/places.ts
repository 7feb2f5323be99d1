/** Place search for new venues (SPEC §2 new-location flow, §3 new location draft, §5 bounds). */
import { z } from 'zod';
import { ZCounty, ZId } from './common.ts';
import { ZText } from './text.ts';

export const ZPlaceSearchQuery = z.object({
  query: ZText().trim().min(2).max(120).describe('What to look for: a venue name or an address'),
  relaxed: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false)
    .describe('Also look outside Crete (when the server allows it)'),
});
export type TPlaceSearchQuery = z.infer<typeof ZPlaceSearchQuery>;

/** A new venue as a place search found it, ready for `POST /api/admin/location`. */
export const ZNewLocationDraft = z
  .object({
    name: z.string().trim().min(1).max(120),
    lat: z.number().min(-90).max(90).nullable(),
    lng: z.number().min(-180).max(180).nullable(),
    postalCode: z.string().trim().max(10).nullable(),
    county: ZCounty.nullable(),
  })
  .describe('New location draft');
export type TNewLocationDraft = z.infer<typeof ZNewLocationDraft>;

export const ZPlaceResult = ZNewLocationDraft.extend({
  address: z.string().nullable().describe('Formatted address, to tell places apart'),
  locationId: ZId.nullable().describe('Set when this is a venue Glentia already knows'),
});
export type TPlaceResult = z.infer<typeof ZPlaceResult>;

export const ZPlaceSearchResult = z.object({
  source: z
    .enum(['places', 'known-venues'])
    .describe('`known-venues` when no place provider answered and only known venues were searched'),
  places: z.array(ZPlaceResult),
});
export type TPlaceSearchResult = z.infer<typeof ZPlaceSearchResult>;

/**
 * Where a new venue typed in the event form is, as the place search found it: it becomes the
 * venue's position, postal code and county when an admin publishes the event.
 */
export const ZNewVenuePlace = z
  .object({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    postalCode: z.string().trim().max(10).nullable(),
    county: ZCounty.nullable(),
    address: z.string().trim().max(300).nullable().describe('Formatted address of the place chosen'),
  })
  .describe('Place of a new venue');
export type TNewVenuePlace = z.infer<typeof ZNewVenuePlace>;
