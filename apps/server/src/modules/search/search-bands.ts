/**
 * What searches counted of their bands (`KnownBand`), kept by meaning, so the next search of the
 * same words (its next page, or another page size) does not count them again. A band's count was
 * a trip of its own to the database for every search, and a second one for a search whose first
 * band is short: at 20,000 events 4.4 ms at the median on the embedded database's thread, some
 * 1.4 of them a search (issue 35; 480 searches of the bench's words, 2026-12-02). A crowded band
 * keeps its first ids too, as far as its pages were walked, so its next pages are read by id; and
 * the rows of the events searches read are kept, so a page read by id asks only for those no
 * search has read since public data changed (reading a page of 24 rows took 5.5–11 ms of a
 * steady search's 13 ms at the client). A page that ends near its block's end has the next block
 * read once its answer is ready, so the next page (the app's "more") finds its rows kept.
 *
 * Kept with the public cache's answers, as the artists' nights are: forgotten after a change to
 * public data, here or in another process, or past the cache's lifetime; without a cache (a
 * script) nothing is kept. Bounded by the ids it holds, the meanings least recently asked going
 * first, so many different words cannot fill the memory.
 */
import type { PublicCache } from '../../lib/public-cache.ts';
import type { BandMemory, EventRow, EventSearch, KnownBand } from '../events/events.service.ts';

/** At most this many ids of bands' orders and heads, some 60 bytes each, across every meaning kept. */
const SEARCH_BANDS_MAX_IDS = 20_000;
/**
 * At most this many events' rows, some 3 KB each with their descriptions: the first pages of forty
 * searches of thirty events each, or the bench's twelve words paged to forty.
 */
const SEARCH_ROWS_MAX = 1_200;

/**
 * The bands of every meaning kept, the least recently asked first, and the ids they hold; the rows
 * of the events searches read, the least recently read first.
 */
interface KeptMeanings {
  byMeaning: Map<string, Map<number, KnownBand>>;
  ids: number;
  rows: Map<string, EventRow>;
}

/** The ids a band holds: its whole order, or a crowded band's first ones. */
const idsOf = (band: KnownBand | undefined): number => (band?.order?.length ?? 0) + (band?.head?.length ?? 0);

const idsIn = (bands: Map<number, KnownBand>): number =>
  [...bands.values()].reduce((sum, band) => sum + idsOf(band), 0);

/** A search's memory, which starts the reads its pages asked to be read ahead once its answer is ready. */
export interface SearchMemory extends BandMemory {
  startReadsAhead(): void;
}

export class SearchBandsBook {
  /** The rows being read ahead, by the first id of each read. */
  private readonly reading = new Map<string, Promise<void>>();

  constructor(
    private readonly keeper?: Pick<PublicCache, 'keep'>,
    private readonly maxIds = SEARCH_BANDS_MAX_IDS,
    private readonly maxRows = SEARCH_ROWS_MAX,
  ) {}

  /** The memory of the searches meaning this one (its words' keys, its dates); none without a cache. */
  async memoryOf(search: EventSearch): Promise<SearchMemory | undefined> {
    if (!this.keeper) return undefined;
    const kept = await this.keeper.keep<KeptMeanings>('search:bands', async () => ({
      byMeaning: new Map(),
      ids: 0,
      rows: new Map(),
    }));
    const { rows } = kept;
    const ahead: Array<{ ids: readonly string[]; read: () => Promise<EventRow[]> }> = [];
    const keepRows = (read: readonly EventRow[]) => {
      for (const row of read) rows.set(row.event.id, row);
      for (const oldest of rows.keys()) {
        if (rows.size <= this.maxRows) break;
        rows.delete(oldest);
      }
    };
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
        kept.ids += idsOf(known) - idsOf(bands.get(band));
        bands.set(band, known);
        for (const [oldest, oldestBands] of kept.byMeaning) {
          if (kept.ids <= this.maxIds || oldestBands === bands) break;
          kept.byMeaning.delete(oldest);
          kept.ids -= idsIn(oldestBands);
        }
      },
      row: (id) => {
        const row = rows.get(id);
        if (row) {
          // Read again: the most recently read, last in the map's order.
          rows.delete(id);
          rows.set(id, row);
        }
        return row;
      },
      has: (id) => rows.has(id),
      keepRows,
      readAhead: (ids, read) => void ahead.push({ ids, read }),
      startReadsAhead: () => {
        for (const { ids, read } of ahead.splice(0)) {
          const first = ids[0];
          if (first === undefined || this.reading.has(first)) continue;
          // A read that fails costs nothing but itself: the page that needs those rows reads them.
          const reading = read().then(keepRows, () => undefined);
          this.reading.set(first, reading);
          void reading.finally(() => this.reading.delete(first));
        }
      },
    };
  }

  /** Once the rows being read ahead are kept (tests, and a server closing). */
  async settled(): Promise<void> {
    while (this.reading.size > 0) await Promise.all(this.reading.values());
  }
}
