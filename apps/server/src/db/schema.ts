/**
 * Glentia's tables (Drizzle). Works on PGlite (PostgreSQL 18 in WASM) and PostgreSQL 15+.
 * Dates of events are local Crete dates (`date`) with a local `HH:mm` start; `start_at`/`end_at`
 * are the derived instants for calendars and reminders.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  pgView,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { nameOrder } from './name-order.ts';

/** A moment in time, stored with its time zone. */
const instant = (name: string) => timestamp(name, { withTimezone: true });
const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => instant('created_at').notNull().defaultNow();
const updatedAt = () => instant('updated_at').notNull().defaultNow();
/** The account a row belongs to; the row goes when the account does. */
const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const countyEnum = pgEnum('county', ['HERAKLION', 'CHANIA', 'LASITHI', 'RETHYMNO']);
export const platformEnum = pgEnum('platform', ['IOS', 'ANDROID', 'WEB']);
export const adTypeEnum = pgEnum('ad_type', ['IMAGE', 'FOOTER']);
export const adActionEnum = pgEnum('ad_action', ['VIEW', 'CLICK']);

export interface InstagramProfileData {
  username: string;
  website?: string | null;
  biography?: string | null;
  profilePicture?: string | null;
}

export interface SpotifyArtistData {
  id?: string;
  name: string;
  followers: { total: number };
  external_urls: { spotify: string };
  popularity?: number;
  images?: { url: string; width: number | null; height: number | null }[];
}

export interface SpotifyAlbumData {
  id: string;
  name: string;
  images: { url: string; width: number | null; height: number | null }[];
  release_date: string;
  album_type: string;
  external_urls: { spotify: string };
}

/** Where a new venue typed in the event form is (see ZNewVenuePlace in core). */
export interface NewVenuePlaceData {
  lat: number;
  lng: number;
  postalCode: string | null;
  county: 'HERAKLION' | 'CHANIA' | 'LASITHI' | 'RETHYMNO' | null;
  address: string | null;
}

export interface LocationMetaData {
  formatted_address?: string | null;
  rating?: number | null;
  user_ratings_total?: number | null;
}

// ---------------------------------------------------------------- people and sessions

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    emailVerifiedAt: instant('email_verified_at'),
    username: text('username').notNull(),
    /** The username's confusable skeleton (modules/users/username-look-alikes.ts): look-alikes share it. */
    usernameSkeleton: text('username_skeleton'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    passwordHash: text('password_hash'),
    roles: text('roles').array().notNull().default(sql`ARRAY['user']::text[]`),
    /** `active`, or `pending` for a social sign-in that has not chosen a username yet. */
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    index('users_username_skeleton_idx').on(t.usernameSkeleton),
  ],
);

/** Google or Apple accounts linked to a user (OpenID Connect `sub` per provider). */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: ownerId(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_identities_provider_subject_idx').on(t.provider, t.subject)],
);

/** Rotating refresh tokens, stored only as hashes; a family is one login's chain of rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: ownerId(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
    /** When the person proved who they are for this session (login, link, social sign-in); kept through refreshes. */
    authAt: instant('auth_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** Failed logins by e-mail address (lower case) and client address, for the lock every server process shares. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    emailKey: text('email_key').notNull(),
    /** The client address the attempt came from ('' when unknown). */
    address: text('address').notNull().default(''),
    failedAt: instant('failed_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.emailKey, t.failedAt),
    index('login_failures_email_address_idx').on(t.emailKey, t.address, t.failedAt),
  ],
);

/** One-time e-mail links: address verification and password reset (hashed). */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: ownerId(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_tokens_hash_idx').on(t.tokenHash)],
);

