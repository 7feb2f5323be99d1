/** Column selections several modules read the same way: a venue or an artist as lists name them. */
import { artists, locations } from './schema.ts';

/** A venue as events, search and the first screen name it (core `TLocationSummary`). */
export const venueSummaryColumns = {
  id: locations.id,
  name: locations.name,
  county: locations.county,
  postalCode: locations.postalCode,
  phone: locations.phone,
  lat: locations.lat,
  lng: locations.lng,
  image: locations.image,
  gender: locations.gender,
};

/** An artist as events and search name them (core `TArtistSummary`). */
export const artistSummaryColumns = { id: artists.id, name: artists.name, image: artists.image };
