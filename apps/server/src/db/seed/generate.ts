/**
 * Builds a whole demo data set for Glentia in memory — accounts, venues, artists, events, ads,
 * the demo user's favourites and follows — together with the list of pictures to draw. Sizes
 * decide whether it is the everyday demo or the large data set for load tests.
 */
import { accountOf, makeAccounts } from './accounts.ts';
import { generateAds } from './ads.ts';
import { generateArtists } from './artists.ts';
import { albumCoverSvg, artistImageSvg, COVER_SIZE, PROFILE_SIZE, venueImageSvg } from './artwork.ts';
import type { ArtistSeed, Catalog, CatalogSizes, PosterFiles } from './catalog.ts';
import { generateEvents } from './events.ts';
import { POSTER_SIZE, type PosterDesign, posterSvg, SQUARE_SIZE, THUMBNAIL_SIZE } from './posters.ts';
import { Dice, type Random } from './random.ts';
import { type ImageJob, uploadUrl } from './render.ts';
import { generateVenues } from './venues.ts';
import { spreadViewsOverDays } from './view-days.ts';
import { slugify, TITLES } from './words.ts';

/**
 * A poster set from one drawing: the poster, its thumbnail, and the share square made by
 * widening the poster (its background and patterns continue to the sides).
 */
function posterJob(key: string, design: PosterDesign): ImageJob {
  return {
    svg: posterSvg(design),
    outputs: [
      { file: `posters/${key}-poster.webp`, ...POSTER_SIZE },
      { file: `posters/${key}-thumb.webp`, ...THUMBNAIL_SIZE },
      { file: `posters/${key}-square.webp`, ...SQUARE_SIZE, fit: 'mirror' },
    ],
  };
}

function posterFiles(key: string): PosterFiles {
  return {
    image: uploadUrl(`posters/${key}-poster.webp`),
    thumbnail: uploadUrl(`posters/${key}-thumb.webp`),
    instagramImage: uploadUrl(`posters/${key}-square.webp`),
  };
}

/** `/uploads/posters/x-poster.webp` → `x` */
function posterKey(artist: ArtistSeed): string {
  return artist.poster!.image.replace('/uploads/posters/', '').replace(/-poster\.webp$/, '');
}

export function generateCatalog(options: { random: Random; today: string; sizes: CatalogSizes }): Catalog {
  const { sizes, today } = options;
  const dice = new Dice(options.random);
  const images: ImageJob[] = [];
  const accounts = makeAccounts(dice, today);
  const partner = accountOf(accounts, 'partner');
  const user = accountOf(accounts, 'user');

  const venues = generateVenues(dice, sizes.venues, sizes.venueImages);
  // The partner runs three venues, in three counties.
  const lasithi = venues.find((v, index) => index >= 6 && v.county === 'LASITHI');
  for (const venue of [venues[0], venues[1], lasithi]) if (venue) venue.row.partnerId = partner.id;

  let albums = 0;
  const nextCover = () => uploadUrl(`albums/cover-${albums++ % Math.max(1, sizes.albumCovers)}.webp`);
  const artists = generateArtists({
    dice,
    count: sizes.artists,
    withImages: sizes.artistImages,
    posterArtists: sizes.posterArtists,
    today,
    nextCover,
  });

  const genericPosters: PosterFiles[] = [];
  for (let i = 0; i < Math.max(1, sizes.genericPosters); i++) {
    const title = TITLES[i % TITLES.length]!;
    const key = `night-${i}-${slugify(title)}`;
    images.push(
      posterJob(key, { headline: title, kicker: 'Ζωντανή μουσική', subline: 'Λύρα · Λαούτο · Τραγούδι' }),
    );
    genericPosters.push(posterFiles(key));
  }
  for (const artist of artists) {
    if (artist.poster) {
      images.push(
        posterJob(posterKey(artist), {
          headline: artist.row.name,
          kicker: 'Ζωντανή μουσική',
          subline: artist.role,
        }),
      );
    }
    if (artist.row.image) {
      images.push({
        svg: artistImageSvg(artist.row.name),
        outputs: [
          { file: artist.row.image.replace('/uploads/', ''), width: PROFILE_SIZE, height: PROFILE_SIZE },
        ],
      });
    }
  }
  for (const venue of venues) {
    if (venue.row.image) {
      images.push({
        svg: venueImageSvg(venue.row.name, venue.kind),
        outputs: [
          { file: venue.row.image.replace('/uploads/', ''), width: PROFILE_SIZE, height: PROFILE_SIZE },
        ],
      });
    }
  }
  for (let i = 0; i < Math.min(albums, sizes.albumCovers); i++) {
    images.push({
      svg: albumCoverSvg(`cover-${i}`),
      outputs: [{ file: `albums/cover-${i}.webp`, width: COVER_SIZE, height: COVER_SIZE }],
    });
  }

  const generated = generateEvents({
    dice,
    today,
    count: sizes.events,
    venues,
    artists,
    accounts,
    genericPosters,
  });
  const ads = generateAds(dice);
  images.push(...ads.images);

  const upcoming = generated.events.filter((e) => e.date >= today && e.published && !e.canceled);
  const favorites = dice
    .sample(upcoming, 6)
    .map((event) => ({ id: dice.uuid(), eventId: event.id, userId: user.id }));
  const follows = [
    ...[artists[0], ...dice.sample(artists.slice(1), 3)].map((artist) => ({ artistId: artist!.row.id })),
    ...dice.sample(venues, 3).map((venue) => ({ locationId: venue.row.id })),
  ].map((topic) => ({ id: dice.uuid(), userId: user.id, ...topic }));

  return {
    accounts,
    locations: venues.map((v) => v.row),
    artists: artists.map((a) => a.row),
    events: generated.events,
    eventArtists: generated.eventArtists,
    eventViewDays: spreadViewsOverDays(generated.events, today),
    ads: ads.rows,
    favorites,
    follows,
    images,
  };
}