/** A browser or phone, known by the device id header it sends (SPEC §7). */
export const devices = pgTable(
  'devices',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    platform: platformEnum('platform'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    pushToken: text('push_token'),
    pushTokenUpdatedAt: instant('push_token_updated_at'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    locationUpdatedAt: instant('location_updated_at'),
    /** Every request, consent or not: drives the idle sweep (modules/retention). */
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    /** Only requests sent with statistics consent (DEVICE_COUNTED_HEADER): the home page counts. */
    countedAt: instant('counted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('devices_last_seen_idx').on(t.lastSeenAt),
    index('devices_counted_idx').on(t.countedAt),
    index('devices_user_idx').on(t.userId),
  ],
);

/** Per-person settings (SPEC §3 appSettings that the server needs): by user, or by device for visitors. */
export const settings = pgTable(
  'settings',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    email: boolean('email').notNull().default(true),
    pushNotification: boolean('push_notification').notNull().default(true),
    language: text('language').notNull().default('el'),
    darkTheme: boolean('dark_theme'),
    /** The weekly digest: `off` (until chosen), `email` (accounts only) or `push`. */
    digest: text('digest').$type<'off' | 'email' | 'push'>().notNull().default('off'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('settings_user_idx').on(t.userId),
    uniqueIndex('settings_device_idx').on(t.deviceId),
    check('settings_owner_check', sql`num_nonnulls(${t.userId}, ${t.deviceId}) = 1`),
    check(
      'settings_digest_check',
      sql`${t.digest} in ('off', 'email', 'push') and (${t.digest} <> 'email' or ${t.userId} is not null)`,
    ),
  ],
);

// ---------------------------------------------------------------- venues, artists, events

export const locations = pgTable(
  'locations',
  {
    id: id(),
    name: text('name').notNull(),
    county: countyEnum('county'),
    postalCode: text('postal_code'),
    phone: text('phone'),
    website: text('website'),
    image: text('image'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    igProfile: jsonb('ig_profile').$type<InstagramProfileData>(),
    meta: jsonb('meta').$type<LocationMetaData>(),
    /** Grammatical gender of the name (m/f/n) set by an admin; null: read from the first word. */
    gender: text('gender').$type<'m' | 'f' | 'n'>(),
    /** The venue's own e-mail as an admin keeps it: where a claim's code is sent. */
    email: text('email'),
    /** Partner account that runs this venue, if any. */
    partnerId: uuid('partner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Search key of the name, the address (its village or town) and the county, kept by the database. */
    searchKey: text('search_key').generatedAlwaysAs(
      sql`glentia_search_key(name || ' ' || coalesce(meta ->> 'formatted_address', '') || ' ' || case county when 'HERAKLION' then 'Ηράκλειο' when 'CHANIA' then 'Χανιά' when 'LASITHI' then 'Λασίθι' when 'RETHYMNO' then 'Ρέθυμνο' else '' end)`,
    ),
    /**
     * Search key of the name alone, kept by the database: search lists a venue whose name holds
     * the words above one that only lies in the place they name.
     */
    nameKey: text('name_key').generatedAlwaysAs(sql`glentia_search_key(name)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('locations_name_idx').on(t.name),
    index('locations_name_order_idx').on(...nameOrder(t.name), t.id),
  ],
);

export const artists = pgTable(
  'artists',
  {
    id: id(),
    name: text('name').notNull(),
    image: text('image'),
    spotifyId: text('spotify_id'),
    spotifyArtist: jsonb('spotify_artist').$type<SpotifyArtistData>(),
    spotifyAlbums: jsonb('spotify_albums').$type<{ items: SpotifyAlbumData[] }>(),
    igProfile: jsonb('ig_profile').$type<InstagramProfileData>(),
    /** The biography the artist (or an admin) wrote, in Greek and in English. */
    bioEl: text('bio_el'),
    bioEn: text('bio_en'),
    /** The name's search key (see searchKey in core), kept by the database. */
    searchKey: text('search_key').generatedAlwaysAs(sql`glentia_search_key(name)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('artists_name_idx').on(t.name),
    index('artists_name_order_idx').on(...nameOrder(t.name), t.id),
  ],
);

/**
 * Read models: what the venues and artists modules let other modules read in one query, joined to
 * their own rows (an event's venue and artists in lists, search, feeds and notifications). Each is
 * owned by the module of its table, which keeps it in step; its columns are that module's promise.
 * PostgreSQL folds such a view into the query that reads it, so the plan is the plain join's.
 */
export const venueSummaries = pgView('venue_summaries', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  county: countyEnum('county'),
  postalCode: text('postal_code'),
  phone: text('phone'),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  image: text('image'),
  gender: text('gender').$type<'m' | 'f' | 'n'>(),
  /** The partner account that runs the venue (partner counts and notifications). */
  partnerId: uuid('partner_id'),
}).as(sql`select id, name, county, postal_code, phone, lat, lng, image, gender, partner_id from locations`);

/** An artist as other modules name it (see venueSummaries). */
export const artistSummaries = pgView('artist_summaries', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  image: text('image'),
}).as(sql`select id, name, image from artists`);

/**
 * Which accounts run which artist pages (issue 31): an account with the artist role, bound by an
 * admin or by an approved claim. A page may have several (a band's members), an account several.
 */
export const artistAccounts = pgTable(
  'artist_accounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.artistId] }),
    index('artist_accounts_artist_idx').on(t.artistId),
  ],
);

/**
 * A residency: the same artists at the same venue at the same local time, repeating (weekly, every
 * two weeks, or the nth weekday of the month). Its nights are ordinary events linked back to it
 * (`events.series_id`), created ahead of time by the `series.generate` job up to
 * `generated_through`; an occurrence edited or canceled on its own is `series_detached` and the
 * series leaves it alone from then on.
 */
export const eventSeries = pgTable(
  'event_series',
  {
    id: id(),
    title: text('title'),
    /** `weekly`, `fortnightly` or `monthly` (the nth weekday of the month). */
    frequency: text('frequency').$type<'weekly' | 'fortnightly' | 'monthly'>().notNull(),
    /** Monthly only: 1 to 5, or -1 for the last weekday of the month. */
    position: integer('position'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    untilDate: date('until_date', { mode: 'string' }),
    count: integer('count'),
    /** Dates the series skips. */
    exceptions: jsonb('exceptions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    time: text('time').notNull(),
    duration: real('duration'),
    description: text('description'),
    telephone: text('telephone'),
    entryPrice: integer('entry_price'),
    ticketUrl: text('ticket_url'),
    image: text('image'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    thumbnail: text('thumbnail'),
    instagramImage: text('instagram_image'),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** Known artists, in billing order. */
    artistIds: jsonb('artist_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** An admin's series is public at once; a partner's waits for an admin. */
    published: boolean('published').notNull().default(false),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    publishedFrom: text('published_from'),
    /** The last date whose occurrence has been created (null: none yet). */
    generatedThrough: date('generated_through', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('event_series_location_idx').on(t.locationId),
    index('event_series_published_idx').on(t.published, t.untilDate),
    check('event_series_one_end', sql`${t.untilDate} is null or ${t.count} is null`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: id(),
    title: text('title'),
    date: date('date', { mode: 'string' }).notNull(),
    /** Local start `HH:mm`, or null when unknown. */
    time: text('time'),
    duration: real('duration'),
    startAt: instant('start_at'),
    endAt: instant('end_at'),
    description: text('description'),
    telephone: text('telephone'),
    image: text('image'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    thumbnail: text('thumbnail'),
    instagramImage: text('instagram_image'),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(false),
    canceled: boolean('canceled').notNull().default(false),
    /** Who canceled it: its uploader, or an admin (the banner says which); null when not canceled. */
    canceledBy: text('canceled_by').$type<'uploader' | 'admin'>(),
    selected: boolean('selected').notNull().default(false),
    views: integer('views').notNull().default(0),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    publishedFrom: text('published_from'),
    lotteryLink: text('lottery_link'),
    menuLink: text('menu_link'),
    /** Entry price in euro cents: 0 is free entry, null when nobody said. */
    entryPrice: integer('entry_price'),
    /** Reservation or ticket link (https only). */
    ticketUrl: text('ticket_url'),
    /** Artist and venue names a user typed that are not known yet, held for the admin's review. */
    pendingArtists: jsonb('pending_artists').$type<string[]>(),
    pendingLocation: text('pending_location'),
    /** Where the new venue typed in `pendingLocation` is, as the uploader chose it from the place search. */
    pendingLocationPlace: jsonb('pending_location_place').$type<NewVenuePlaceData>(),
    rejectReason: text('reject_reason'),
    publishedAt: instant('published_at'),
    /** Search key of the title and description, kept by the database. */
    searchKey: text('search_key').generatedAlwaysAs(
      sql`glentia_search_key(coalesce(title, '') || ' ' || coalesce(description, ''))`,
    ),
    /**
     * Search key of the title alone, kept by the database: search ranks a title holding a word
     * above a description that does, and reads it here rather than keying every title per query.
     */
    titleKey: text('title_key').generatedAlwaysAs(sql`glentia_search_key(coalesce(title, ''))`),
    /** Raised on every change, so subscribed calendars see a higher SEQUENCE and replace their copy. */
    revision: integer('revision').notNull().default(0),
    /** The residency this night belongs to, and the date of the rule it stands for. */
    seriesId: uuid('series_id').references(() => eventSeries.id, { onDelete: 'set null' }),
    seriesDate: date('series_date', { mode: 'string' }),
    /** Edited or canceled on its own: the series no longer changes it. */
    seriesDetached: boolean('series_detached').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One event per series and date, however many workers generate at once.
    uniqueIndex('events_series_date_idx').on(t.seriesId, t.seriesDate),
    index('events_search_key_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
    index('events_title_key_idx').using('gin', t.titleKey.op('gin_trgm_ops')),
    index('events_published_date_idx').on(t.published, t.date, t.time),
    // A venue's nights in date order. It also carries `published` (INCLUDE, drizzle/0031, which
    // Drizzle cannot declare), so the venues' published nights the map keeps in the process
    // (`venue-nights.ts`) are read from this index alone.
    index('events_location_date_idx').on(t.locationId, t.date),
    // A range's published events per venue or per day (an artist's map, the timeline's days) are
    // counted from this index alone (an index-only scan): the table's rows, with their
    // descriptions and search keys, are 50 times wider.
    index('events_places_idx').on(t.date, t.locationId).where(sql`${t.published}`),
    // Search walks a band's published events in their listed order (date, time, id), checking
    // venues and titles (200 characters at most) from this index alone, stopping at the page and
    // its count.
    index('events_search_walk_idx')
      .on(t.date, t.time, t.id, t.locationId, t.titleKey)
      .where(sql`${t.published}`),
    index('events_owner_idx').on(t.ownerId),
    index('events_selected_idx').on(t.date).where(sql`${t.selected} and ${t.published}`),
    // The home page's latest events (newest first, as `order by created_at desc` sorts, nulls
    // first): read from the top of the index instead of sorting every upcoming row.
    index('events_latest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.published} and not ${t.selected}`),
    check('events_entry_price_range', sql`${t.entryPrice} between 0 and 100000`),
    check('events_ticket_url_https', sql`${t.ticketUrl} like 'https://%'`),
  ],
);

/** The form's fields a revision proposes (what an owner's edit would change once approved). */
export interface EventRevisionFields {
  date: string;
  time: string | null;
  duration: number | null;
  description: string | null;
  telephone: string | null;
  entryPrice: number | null;
  ticketUrl: string | null;
  locationId: string | null;
  pendingLocation: string | null;
  /** Absent in revisions stored before places were asked for. */
  pendingLocationPlace?: NewVenuePlaceData | null;
  pendingArtists: string[] | null;
  /** Known artists, in billing order. */
  artistIds: string[];
}

/**
 * An owner's edit of a published event, waiting for review: the published version stays live
 * until an admin applies it. One per event; a newer edit replaces it.
 */
export const eventRevisions = pgTable(
  'event_revisions',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    fields: jsonb('fields').$type<EventRevisionFields>().notNull(),
    /** A new poster; null keeps the live one. */
    image: text('image'),
    thumbnail: text('thumbnail'),
    instagramImage: text('instagram_image'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('event_revisions_event_idx').on(t.eventId)],
);

export const eventArtists = pgTable(
  'event_artists',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.artistId] }), index('event_artists_artist_idx').on(t.artistId)],
);

/**
 * An event as notifications tell of it (its day, state, venue and billing), a read model the events
 * module publishes so the notifications module reads one row without reaching the events tables.
 */
export const eventFacts = pgView('event_facts', {
  id: uuid('id').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  time: text('time'),
  published: boolean('published').notNull(),
  canceled: boolean('canceled').notNull(),
  image: text('image'),
  thumbnail: text('thumbnail'),
  ownerId: uuid('owner_id'),
  venue: text('venue'),
  venueGender: text('venue_gender').$type<'m' | 'f' | 'n'>(),
  /** The billing's names, in the event's order. */
  artists: text('artists').array().notNull(),
  /** Whom notifications reach: the venue's and artists' followers, and an older event's uploader by username. */
  locationId: uuid('location_id'),
  artistIds: uuid('artist_ids').array().notNull(),
  publishedFrom: text('published_from'),
}).as(
  sql`select e.id, e.date, e.time, e.published, e.canceled, e.image, e.thumbnail, e.owner_id, v.name as venue, v.gender as venue_gender, coalesce((select array_agg(a.name order by ea.position, a.name) from event_artists ea join artist_summaries a on a.id = ea.artist_id where ea.event_id = e.id), '{}'::text[]) as artists, e.location_id, coalesce((select array_agg(ea.artist_id order by ea.position) from event_artists ea where ea.event_id = e.id), '{}'::uuid[]) as artist_ids, e.published_from from events e left join venue_summaries v on v.id = e.location_id`,
);

/** One row per device, event and day: a device's repeated views in one day count once. */
export const eventViews = pgTable(
  'event_views',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.deviceId, t.viewedOn] })],
);

/**
 * A visitor's report that an event is wrong or canceled, waiting in the review queue. Nothing about
 * who sent it is kept (the rate limit's counters are short-lived and separate).
 */
export const eventReports = pgTable(
  'event_reports',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<'wrong' | 'canceled'>().notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_reports_event_idx').on(t.eventId, t.createdAt),
    check('event_reports_reason_check', sql`${t.reason} in ('wrong', 'canceled')`),
  ],
);

/**
 * Views of an event per day, with and without consent alike: a bare count per event and Crete
 * date, holding no one's identifier, so the partner's chart can show views over time.
 */
export const eventViewCounts = pgTable(
  'event_view_counts',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.day] })],
);

