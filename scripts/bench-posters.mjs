#!/usr/bin/env node
// `npm run bench:posters` (also run by `npm run bench`): how well Glentia reads posters. Draws
// 36 varied posters (layouts, the machine's fonts, colours, date and time phrasings), photographs
// them badly (rotated a few degrees, blurred, noisy, low JPEG quality), reads each with the
// server's own reader and rules, and reports per-field accuracy (date, time, venue, artists) and
// reading time p50/p95. BENCH_POSTERS_RAW=1 reads the photos without the server's preparation, to
// see what the preparation is worth. Writes bench-results/posters.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const raw = process.env.BENCH_POSTERS_RAW === '1';
const count = Number(process.env.BENCH_POSTERS ?? 36);

// The reader and the rules are TypeScript: bundle them once, as the server build does.
const bundle = path.join(root, 'node_modules/.cache/glentia-bench/posters.mjs');
await build({
  stdin: {
    contents: [
      "export { createPosterReader } from './apps/server/src/modules/poster-reading/poster-reader.ts';",
      "export { prepareForReading } from './apps/server/src/modules/poster-reading/poster-image.ts';",
      "export { escapeXml, GREEK_MONTHS_GENITIVE, posterDate } from './apps/server/test/poster.ts';",
      "export { addDays, draftFromPosterText, todayInAthens } from '@glentia/core';",
    ].join('\n'),
    resolveDir: root,
    loader: 'ts',
  },
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['sharp', 'tesseract.js'],
  logLevel: 'warning',
  banner: { js: "import { createRequire as __r } from 'node:module'; const require = __r(import.meta.url);" },
});
const {
  createPosterReader,
  prepareForReading,
  escapeXml,
  GREEK_MONTHS_GENITIVE,
  posterDate,
  addDays,
  draftFromPosterText,
  todayInAthens,
} = await import(bundle);

