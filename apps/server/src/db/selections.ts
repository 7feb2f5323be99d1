/**
 * Column selections several modules read the same way: a venue or an artist as lists name them,
 * from the read models the venues and artists modules publish (schema.ts, venueSummaries).
 */
import { artistSummaries, venueSummaries } from './schema.ts';

/** A venue as events, search and the first screen name it (core `TLocationSummary`). */
export const venueSummaryColumns = {
  id: venueSummaries.id,
  name: venueSummaries.name,
  county: venueSummaries.county,
  postalCode: venueSummaries.postalCode,
  phone: venueSummaries.phone,
  lat: venueSummaries.lat,
  lng: venueSummaries.lng,
  image: venueSummaries.image,
  gender: venueSummaries.gender,
};

/** An artist as events and search name them (core `TArtistSummary`). */
export const artistSummaryColumns = {
  id: artistSummaries.id,
  name: artistSummaries.name,
  image: artistSummaries.image,
};