// ---------------------------------------------------------------- engagement

export const favorites = pgTable(
  'favorites',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorites_user_event_idx').on(t.userId, t.eventId),
    uniqueIndex('favorites_device_event_idx').on(t.deviceId, t.eventId),
    index('favorites_event_idx').on(t.eventId),
    check('favorites_owner_check', sql`num_nonnulls(${t.userId}, ${t.deviceId}) = 1`),
  ],
);

/**
 * How many have saved each event, a read model the favourites module publishes: an event's row is
 * read with its count in the same query (events.repository.ts, `eventColumns`), instead of a query
 * of its own after the page (issue 35: a search or a list was two more trips to the database).
 */
export const favoriteCounts = pgView('favorite_counts', {
  eventId: uuid('event_id').notNull(),
  total: integer('total').notNull(),
}).as(sql`select event_id, count(*)::integer as total from favorites group by event_id`);

/** Secret addresses of private calendar feeds (favourites and follows), stored only as hashes. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash),
    uniqueIndex('calendar_feeds_user_idx').on(t.userId),
    uniqueIndex('calendar_feeds_device_idx').on(t.deviceId),
    check('calendar_feeds_owner_check', sql`num_nonnulls(${t.userId}, ${t.deviceId}) = 1`),
  ],
);

/** A follow of an artist or a venue (a "topic"), by a user or by a visitor's device. */
export const follows = pgTable(
  'follows',
  {
    id: id(),
    artistId: uuid('artist_id').references(() => artists.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_user_artist_idx').on(t.userId, t.artistId),
    uniqueIndex('follows_user_location_idx').on(t.userId, t.locationId),
    uniqueIndex('follows_device_artist_idx').on(t.deviceId, t.artistId),
    uniqueIndex('follows_device_location_idx').on(t.deviceId, t.locationId),
    index('follows_artist_idx').on(t.artistId),
    index('follows_location_idx').on(t.locationId),
    check('follows_topic_check', sql`num_nonnulls(${t.artistId}, ${t.locationId}) = 1`),
    check('follows_owner_check', sql`num_nonnulls(${t.userId}, ${t.deviceId}) = 1`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body'),
    image: text('image'),
    url: text('url'),
    read: boolean('read').notNull().default(false),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** What caused it (`event-published`, `event-canceled`, ...) with the job that made it, so a retried job never doubles it. */
    dedupeKey: text('dedupe_key'),
    /** When the notification went out by e-mail too (accounts with e-mail notifications on). */
    emailedAt: instant('emailed_at'),
    /**
     * What it tells (`event-published`, `event-changed`, `event-deleted`, `uploader`, `reminder`) and
     * the event as it was then: the title and body are written from these in the reader's language
     * whenever they are read. Null for older notifications, which keep their stored words.
     */
    kind: text('kind'),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_device_idx').on(t.deviceId, t.createdAt),
    uniqueIndex('notifications_dedupe_idx').on(t.dedupeKey),
    check('notifications_owner_check', sql`num_nonnulls(${t.userId}, ${t.deviceId}) = 1`),
  ],
);

/** Work done off the request path (notification fan-out and the like), claimed with SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: instant('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    doneAt: instant('done_at'),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_pending_idx').on(t.runAt).where(sql`${t.doneAt} is null`)],
);

// ---------------------------------------------------------------- ads, consent, social posts

export const ads = pgTable('ads', {
  id: id(),
  type: adTypeEnum('type').notNull(),
  weight: integer('weight').notNull().default(1),
  imageUrl: text('image_url'),
  title: text('title'),
  subtitle: text('subtitle'),
  href: text('href'),
  ctaText: text('cta_text'),
  /** The same texts for visitors reading in English; each left empty shows the Greek one. */
  titleEn: text('title_en'),
  subtitleEn: text('subtitle_en'),
  ctaTextEn: text('cta_text_en'),
  /** The banner for visitors reading in English (its words in English); null: the Greek one. */
  imageUrlEn: text('image_url_en'),
  /** False once an admin retires it; kept for its statistics. */
  active: boolean('active').notNull().default(true),
  /** First and last day it runs (Crete dates, both inclusive); null: open-ended. */
  startsOn: date('starts_on', { mode: 'string' }),
  endsOn: date('ends_on', { mode: 'string' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A description put into another language by the translation service, kept per event and language. */
export const eventTranslations = pgTable(
  'event_translations',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    /** Hash of the text that was translated: an edited description is translated again. */
    sourceHash: text('source_hash').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('event_translations_event_language_idx').on(t.eventId, t.language)],
);

export const adEvents = pgTable(
  'ad_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    actionType: adActionEnum('action_type').notNull(),
    path: text('path'),
    deviceId: text('device_id'),
    userId: uuid('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ad_events_ad_idx').on(t.adId, t.actionType),
    // The per-day chart reads one ad's events over a range of days.
    index('ad_events_ad_time_idx').on(t.adId, t.createdAt),
  ],
);

/** Every cookie-consent choice, as the consent banner reported it (SPEC §3). */
export const consentLogs = pgTable('consent_logs', {
  id: id(),
  deviceId: text('device_id'),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  cookie: jsonb('cookie').notNull(),
  account: text('account'),
  createdAt: createdAt(),
});

/** Posts fetched from venues' and artists' social profiles, waiting for an admin's decision. */
export const socialPosts = pgTable(
  'social_posts',
  {
    id: id(),
    source: text('source').notNull().default('INSTAGRAM'),
    externalId: text('external_id').notNull(),
    username: text('username'),
    caption: text('caption'),
    imageUrl: text('image_url'),
    permalink: text('permalink'),
    postedAt: instant('posted_at'),
    artistId: uuid('artist_id').references(() => artists.id, { onDelete: 'set null' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('NEW'),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_posts_source_external_idx').on(t.source, t.externalId)],
);

/** Small server-wide key/value facts (generated keys, the site decoration, ...). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- sources kept in step

/** What a source is read as: a calendar, pages with schema.org events, a feed, or another guide's API. */
export type EventSourceKind = 'ical' | 'page' | 'feed' | 'gancio';

/** What the last run of a source did. */
export interface EventSourceCounts {
  new: number;
  changed: number;
  canceled: number;
  linked: number;
  unchanged: number;
}

/**
 * A calendar, page, feed or events guide that an admin keeps in step: re-read on a schedule with
 * conditional requests, backing off after errors. Its events default to its venue and artists.
 */
export const eventSources = pgTable(
  'event_sources',
  {
    id: id(),
    name: text('name').notNull(),
    kind: text('kind').$type<EventSourceKind>().notNull(),
    url: text('url').notNull(),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    county: countyEnum('county'),
    artistIds: jsonb('artist_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** A trusted source's new events are published at once; others wait in the review queue. */
    trusted: boolean('trusted').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    intervalMinutes: integer('interval_minutes').notNull().default(360),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastRunAt: instant('last_run_at'),
    lastSuccessAt: instant('last_success_at'),
    nextRunAt: instant('next_run_at').notNull().defaultNow(),
    /** Set while a read is under way (until its time limit): a second read waits instead of doubling it. */
    readingUntil: instant('reading_until'),
    lastError: text('last_error'),
    failures: integer('failures').notNull().default(0),
    lastCounts: jsonb('last_counts').$type<EventSourceCounts>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('event_sources_due_idx').on(t.nextRunAt).where(sql`not ${t.paused}`)],
);

/** Which event an upstream event became (or was linked to): a second run finds it here. */
export const sourceEvents = pgTable(
  'source_events',
  {
    sourceId: uuid('source_id')
      .notNull()
      .references(() => eventSources.id, { onDelete: 'cascade' }),
    upstreamId: text('upstream_id').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** A digest of what the source last said, to tell a changed event from an unchanged one. */
    fingerprint: text('fingerprint').notNull(),
    /** Cancelled here because the source cancelled or dropped it. */
    canceled: boolean('canceled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sourceId, t.upstreamId] }),
    index('source_events_event_idx').on(t.eventId),
  ],
);

/**
 * A signed-in person's claim to run a venue ("this is my place") or to be an artist: what they
 * wrote, and how it is proven: a code mailed to the venue's own e-mail (only its hash kept), or
 * an admin's review. Decided claims keep the decision and its reason.
 */
export const claims = pgTable(
  'claims',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'venue' | 'artist'>().notNull(),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    artistId: uuid('artist_id').references(() => artists.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    contact: text('contact').notNull(),
    status: text('status').$type<'code' | 'review' | 'approved' | 'refused'>().notNull(),
    codeHash: text('code_hash'),
    codeExpiresAt: instant('code_expires_at'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    reason: text('reason'),
    createdAt: createdAt(),
    decidedAt: instant('decided_at'),
  },
  (t) => [
    index('claims_status_idx').on(t.status, t.createdAt),
    index('claims_user_idx').on(t.userId),
    check('claims_kind_check', sql`${t.kind} in ('venue', 'artist')`),
    check('claims_status_check', sql`${t.status} in ('code', 'review', 'approved', 'refused')`),
    check(
      'claims_target_check',
      sql`(${t.kind} = 'venue' and ${t.locationId} is not null) or (${t.kind} = 'artist' and ${t.artistId} is not null)`,
    ),
  ],
);

/**
 * One row per weekly digest per person (an account or a visitor's device) and ISO week: taken before
 * the message leaves, so a second run of the job, or a second process, finds it and sends nothing.
 * No address or content is kept: only who, which week, how, and when it went out.
 */
export const digestSends = pgTable(
  'digest_sends',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    /** ISO week of the digest's Thursday, e.g. `2026-W49`. */
    week: text('week').notNull(),
    channel: text('channel').$type<'email' | 'push'>().notNull(),
    /** Null while being sent; set once the mail or push left. */
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('digest_sends_user_week_idx').on(t.userId, t.week),
    uniqueIndex('digest_sends_device_week_idx').on(t.deviceId, t.week),
    index('digest_sends_created_idx').on(t.createdAt),
    check('digest_sends_owner_check', sql`num_nonnulls(${t.userId}, ${t.deviceId}) = 1`),
    check('digest_sends_channel_check', sql`${t.channel} in ('email', 'push')`),
  ],
);
