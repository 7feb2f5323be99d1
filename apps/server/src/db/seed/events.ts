/**
 * Demo events ("glentia") from a month ago to two months ahead: more on Fridays and Saturdays,
 * mostly starting between 20:00 and 22:30, with one to three artists, a Greek description and a
 * poster. A few are unpublished, canceled or promoted, and each county has a promoted one ahead.
 */
import {
  addDays,
  addMonths,
  athensDateTimeToInstant,
  atVenue,
  COUNTIES,
  eventInterval,
  isPastDate,
  ofVenue,
} from '@glentia/core';
import type { eventArtists, events } from '../schema.ts';
import { accountOf } from './accounts.ts';
import type { AccountSeed, ArtistSeed, PosterFiles, VenueSeed } from './catalog.ts';
import { type Dice, WeightedTable } from './random.ts';
import { greekPhone } from './venues.ts';
import { BOOKINGS, CLOSINGS, fill, LINEUP, MIDDLES, ON_WEEKDAY, OPENERS, TITLES } from './words.ts';

type EventRow = typeof events.$inferInsert & { id: string; date: string };

/** Sunday first, as `Date.getUTCDay` counts. */
const WEEKDAY_WEIGHT = [1.3, 0.45, 0.45, 0.6, 0.8, 2.2, 2.6];
const DURATIONS: readonly (readonly [number, number])[] = [
  [1, 1],
  [2, 3],
  [3, 10],
  [4, 16],
  [5, 14],
  [6, 10],
  [7, 4],
  [8, 3],
  [9, 1],
  [10, 1],
  [12, 1],
];
const EVENING_TIMES = Array.from({ length: 11 }, (_, i) => {
  const minutes = 20 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
const OTHER_TIMES = ['13:30', '14:00', '18:00', '19:00', '19:30', '23:00'];

function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** A phone number the way people write it in a text: `2810 224233`, `694 760 3121`. */
function writtenPhone(phone: string): string {
  const national = phone.replace(/^\+30/, '');
  if (national.startsWith('69'))
    return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  const area = national.startsWith('2810') ? 4 : 5;
  return `${national.slice(0, area)} ${national.slice(area)}`;
}

function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} και ${names[names.length - 1]}`;
}

/** A Greek description from sentence fragments, at most 900 characters (SPEC §5). */
function describe(
  dice: Dice,
  input: { venue: VenueSeed; date: string; artists: string[]; phone: string | null },
) {
  const weekday = ON_WEEKDAY[weekdayOf(input.date)]!;
  const values = {
    atVenue: atVenue(input.venue.row.name),
    ofVenue: ofVenue(input.venue.row.name),
    town: input.venue.town.name,
    weekday,
    Weekday: weekday[0]!.toUpperCase() + weekday.slice(1),
    artists: listNames(input.artists),
    phone: input.phone ? writtenPhone(input.phone) : '',
  };
  // «Παίζουν και τραγουδούν» (they play and sing) only reads right for more than one.
  const lineups = input.artists.length > 1 ? LINEUP : LINEUP.slice(0, -1);
  const parts = [fill(dice.pick(OPENERS), values), fill(dice.pick(lineups), values)];
  parts.push(...dice.sample(MIDDLES, dice.int(1, 3)));
  const bookings = input.phone ? BOOKINGS : BOOKINGS.filter((b) => !b.includes('{phone}'));
  if (dice.chance(0.6)) parts.push(fill(dice.pick(bookings), values));
  if (dice.chance(0.7)) parts.push(dice.pick(CLOSINGS));
  const separator = dice.chance(0.4) ? '\n\n' : ' ';
  let text = parts.join(separator);
  while (text.length > 900 && parts.length > 2) {
    parts.splice(2, 1);
    text = parts.join(separator);
  }
  return text.slice(0, 900);
}

const FREE_ENTRY = 'Η είσοδος είναι ελεύθερη.';

/** Common entry prices of glentia, in cents; null: the poster does not say. */
const ENTRY_PRICES = [null, null, null, 0, 0, 1000, 1000, 1200, 1250, 1500, 2000] as const;

/**
 * Entry and ticket link read from the event's id rather than drawn from the dice, so adding them
 * left every other seeded value (and the tests built on them) as it was.
 */
function entryOf(id: string, description: string | null): Pick<EventRow, 'entryPrice' | 'ticketUrl'> {
  const byte = Number.parseInt(id.slice(0, 2), 16);
  // A description that says entry is free sets the price to nothing, as a poster saying so would.
  const entryPrice = description?.includes(FREE_ENTRY)
    ? 0
    : (ENTRY_PRICES[byte % ENTRY_PRICES.length] ?? null);
  const ticketUrl =
    entryPrice && byte % 3 === 0 ? `https://tickets.example.com/glenti/${id.slice(0, 8)}` : null;
  return { entryPrice, ticketUrl };
}

function startTime(dice: Dice): string | null {
  const roll = dice.random();
  if (roll < 0.07) return null;
  if (roll < 0.15) return dice.pick(OTHER_TIMES);
  return dice.pick(EVENING_TIMES);
}

