/**
 * Names are matched in the process with pg_trgm's word similarity worked out in JavaScript
 * (db/word-similarity.ts). Both databases must agree with it to the last bit: over thousands of
 * pairs of search keys (words, typos, stretches of several words, repeats, other scripts and
 * punctuation), `word_similarity(a, b)` equals `wordSimilarity(a, b)` and `a <% b` at the
 * near-miss similarity equals `isNearMiss(a, b)`.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  isNearMiss,
  NEAR_MISS_SIMILARITY,
  trigramsOf,
  wordSimilarity,
} from '../../src/db/word-similarity.ts';
import { createPostgresDatabase, testDatabases } from '../helper.ts';

/** A repeatable sequence, so a failure names pairs that come back on the next run. */
function randomNumbers(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const WORDS = [
  'rakadiko',
  'kritiki',
  'lira',
  'laouto',
  'glendi',
  'xania',
  'iraklio',
  'rea8imno',
  'lasi8i',
  'kafenio',
  'to',
  'tis',
  'psaras',
  'ksilouris',
  'mixalis',
  'stelios',
  'xoros',
  'taverna',
  'ela',
  'anogia',
  'sitia',
  'agios',
  'nikolaos',
  'elounda',
  'spilia',
  'kazani',
  'a',
  'ab',
  'aaa',
  '23',
  '2025',
  'mousiki',
];

/** A word with one letter wrong, missing, added or two swapped: what people type. */
function typoOf(word: string, random: () => number): string {
  const at = Math.floor(random() * word.length);
  const letter = 'aeiklmnoprstvx'[Math.floor(random() * 14)]!;
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + letter + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + letter + word.slice(at);
    default:
      return at + 1 < word.length
        ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
        : word + letter;
  }
}

function pairs(count: number): Array<[string, string]> {
  const random = randomNumbers(35);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const text = () =>
    Array.from({ length: 1 + Math.floor(random() * 7) }, () =>
      random() < 0.3 ? typoOf(pick(WORDS), random) : pick(WORDS),
    ).join(pick([' ', ' ', ' ', ', ', '-', ' & ']));
  const found: Array<[string, string]> = [
    ['rakadko', 'rakadiko tou xaniou'],
    ['lira', 'kritiki lira kai laouto lira'],
    ['', 'lira'],
    ['lira', ''],
    ['ab€cd', 'жук ab cd ä'],
    ['Lira', 'LIRA mousiki'],
  ];
  while (found.length < count) {
    const haystack = text();
    const words = haystack.split(/[^a-z0-9]+/).filter(Boolean);
    const roll = random();
    const needle =
      words.length === 0 || roll < 0.15
        ? pick(WORDS)
        : roll < 0.45
          ? pick(words)
          : roll < 0.85
            ? typoOf(pick(words), random)
            : text();
    found.push([needle, haystack]);
  }
  return found;
}

interface Similarities {
  similarity: number[];
  near: boolean[];
}

/** A database connection's query: PGlite's and node-postgres's have this shape. */
type Ask = (
  text: string,
  values?: unknown[],
) => Promise<{ rows: Array<{ similarity: number; near: boolean }> }>;

/** Sets the near-miss similarity, then asks the database about every pair at once. */
async function askAbout(ask: Ask, list: Array<[string, string]>): Promise<Similarities> {
  await ask(`create extension pg_trgm; set pg_trgm.word_similarity_threshold = ${NEAR_MISS_SIMILARITY}`);
  const { rows } = await ask(
    `select word_similarity(a, b) as similarity, a <% b as near
     from unnest($1::text[], $2::text[]) with ordinality as pair(a, b, n) order by n`,
    [list.map(([a]) => a), list.map(([, b]) => b)],
  );
  return { similarity: rows.map((row) => Number(row.similarity)), near: rows.map((row) => row.near) };
}

async function onPglite(list: Array<[string, string]>): Promise<Similarities> {
  const db = new PGlite({ extensions: { pg_trgm } });
  try {
    return await askAbout(
      (text, values) =>
        (values ? db.query(text, values) : db.exec(text).then(() => ({ rows: [] }))) as ReturnType<Ask>,
      list,
    );
  } finally {
    await db.close();
  }
}

async function onPostgres(list: Array<[string, string]>): Promise<Similarities> {
  const { url, drop } = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return await askAbout((text, values) => client.query(text, values) as ReturnType<Ask>, list);
  } finally {
    await client.end();
    await drop();
  }
}

describe('pg_trgm word similarity in the process', () => {
  const list = pairs(6_000);

  it('makes the trigrams pg_trgm makes', () => {
    expect(trigramsOf('Lira, 23-ab')).toEqual([
      '  l',
      ' li',
      'lir',
      'ira',
      'ra ',
      '  2',
      ' 23',
      '23 ',
      '  a',
      ' ab',
      'ab ',
    ]);
    expect(trigramsOf('€ & —')).toEqual([]);
  });

  it('forgives one wrong letter in the middle of a name at the near-miss similarity', () => {
    expect(isNearMiss('rakadko', 'to rakadiko tou xaniou')).toBe(true);
    expect(isNearMiss('lira', 'laouto')).toBe(false);
    expect(wordSimilarity('lira', 'kritiki lira')).toBe(1);
  });

  it.each(testDatabases())('gives %s’s answer for every pair', async (kind) => {
    const answers = kind === 'pglite' ? await onPglite(list) : await onPostgres(list);
    const differing = list.flatMap(([a, b], index) => {
      const similarity = wordSimilarity(a, b);
      const near = isNearMiss(a, b);
      return Math.fround(answers.similarity[index]!) === similarity && answers.near[index] === near
        ? []
        : [{ a, b, database: [answers.similarity[index], answers.near[index]], here: [similarity, near] }];
    });
    expect(differing.slice(0, 5)).toEqual([]);
    // Enough pairs of every kind were compared: exact words, near misses and misses.
    expect(answers.similarity.filter((value) => value === 1).length).toBeGreaterThan(300);
    expect(
      answers.near.filter((near, index) => near && answers.similarity[index]! < 1).length,
    ).toBeGreaterThan(300);
    expect(answers.near.filter((near) => !near).length).toBeGreaterThan(300);
  });
});