/** A small seeded generator, so every run draws the same posters. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(17);
const pick = (list) => list[Math.floor(rand() * list.length)];
const between = (low, high) => low + rand() * (high - low);

const ARTISTS = [
  'Μανώλης Μανουσάκης',
  'Νίκος Ξυλούρης',
  'Ψαρογιώργης',
  'Βασίλης Σκουλάς',
  'Γιώργης Καλογεράκης',
  'Μιχάλης Τζουγανάκης',
  'Ζαχαρίας Σπυριδάκης',
  'Στέλιος Μπικάκης',
  'Κώστας Μουντάκης',
  'Αντώνης Μαρτσάκης',
].map((name, index) => ({ id: `a${index}`, name }));
const VENUES = [
  ['Το Παραδοσιακό', 'CHANIA'],
  ['Κέντρο Αστέρια', 'HERAKLION'],
  ['Ο Μύλος', 'RETHYMNO'],
  ['Ταβέρνα Λευκά Όρη', 'CHANIA'],
  ['Κρητικό Σπίτι', 'LASITHI'],
  ['Κέντρο Ανώγεια', 'RETHYMNO'],
  ['Το Μιτάτο', 'HERAKLION'],
  ['Αρόδαμος', 'HERAKLION'],
].map(([name, county], index) => ({ id: `v${index}`, name, county }));
const FONTS = [
  'DejaVu Sans',
  'DejaVu Serif',
  'Liberation Sans',
  'Liberation Serif',
  'Noto Sans',
  'Liberation Sans Narrow',
  'DejaVu Sans Condensed',
];
const COLOURS = [
  ['#1a2a6c', '#ffffff', '#ffd700'],
  ['#000000', '#ffffff', '#e63946'],
  ['#f4e9d8', '#2b2b2b', '#8b0000'],
  ['#8b0000', '#ffffff', '#ffe066'],
  ['#ffffff', '#111111', '#1d3557'],
  ['#2d6a4f', '#ffffff', '#ffd166'],
];
const WEEKDAYS = ['Κυριακή', 'Δευτέρα', 'Τρίτη', 'Τετάρτη', 'Πέμπτη', 'Παρασκευή', 'Σάββατο'];
/** The ways posters write a date. */
const DATE_STYLES = [
  (date) => posterDate(date),
  (date) => {
    const [y, m, d] = date.split('-').map(Number);
    return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${d}/${m}`;
  },
  (date) => {
    const [y, m, d] = date.split('-');
    return `${d}.${m}.${y.slice(2)}`;
  },
  (date) => {
    const [, m, d] = date.split('-').map(Number);
    return `${d} ${GREEK_MONTHS_GENITIVE[m - 1]}`;
  },
];
/** The ways posters write a start time, and what they mean. */
const TIME_STYLES = [
  ['ΩΡΑ 22:00', '22:00'],
  ['ΣΤΙΣ 21:30', '21:30'],
  ['Ώρα έναρξης 22.00', '22:00'],
  ['10 μ.μ.', '22:00'],
  ['από τις 9', '21:00'],
  ['ΑΠΟ ΤΙΣ 21:00', '21:00'],
];
const PHONES = ['697 123 4567', '28210 12345', '6944 556677', '2810 234 567'];

function svgOf(lines, { width, height, background, align }) {
  const step = height / (lines.length + 1);
  const x = align === 'middle' ? width / 2 : 50;
  const texts = lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${Math.round(step * (index + 1))}" text-anchor="${align}" font-family="${line.font}" ` +
        `font-size="${line.size}" font-weight="${line.bold ? 'bold' : 'normal'}" fill="${line.colour}">${escapeXml(line.text)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/>${texts}</svg>`;
}

/** One poster: its picture as a phone would send it, and what it says. */
async function makePoster(index, today) {
  const [background, ink, accent] = pick(COLOURS);
  const font = pick(FONTS);
  const titleFont = pick(FONTS);
  const artists = rand() < 0.35 ? [pick(ARTISTS), pick(ARTISTS)] : [pick(ARTISTS)];
  const uniqueArtists = [...new Map(artists.map((artist) => [artist.id, artist])).values()];
  const venue = pick(VENUES);
  const date = addDays(today, 3 + Math.floor(rand() * 120));
  const [timeText, time] = pick(TIME_STYLES);
  const upper = rand() < 0.7;
  const say = (text) =>
    upper ? text.toLocaleUpperCase('el').normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC') : text;
  const width = pick([720, 800, 1080]);
  const height = Math.round(width * between(1.25, 1.45));
  const scale = width / 800;
  const size = (base) => Math.round(base * scale * between(0.85, 1.1));
  const lines = [
    {
      text: pick(['ΜΕΓΑΛΟ ΓΛΕΝΤΙ', 'Κρητική βραδιά', 'ΓΛΕΝΤΙ', 'Live κρητική μουσική']),
      size: size(62),
      font: titleFont,
      bold: true,
      colour: accent,
    },
    ...uniqueArtists.map((artist) => ({
      text: say(artist.name),
      size: size(54),
      font,
      bold: rand() < 0.5,
      colour: ink,
    })),
    { text: say(pick(DATE_STYLES)(date)), size: size(48), font, colour: ink },
    { text: say(timeText), size: size(44), font, colour: ink },
    { text: say(venue.name), size: size(46), font: titleFont, colour: accent, bold: rand() < 0.5 },
    { text: `Τηλ. ${pick(PHONES)}`, size: size(36), font, colour: ink },
  ];
  // Layouts: the usual top-to-bottom, or the venue and date first.
  if (rand() < 0.3) lines.splice(1, 0, ...lines.splice(lines.length - 2, 1));
  const svg = svgOf(lines, { width, height, background, align: rand() < 0.7 ? 'middle' : 'start' });
  // A photo of the poster: a little turned, soft, grainy, squeezed.
  const angle = between(-4, 4);
  const blur = between(0.3, 1.4);
  const quality = Math.round(between(35, 75));
  let picture = sharp(Buffer.from(svg)).rotate(angle, { background }).blur(blur);
  const { width: w, height: h } = await picture
    .clone()
    .png()
    .toBuffer({ resolveWithObject: true })
    .then((r) => r.info);
  const noise = await sharp({
    create: { width: w, height: h, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 24 } },
  })
    .png()
    .toBuffer();
  picture = sharp(await picture.png().toBuffer()).composite([{ input: noise, blend: 'soft-light' }]);
  const data = await picture.jpeg({ quality }).toBuffer();
  return {
    index,
    data,
    expected: { date, time, venue: venue.id, artists: uniqueArtists.map((a) => a.id).sort() },
    font,
    angle,
    blur,
    quality,
  };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const today = todayInAthens();
// The bench reads one poster at a time, with the server's default time limit.
const readers = createPosterReader({ timeoutMs: 30_000, maxWaiting: 0 });
const reader = readers.forAccount('bench');
const known = { artists: ARTISTS, venues: VENUES };
const results = [];
try {
  // The first reading also starts the reader; it is timed on its own.
  const warmStart = Date.now();
  await reader.read(
    await sharp({ create: { width: 200, height: 100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  const startupMs = Date.now() - warmStart;
  for (let index = 0; index < count; index += 1) {
    const poster = await makePoster(index, today);
    const started = performance.now();
    const input = raw ? poster.data : await prepareForReading(poster.data);
    const text = await reader.read(input);
    const ms = performance.now() - started;
    const draft = draftFromPosterText(text, known, today);
    const got = {
      date: draft.date,
      time: draft.time,
      venue: draft.location?.id ?? null,
      artists: draft.artists
        .map((a) => a.id)
        .filter(Boolean)
        .sort(),
    };
    const ok = {
      date: got.date === poster.expected.date,
      time: got.time === poster.expected.time,
      venue: got.venue === poster.expected.venue,
      artists: JSON.stringify(got.artists) === JSON.stringify(poster.expected.artists),
    };
    results.push({ index, ms, ok, expected: poster.expected, got, font: poster.font, text });
    const marks = Object.entries(ok)
      .map(([field, good]) => `${field} ${good ? '✓' : '✗'}`)
      .join('  ');
    console.log(
      `poster ${String(index + 1).padStart(2)}  ${Math.round(ms)} ms  ${marks}  (${poster.font}, ${poster.angle.toFixed(1)}°, blur ${poster.blur.toFixed(1)}, q${poster.quality})`,
    );
  }
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const accuracy = Object.fromEntries(
    ['date', 'time', 'venue', 'artists'].map((field) => [
      field,
      Math.round((100 * results.filter((r) => r.ok[field]).length) / results.length),
    ]),
  );
  const summary = {
    date: new Date().toISOString(),
    posters: results.length,
    prepared: !raw,
    accuracyPercent: accuracy,
    readingMs: { p50: Math.round(percentile(times, 50)), p95: Math.round(percentile(times, 95)) },
    readerStartMs: startupMs,
  };
  console.log(`\n${results.length} posters (${raw ? 'read as sent' : 'prepared as the server does'}):`);
  for (const [field, percent] of Object.entries(accuracy))
    console.log(`  ${field.padEnd(8)} ${percent} %${percent >= 80 ? '' : '  (below the 80 % goal)'}`);
  console.log(
    `  reading  p50 ${summary.readingMs.p50} ms, p95 ${summary.readingMs.p95} ms (reader start ${startupMs} ms)`,
  );
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench-results', raw ? 'posters-raw.json' : 'posters.json'),
    `${JSON.stringify({ summary, results: results.map(({ text, ...rest }) => ({ ...rest, text })) }, null, 2)}\n`,
  );
} finally {
  await readers.close();
}
