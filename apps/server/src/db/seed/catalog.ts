/**
 * The shape of a generated demo data set ("catalog") before it is written: rows for each table
 * plus the pictures to draw. The demo and the large data set differ only in their sizes.
 */
import type { County } from '@glentia/core';
import type {
  ads,
  artists,
  eventArtists,
  events,
  eventViewCounts,
  favorites,
  follows,
  locations,
} from '../schema.ts';
import type { Town } from './crete.ts';
import type { ImageJob } from './render.ts';

export interface DemoAccount {
  role: 'admin' | 'partner' | 'user';
  email: string;
  username: string;
  password: string;
}

export interface AccountSeed extends DemoAccount {
  /** Id used inside the catalog; replaced by the stored id if the account already exists. */
  id: string;
  roles: string[];
  firstName: string;
  lastName: string;
  createdAt: Date;
}

/** What was written to the database and the uploads folder, and how to sign in. */
export interface SeedSummary {
  locations: number;
  artists: number;
  events: number;
  eventArtists: number;
  ads: number;
  /** Accounts created (existing ones with the same e-mail are reused). */
  users: number;
  favorites: number;
  follows: number;
  /** Image files written under the uploads folder. */
  images: number;
  durationMs: number;
  accounts: DemoAccount[];
}

export interface CatalogSizes {
  venues: number;
  artists: number;
  events: number;
  /** The first this many artists get their own poster; events of the others use a generic one. */
  posterArtists: number;
  genericPosters: number;
  /** How many artists and venues get a profile picture. */
  artistImages: number;
  venueImages: number;
  /** Distinct album covers; further albums reuse them. */
  albumCovers: number;
}

/** A venue with what the event generator needs to know about it. */
export interface VenueSeed {
  row: typeof locations.$inferInsert & { id: string; name: string; phone: string | null };
  county: County;
  town: Town;
  /** Kind of place (`Ταβέρνα`, `Ρακάδικο`…), printed on its profile picture. */
  kind: string;
  /** How busy the venue is compared with the others. */
  popularity: number;
}

export interface PosterFiles {
  image: string;
  thumbnail: string;
  instagramImage: string;
}

export interface ArtistSeed {
  row: typeof artists.$inferInsert & { id: string; name: string };
  county: County;
  /** Instrument or voice (`Λυράρης`), or that it is a group. */
  role: string;
  popularity: number;
  poster: PosterFiles | null;
}

export interface Catalog {
  accounts: AccountSeed[];
  locations: (typeof locations.$inferInsert)[];
  artists: (typeof artists.$inferInsert)[];
  events: (typeof events.$inferInsert)[];
  eventArtists: (typeof eventArtists.$inferInsert)[];
  /** Views per event and day, adding up to each event's `views`. */
  eventViewDays: (typeof eventViewCounts.$inferInsert)[];
  ads: (typeof ads.$inferInsert)[];
  favorites: (typeof favorites.$inferInsert)[];
  follows: (typeof follows.$inferInsert)[];
  images: ImageJob[];
}
