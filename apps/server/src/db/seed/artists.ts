/**
 * Demo artists: lyra and laouto players, singers and groups with fictional Cretan names (a few
 * written in Latin letters), many with a Spotify profile and albums and an Instagram profile.
 */
import { type County, englishName } from '@glentia/core';
import type { SpotifyAlbumData } from '../schema.ts';
import type { ArtistSeed } from './catalog.ts';
import { COUNTY_SHARE, townsOf } from './crete.ts';
import type { Dice } from './random.ts';
import { uploadUrl } from './render.ts';
import {
  ALBUM_NAMES,
  ARTIST_BIOS,
  BAND_NAMES,
  BAND_PREFIXES,
  FEMALE_NAMES,
  FEMALE_ROLES,
  FIXED_ARTISTS,
  feminineSurname,
  fill,
  LATIN_BANDS,
  MALE_NAMES,
  ROLES,
  SURNAMES,
  slugify,
  uniqueSlug,
} from './words.ts';

type Kind = 'male' | 'female' | 'band';

function newName(dice: Dice, taken: Set<string>): { name: string; kind: Kind } {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const roll = dice.random();
    let candidate: { name: string; kind: Kind };
    if (roll < 0.04) candidate = { name: dice.pick(LATIN_BANDS), kind: 'band' };
    else if (roll < 0.2)
      candidate = { name: `${dice.pick(BAND_PREFIXES)} ${dice.pick(BAND_NAMES)}`, kind: 'band' };
    else if (roll < 0.36) {
      candidate = {
        name: `${dice.pick(FEMALE_NAMES)} ${feminineSurname(dice.pick(SURNAMES))}`,
        kind: 'female',
      };
    } else candidate = { name: `${dice.pick(MALE_NAMES)} ${dice.pick(SURNAMES)}`, kind: 'male' };
    // Some write their name in Latin letters, spelt as the English app writes the Greek (ELOT 743),
    // so one surname never reads two ways ("Baritakis", not "Mparitakis" beside it).
    if (candidate.kind !== 'band' && dice.chance(0.07)) candidate.name = englishName(candidate.name);
    if (!taken.has(candidate.name)) return candidate;
  }
  throw new Error('Ran out of artist names');
}

function kindOfFixed(name: string): Kind {
  if (/Ensemble|Κομπανία/.test(name)) return 'band';
  return /η$|ώ$|α$/.test(name.split(' ').pop() ?? '') ? 'female' : 'male';
}

function spotifyAlbums(dice: Dice, nextCover: () => string, today: string): SpotifyAlbumData[] {
  const lastYear = Number(today.slice(0, 4));
  return dice.sample(ALBUM_NAMES, dice.int(2, 6)).map((name) => {
    const id = dice.base62(22);
    const month = String(dice.int(1, 12)).padStart(2, '0');
    const day = String(dice.int(1, 28)).padStart(2, '0');
    return {
      id,
      name,
      images: [{ url: nextCover(), width: 300, height: 300 }],
      release_date: `${dice.int(lastYear - 18, lastYear - 1)}-${month}-${day}`,
      album_type: dice.weighted([
        ['album', 6],
        ['single', 3],
        ['compilation', 1],
      ] as const),
      external_urls: { spotify: `https://open.spotify.com/album/${id}` },
    };
  });
}

/**
 * `count` artists (the fixed search examples first). The first `posterArtists` have posters;
 * `withImages` of them, spread over the list, get a profile picture. `nextCover` hands out the
 * URL of an album cover.
 */
export function generateArtists(options: {
  dice: Dice;
  count: number;
  withImages: number;
  posterArtists: number;
  today: string;
  nextCover: () => string;
}): ArtistSeed[] {
  const { dice } = options;
  const imageIndexes = new Set(dice.sample([...Array(options.count).keys()], options.withImages));
  const taken = new Set<string>();
  const slugs = new Set<string>();
  const counties = COUNTY_SHARE.map(([county, share]) => [county, share] as const);
  const result: ArtistSeed[] = [];
  for (let index = 0; index < options.count; index++) {
    const fixed = FIXED_ARTISTS[index];
    const { name, kind } = fixed ? { name: fixed, kind: kindOfFixed(fixed) } : newName(dice, taken);
    taken.add(name);
    const slug = uniqueSlug(name, slugs, `artist-${index}`);
    const county: County = dice.weighted(counties);
    const town = dice.pick(townsOf(county));
    const role =
      kind === 'band' ? 'Συγκρότημα κρητικής μουσικής' : dice.pick(kind === 'female' ? FEMALE_ROLES : ROLES);
    const image = imageIndexes.has(index) ? uploadUrl(`artists/${slug}.webp`) : null;
    const spotifyId = dice.chance(0.55) ? dice.base62(22) : null;
    const website = dice.chance(0.3) ? `https://${slug}.example.com` : null;
    const hasInstagram = image !== null || dice.chance(0.45);
    result.push({
      county,
      role,
      popularity: dice.logUniform(1, 10),
      poster:
        index < options.posterArtists
          ? {
              image: uploadUrl(`posters/${slug}-poster.webp`),
              thumbnail: uploadUrl(`posters/${slug}-thumb.webp`),
              instagramImage: uploadUrl(`posters/${slug}-square.webp`),
            }
          : null,
      row: {
        id: dice.uuid(),
        name,
        image,
        spotifyId,
        spotifyArtist: spotifyId
          ? {
              id: spotifyId,
              name,
              followers: { total: dice.logUniform(150, 90_000) },
              external_urls: { spotify: `https://open.spotify.com/artist/${spotifyId}` },
            }
          : null,
        spotifyAlbums: spotifyId ? { items: spotifyAlbums(dice, options.nextCover, options.today) } : null,
        igProfile: hasInstagram
          ? {
              username: `${slugify(name, '_')}${dice.pick(['', '', '_official', '_music', '.lyra'])}`.slice(
                0,
                30,
              ),
              website,
              biography: fill(dice.pick(ARTIST_BIOS), { role, town: town.name }),
              profilePicture: image,
            }
          : null,
      },
    });
  }
  return result;
}