/**
 * Clock-time arithmetic with the Athens offset looked up once per day (it is worked out with Intl,
 * which is slow for tens of thousands of events). Only for times after 04:00, when any
 * daylight-saving change of that day has already happened.
 */
function daytimeClock() {
  const noon = new Map<string, number>();
  return (date: string, minutesOfDay: number): Date => {
    let base = noon.get(date);
    if (base === undefined) {
      base = athensDateTimeToInstant(date, '12:00').getTime();
      noon.set(date, base);
    }
    return new Date(base + (minutesOfDay - 12 * 60) * 60_000);
  };
}

/** Core's eventInterval, remembered per date, time and duration. */
function intervals() {
  const known = new Map<string, ReturnType<typeof eventInterval>>();
  return (input: { date: string; time: string | null; duration: number | null }) => {
    const key = `${input.date}|${input.time}|${input.duration}`;
    if (!known.has(key)) known.set(key, eventInterval(input));
    const interval = known.get(key)!;
    return (
      interval && { startAt: new Date(interval.startAt), endAt: interval.endAt && new Date(interval.endAt) }
    );
  };
}

export interface GeneratedEvents {
  events: EventRow[];
  eventArtists: (typeof eventArtists.$inferInsert)[];
}

export function generateEvents(options: {
  dice: Dice;
  today: string;
  count: number;
  venues: VenueSeed[];
  artists: ArtistSeed[];
  accounts: AccountSeed[];
  genericPosters: PosterFiles[];
}): GeneratedEvents {
  const { dice, today, venues, artists } = options;
  const admin = accountOf(options.accounts, 'admin');
  const partner = accountOf(options.accounts, 'partner');
  const user = accountOf(options.accounts, 'user');
  const first = addDays(today, -30);
  const last = addMonths(today, 2);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  const dayTable = new WeightedTable(days, (day) => WEEKDAY_WEIGHT[weekdayOf(day)]!);
  const venueTable = new WeightedTable(venues, (v) => v.popularity);
  const artistTable = new WeightedTable(artists, (a) => a.popularity);
  const artistsByCounty = new Map(
    COUNTIES.map((county) => {
      const local = artists.filter((a) => a.county === county);
      return [
        county,
        local.length > 0 ? new WeightedTable(local, (a) => a.popularity) : artistTable,
      ] as const;
    }),
  );
  const clock = daytimeClock();
  const intervalOf = intervals();
  const booked = new Set<string>();
  const playing = new Set<string>();
  // Most popular first (a stable sort: ties keep their order), once, for the fallback below.
  const byPopularity = (list: typeof artists) => [...list].sort((a, b) => b.popularity - a.popularity);
  const allByPopularity = byPopularity(artists);
  const localByPopularity = new Map<string | null, typeof artists>();
  const localOf = (county: (typeof venues)[number]['county']) => {
    let list = localByPopularity.get(county);
    if (!list) {
      const local = artists.filter((artist) => artist.county === county);
      list = local.length > 0 ? byPopularity(local) : allByPopularity;
      localByPopularity.set(county, list);
    }
    return list;
  };
  const rows: EventRow[] = [];
  const links: (typeof eventArtists.$inferInsert)[] = [];
  const venueOf = new Map<string, VenueSeed>();

  for (let n = 0; n < options.count; n++) {
    const date = dayTable.draw(dice.random);
    let venue = venueTable.draw(dice.random);
    for (let retry = 0; retry < 4 && booked.has(`${venue.row.id}:${date}`); retry++) {
      venue = venueTable.draw(dice.random);
    }
    booked.add(`${venue.row.id}:${date}`);

    const lineup: ArtistSeed[] = [];
    const wanted = dice.weighted([
      [1, 60],
      [2, 30],
      [3, 10],
    ] as const);
    const headliner = dice.chance(0.7) ? artistsByCounty.get(venue.county)! : artistTable;
    lineup.push(headliner.draw(dice.random));
    for (let tries = 0; lineup.length < wanted && tries < 10; tries++) {
      const next = artistTable.draw(dice.random);
      if (!lineup.includes(next)) lineup.push(next);
    }
    // An artist plays one venue a night: those already playing elsewhere that day make way, and a
    // lineup left empty takes the most popular free artist of the county (no draw, so every later
    // value of the seed stays as it was).
    const free = lineup.filter((artist) => !playing.has(`${artist.row.id}:${date}`));
    if (free.length === 0) {
      // The first free artist of [county's..., everyone...] sorted by popularity: the county's most
      // popular free artist unless someone free elsewhere is more popular.
      const isFree = (artist: (typeof artists)[number]) => !playing.has(`${artist.row.id}:${date}`);
      const local = localOf(venue.county).find(isFree);
      const anyone = allByPopularity.find(isFree);
      const fallback = local && (!anyone || local.popularity >= anyone.popularity) ? local : anyone;
      // The large data set can hold more nights in a day than it has artists.
      free.push(fallback ?? lineup[0]!);
    }
    lineup.splice(0, lineup.length, ...free);
    for (const artist of lineup) playing.add(`${artist.row.id}:${date}`);

    const time = startTime(dice);
    const duration = time || dice.chance(0.5) ? dice.weighted(DURATIONS) : null;
    const interval = intervalOf({ date, time, duration });
    const published = dice.chance(0.93);
    const canceled = published && dice.chance(0.04);
    const future = date >= today;
    const owner = venue.row.partnerId
      ? dice.chance(0.8)
        ? partner
        : admin
      : published
        ? dice.chance(0.7)
          ? admin
          : user
        : dice.chance(0.7)
          ? user
          : admin;
    const telephoneRoll = dice.random();
    const telephone =
      telephoneRoll < 0.7 ? venue.row.phone : telephoneRoll < 0.85 ? greekPhone(dice, null) : null;
    // Added some days before the night, and never later than yesterday.
    const createdDate = addDays(isPastDate(date, today) ? date : today, -dice.int(1, 35));
    const createdAt = clock(createdDate, dice.int(8 * 60, 24 * 60 - 1));
    const publishedAt = published ? new Date(createdAt.getTime() + dice.int(10, 600) * 60_000) : null;
    const poster = lineup[0]!.poster ?? dice.pick(options.genericPosters);
    const id = dice.uuid();
    venueOf.set(id, venue);
    // Drawn in the order they always were, so the seed's other values stay as they were.
    const title = dice.chance(0.3) ? dice.pick(TITLES) : null;
    const description = dice.chance(0.93)
      ? describe(dice, { venue, date, artists: lineup.map((a) => a.row.name), phone: telephone })
      : null;
    rows.push({
      id,
      title,
      date,
      time,
      duration,
      startAt: interval?.startAt ?? null,
      endAt: interval?.endAt ?? null,
      description,
      telephone,
      image: poster.image,
      imageWidth: 800,
      imageHeight: 1000,
      thumbnail: poster.thumbnail,
      instagramImage: poster.instagramImage,
      locationId: venue.row.id,
      published,
      canceled,
      selected: published && !canceled && future && dice.chance(0.06),
      views: published ? (future ? dice.logUniform(5, 4000) : dice.logUniform(20, 9000)) : 0,
      ownerId: owner.id,
      publishedFrom: owner.username,
      lotteryLink: dice.chance(0.02) ? `https://example.com/lottery/${id.slice(0, 8)}` : null,
      menuLink: dice.chance(0.03) ? `https://example.com/menu/${id.slice(0, 8)}` : null,
      ...entryOf(id, description),
      publishedAt,
      createdAt,
      updatedAt: publishedAt ?? createdAt,
    });
    lineup.forEach((artist, position) => {
      links.push({ eventId: id, artistId: artist.row.id, position });
    });
  }
  promoteOnePerCounty(rows, venueOf, today);
  const lineupOf = new Map<string, string[]>();
  for (const link of links)
    lineupOf.set(link.eventId, [...(lineupOf.get(link.eventId) ?? []), link.artistId]);
  const freeOn = (row: EventRow, day: string) =>
    (lineupOf.get(row.id!) ?? []).every((artistId) => !playing.has(`${artistId}:${day}`));
  ensureNightsOut(rows, [today, addDays(today, 1)], intervalOf, freeOn);
  return { events: rows, eventArtists: links };
}

