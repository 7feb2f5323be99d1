/**
 * A small seeded random source, so the demo data of Glentia is the same on every run (screenshots,
 * end-to-end tests and bug reports all see the same venues and nights).
 */

export type Random = () => number;

/** Mulberry32: a fast 32-bit generator, good enough for demo data (not for anything secret). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Helpers over one random source. */
export class Dice {
  constructor(readonly random: Random) {}

  /** Whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.random() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[Math.floor(this.random() * items.length)]!;
  }

  /** One item, chosen in proportion to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.random() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return items[items.length - 1]![0];
  }

  /** `count` different items (or all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }

  /** A number spread evenly on a log scale: many small values, a few large ones. */
  logUniform(min: number, max: number): number {
    return Math.round(Math.exp(Math.log(min) + this.random() * (Math.log(max) - Math.log(min))));
  }

  /** A version-4 UUID drawn from this source, so ids repeat from run to run. */
  uuid(): string {
    const bytes = Array.from({ length: 16 }, () => Math.floor(this.random() * 256));
    bytes[6] = (bytes[6]! & 0x0f) | 0x40;
    bytes[8] = (bytes[8]! & 0x3f) | 0x80;
    const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /** Letters and digits, like Spotify's 22-character ids. */
  base62(length: number): string {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    return Array.from({ length }, () => alphabet[Math.floor(this.random() * alphabet.length)]).join('');
  }
}

/** A stable 32-bit hash of a text, to give every name its own poster colours. */
export function hashText(text: string): number {
  let hash = 2_166_136_261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16_777_619);
  }
  return hash >>> 0;
}

/** Many draws from one weighted list: cumulative weights and a binary search per draw. */
export class WeightedTable<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    readonly items: readonly T[],
    weightOf: (item: T) => number,
  ) {
    let sum = 0;
    for (const item of items) {
      sum += Math.max(0, weightOf(item));
      this.cumulative.push(sum);
    }
    this.total = sum;
  }

  draw(random: Random): T {
    if (this.items.length === 0) throw new Error('Cannot draw from an empty table');
    const roll = random() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.cumulative[middle]! > roll) high = middle;
      else low = middle + 1;
    }
    return this.items[low]!;
  }
}
