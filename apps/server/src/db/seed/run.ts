/**
 * Runs one seeding: generate the catalog, draw its pictures into the uploads folder, write the
 * rows, and report what was made and how to sign in.
 */
import type { Db } from '../client.ts';
import type { Catalog, CatalogSizes, SeedSummary } from './catalog.ts';
import { generateCatalog } from './generate.ts';
import type { Random } from './random.ts';
import { renderImages } from './render.ts';
import { hashPasswords, writeCatalog } from './write.ts';

/** At most this many pictures are drawn at once, to keep a small server responsive. */
const RENDER_CONCURRENCY = 2;

export async function runSeed(
  db: Db,
  options: {
    uploadsDir: string;
    today: string;
    random: Random;
    sizes: CatalogSizes;
    /** Leave out the accounts (and what only they own: favourites, follows, a partner's venues). */
    withoutAccounts?: boolean;
  },
): Promise<SeedSummary> {
  const started = performance.now();
  const generated = generateCatalog({ random: options.random, today: options.today, sizes: options.sizes });
  const catalog = options.withoutAccounts ? withoutAccounts(generated) : generated;
  // Pictures are drawn on sharp's worker threads while the rows are written.
  const rendering = renderImages(options.uploadsDir, catalog.images, RENDER_CONCURRENCY);
  rendering.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  const hashes = await hashPasswords(catalog.accounts);
  const counts = await writeCatalog(db, catalog, hashes, () => rendering);
  const images = await rendering;
  return {
    ...counts,
    images,
    durationMs: Math.round(performance.now() - started),
    accounts: catalog.accounts.map(({ role, email, username, password }) => ({
      role,
      email,
      username,
      password,
    })),
  };
}

/**
 * The catalog with no account in it, for a public site: the events keep no owner (as those of a
 * deleted account do), so no one can sign in with a password printed in the README.
 */
export function withoutAccounts(catalog: Catalog): Catalog {
  return {
    ...catalog,
    accounts: [],
    locations: catalog.locations.map((row) => ({ ...row, partnerId: null })),
    events: catalog.events.map((row) => ({ ...row, ownerId: null, publishedFrom: null })),
    favorites: [],
    follows: [],
  };
}