/**
 * Today and tomorrow always have a published night out, so the demo never opens on an empty day
 * (a quiet Tuesday draws none about one time in six). A missing day takes a later event of the
 * same weekday, whose description ("this Tuesday…") still reads right; promoted events stay put.
 */
function ensureNightsOut(
  rows: EventRow[],
  days: string[],
  intervalOf: ReturnType<typeof intervals>,
  freeOn: (row: EventRow, day: string) => boolean,
): void {
  const isOn = (row: EventRow) => row.published && !row.canceled;
  for (const day of days) {
    if (rows.some((row) => row.date === day && isOn(row))) continue;
    const later = rows
      // Its artists must not be playing elsewhere that day.
      .filter((row) => row.date > days[days.length - 1]! && isOn(row) && !row.selected && freeOn(row, day))
      .sort((a, b) => a.date.localeCompare(b.date));
    const sameWeekday = later.find((row) => weekdayOf(row.date) === weekdayOf(day));
    const moved = sameWeekday ?? later[0];
    if (!moved) continue;
    if (!sameWeekday) moved.description = null;
    moved.date = day;
    const interval = intervalOf({ date: day, time: moved.time ?? null, duration: moved.duration ?? null });
    moved.startAt = interval?.startAt ?? null;
    moved.endAt = interval?.endAt ?? null;
  }
}

/** Every county gets at least one promoted, published, upcoming event (when it has any ahead). */
function promoteOnePerCounty(rows: EventRow[], venueOf: Map<string, VenueSeed>, today: string): void {
  for (const county of COUNTIES) {
    const upcoming = rows.filter((row) => row.date >= today && venueOf.get(row.id)?.county === county);
    if (upcoming.length === 0 || upcoming.some((row) => row.selected && row.published && !row.canceled))
      continue;
    const chosen = upcoming.find((row) => row.published && !row.canceled) ?? upcoming[0]!;
    chosen.published = true;
    chosen.canceled = false;
    chosen.selected = true;
    chosen.publishedAt ??= chosen.createdAt as Date;
  }
}
