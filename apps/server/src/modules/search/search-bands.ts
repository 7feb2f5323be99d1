/**
 * What searches counted of their bands (`KnownBand`), kept by meaning, so the next search of the
 * same words (its next page, or another page size) does not count them again. A band's count was
 * a trip of its own to the database for every search, and a second one for a search whose first
 * band is short: at 20,000 events 4.4 ms at the median on the embedded database's thread, some
 * 1.4 of them a search (issue 35; 480 searches of the bench's words, 2026-12-02).
 *
 * Kept with the public cache's answers, as the artists' nights are: forgotten after a change to
 * public data, here or in another process, or past the cache's lifetime; without a cache (a
 * script) nothing is kept. Bounded by the ids it holds, the meanings least recently asked going
 * first, so many different words cannot fill the memory.
 */
import type { PublicCache } from '../../lib/public-cache.ts';
import type { BandMemory, EventSearch, KnownBand } from '../events/events.service.ts';

/** At most this many ids of bands' orders, some 60 bytes each, across every meaning kept. */
const SEARCH_BANDS_MAX_IDS = 20_000;

/** The bands of every meaning kept, the least recently asked first, and the ids they hold. */
interface KeptMeanings {
  byMeaning: Map<string, Map<number, KnownBand>>;
  ids: number;
}

const idsIn = (bands: Map<number, KnownBand>): number =>
  [...bands.values()].reduce((sum, band) => sum + (band.order?.length ?? 0), 0);

export class SearchBandsBook {
  constructor(
    private readonly keeper?: Pick<PublicCache, 'keep'>,
    private readonly maxIds = SEARCH_BANDS_MAX_IDS,
  ) {}

  /** The memory of the searches meaning this one (its words' keys, its dates); none without a cache. */
  async memoryOf(search: EventSearch): Promise<BandMemory | undefined> {
    if (!this.keeper) return undefined;
    const kept = await this.keeper.keep<KeptMeanings>('search:bands', async () => ({
      byMeaning: new Map(),
      ids: 0,
    }));
    const meaning = JSON.stringify([search.from, search.to, search.words.map((word) => word.keys)]);
    const bands = kept.byMeaning.get(meaning) ?? new Map<number, KnownBand>();
    // Asked again: the most recently asked, last in the map's order.
    kept.byMeaning.delete(meaning);
    kept.byMeaning.set(meaning, bands);
    return {
      get: (band) => bands.get(band),
      set: (band, known) => {
        // Let go meanwhile (other meanings asked since): this search still uses what it counts.
        if (kept.byMeaning.get(meaning) !== bands) return void bands.set(band, known);
        kept.ids += (known.order?.length ?? 0) - (bands.get(band)?.order?.length ?? 0);
        bands.set(band, known);
        for (const [oldest, oldestBands] of kept.byMeaning) {
          if (kept.ids <= this.maxIds || oldestBands === bands) break;
          kept.byMeaning.delete(oldest);
          kept.ids -= idsIn(oldestBands);
        }
      },
    };
  }
}
