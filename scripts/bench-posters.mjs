#!/usr/bin/env node
// `npm run bench:posters` (also run by `npm run bench`): how well Glentia reads posters. Draws
// varied posters (layouts, the machine's fonts, colours, date, time, entry and phone phrasings)
// and photographs each the way phones do (BENCH_POSTERS posters, 70 by default, spread evenly
// over seven kinds of photo: flat but soft and grainy, shot at an angle, glare, low light, on a
// wall among other posters, a screenshot of an Instagram post with its frame, sent on through a
// messenger at low JPEG quality). Reads each as the server does (poster-reading's readPoster: a
// second reading, prepared another way, when the first finds no sure date or no start time),
// reports accuracy per field (date, time, venue, artists, price, phone) and per kind of photo, the
// confidence calibration table (of the guesses given each confidence, how many were right), and
// reading time p50/p95. Two sets of posters: the one the rules were worked out on ("tuning") and a held-out one
// (other fonts, colours, titles and phrasings, another seed), each reported on its own;
// BENCH_POSTERS_SET=tuning or held-out reads one. BENCH_POSTERS_RAW=1 reads the photos once,
// without the server's preparation. BENCH_POSTERS_SAVE=dir keeps the photos. Writes
// bench-results/posters.json and posters-held-out.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const raw = process.env.BENCH_POSTERS_RAW === '1';
const count = Number(process.env.BENCH_POSTERS ?? 70);
const saveTo = process.env.BENCH_POSTERS_SAVE;

// The reader and the rules are TypeScript: bundle them once, as the server build does.
const bundle = path.join(root, 'node_modules/.cache/glentia-bench/posters.mjs');
await build({
  stdin: {
    contents: [
      "export { createPosterReader } from './apps/server/src/modules/poster-reading/poster-reader.ts';",
      "export { readPoster } from './apps/server/src/modules/poster-reading/read-poster.ts';",
      "export { escapeXml, GREEK_MONTHS_GENITIVE, posterDate } from './apps/server/test/poster.ts';",
      "export { addDays, draftFromPosterText, todayInAthens, transliterateElot } from '@glentia/core';",
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
  readPoster,
  escapeXml,
  GREEK_MONTHS_GENITIVE,
  posterDate,
  addDays,
  draftFromPosterText,
  todayInAthens,
  transliterateElot,
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
/** The set's generator: each set of posters draws from its own seed. */
let rand = random(17);
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
/** Booking phones as posters print them: [the line, the number the form should get]. */
const PHONES = [
  ['Τηλ. 697 123 4567', '+306971234567'],
  ['ΚΡΑΤΗΣΕΙΣ 28210 12345', '+302821012345'],
  ['κράτηση στο 6944 556677', '+306944556677'],
  ['Πληροφορίες: 2810 234 567', '+302810234567'],
];
/** The entry as posters print it: [the line or null, cents or null]. */
const ENTRIES = [
  ['Είσοδος 10€', 1000],
  ['ΕΙΣΟΔΟΣ 12 ΕΥΡΩ', 1200],
  ['Ελεύθερη είσοδος', 0],
  ['ΕΙΣΟΔΟΣ ΔΩΡΕΑΝ', 0],
  ['Είσοδος 15€ με ποτό', 1500],
  [null, null],
];
const EXTRAS = ['Με την υποστήριξη του Δήμου', 'Κρητική κουζίνα', 'Σας περιμένουμε!'];
/** The set the reading rules were worked out on. */
const TUNING = {
  name: 'tuning',
  seed: 17,
  fonts: FONTS,
  colours: COLOURS,
  titles: ['ΜΕΓΑΛΟ ΓΛΕΝΤΙ', 'Κρητική βραδιά', 'ΓΛΕΝΤΙ', 'Live κρητική μουσική'],
  dates: DATE_STYLES,
  times: TIME_STYLES,
  phones: PHONES,
  entries: ENTRIES,
  extras: EXTRAS,
};

const MONTHS_SHORT = ['ΙΑΝ', 'ΦΕΒ', 'ΜΑΡ', 'ΑΠΡ', 'ΜΑΪ', 'ΙΟΥΝ', 'ΙΟΥΛ', 'ΑΥΓ', 'ΣΕΠ', 'ΟΚΤ', 'ΝΟΕ', 'ΔΕΚ'];
const WEEKDAYS_SHORT = ['Κυρ.', 'Δευ.', 'Τρ.', 'Τετ.', 'Πέμ.', 'Παρ.', 'Σάβ.'];
const MONTHS_GENITIVE_LOWER = [
  'Ιανουαρίου',
  'Φεβρουαρίου',
  'Μαρτίου',
  'Απριλίου',
  'Μαΐου',
  'Ιουνίου',
  'Ιουλίου',
  'Αυγούστου',
  'Σεπτεμβρίου',
  'Οκτωβρίου',
  'Νοεμβρίου',
  'Δεκεμβρίου',
];
const partsOf = (date) => {
  const [y, m, d] = date.split('-').map(Number);
  return { y, m, d, weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay() };
};

/**
 * Held out: posters the rules were never worked out on. Other fonts, colours, titles and extras,
 * and other ways of writing the date, time, entry and phone that Cretan posters use, drawn from
 * another seed. Read and reported on their own.
 */
const HELD_OUT = {
  name: 'held-out',
  seed: 2027,
  fonts: [
    'Noto Serif',
    'Noto Sans Display',
    'Noto Serif Display',
    'DejaVu Serif Condensed',
    'DejaVu Sans Light',
    'DejaVu Sans Mono',
    'Liberation Mono',
  ],
  colours: [
    ['#3d0c02', '#fdf6e3', '#f4a261'],
    ['#0b132b', '#e0e1dd', '#5bc0be'],
    ['#fefae0', '#283618', '#bc6c25'],
    ['#5a189a', '#ffffff', '#ffbe0b'],
    ['#e9ecef', '#212529', '#c1121f'],
    ['#264653', '#f1faee', '#e9c46a'],
  ],
  titles: ['ΚΡΗΤΙΚΟ ΓΛΕΝΤΙ', 'Βραδιά με λύρα και λαούτο', 'ΠΑΡΑΔΟΣΙΑΚΗ ΒΡΑΔΙΑ', 'Γλεντάμε κρητικά!'],
  dates: [
    (date) => {
      const { m, d, weekday } = partsOf(date);
      return `${WEEKDAYS_SHORT[weekday]} ${d}/${m}`;
    },
    (date) => {
      const { m, d, weekday } = partsOf(date);
      return `${WEEKDAYS[weekday]} ${d} ${MONTHS_SHORT[m - 1]}.`;
    },
    (date) => {
      const { y, m, d } = partsOf(date);
      return `${String(d).padStart(2, '0')}-${String(m).padStart(2, '0')}-${y}`;
    },
    (date) => {
      const { y, m, d, weekday } = partsOf(date);
      return `${WEEKDAYS[weekday]}, ${d} ${MONTHS_GENITIVE_LOWER[m - 1]} ${y}`;
    },
  ],
  times: [
    ['Έναρξη 21:30', '21:30'],
    ['ΩΡΑ ΕΝΑΡΞΗΣ: 22.00', '22:00'],
    ['9.30 μ.μ.', '21:30'],
    ['στις 10 το βράδυ', '22:00'],
    ['Από τις 21.30', '21:30'],
    ['ΩΡΑ: 22:30', '22:30'],
  ],
  phones: [
    ['Κρατήσεις: 6977-123456', '+306977123456'],
    ['Πληρ. & κρατήσεις 2810-345678', '+302810345678'],
    ['τηλ: 69 4455 6677', '+306944556677'],
    ['ΚΡΑΤΗΣΕΙΣ ΣΤΟ 28310 54321', '+302831054321'],
  ],
  entries: [
    ['Είσοδος: 8 €', 800],
    ['ΕΙΣΟΔΟΣ ΕΛΕΥΘΕΡΗ', 0],
    ['Τιμή εισόδου 10 ευρώ', 1000],
    ['Δωρεάν είσοδος', 0],
    ['Είσοδος 12€ (με ποτό)', 1200],
    [null, null],
  ],
  extras: ['Κρητικό φαγητό και ρακί', 'Χορευτικό συγκρότημα', 'Με την υποστήριξη της Περιφέρειας Κρήτης'],
};
const SETS = { tuning: TUNING, 'held-out': HELD_OUT };
const CONDITIONS = ['flat', 'angle', 'glare', 'low light', 'wall', 'instagram', 'messenger'];

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

async function grain(width, height, sigma) {
  return sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma } } })
    .png()
    .toBuffer();
}

/** A poster shot from below and to the side: each band narrower than the one above (keystone), then sheared. */
async function atAngle(poster, width, height) {
  const bands = 48;
  const bandHeight = Math.ceil(height / bands);
  const narrowest = between(0.72, 0.85);
  const pieces = [];
  for (let band = 0; band < bands; band += 1) {
    const top = band * bandHeight;
    const h = Math.min(bandHeight, height - top);
    if (h <= 0) break;
    const scale = 1 - ((1 - narrowest) * band) / bands;
    const w = Math.round(width * scale);
    const input = await sharp(poster)
      .extract({ left: 0, top, width, height: h })
      .resize({ width: w, height: h, fit: 'fill' })
      .toBuffer();
    pieces.push({ input, left: Math.round((width - w) / 2), top });
  }
  const keystone = await sharp({ create: { width, height, channels: 3, background: '#6b6256' } })
    .composite(pieces)
    .png()
    .toBuffer();
  const shear = between(-0.12, 0.12);
  return sharp(keystone)
    .affine([1, shear, 0, 1], { background: '#6b6256' })
    .rotate(between(-3, 3), { background: '#6b6256' })
    .blur(between(0.4, 1))
    .png()
    .toBuffer();
}

/** A lamp's or the sun's glare: a bright patch over part of the poster. */
async function withGlare(poster, width, height) {
  const cx = Math.round(width * between(0.25, 0.75));
  const cy = Math.round(height * between(0.2, 0.8));
  const glare = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="${between(0.55, 0.8).toFixed(2)}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><ellipse cx="${cx}" cy="${cy}" rx="${Math.round(width * between(0.2, 0.35))}" ry="${Math.round(height * between(0.1, 0.2))}" fill="url(#g)"/></svg>`;
  return sharp(poster)
    .rotate(between(-3, 3), { background: '#ddd' })
    .composite([{ input: Buffer.from(glare), blend: 'over' }])
    .blur(between(0.3, 0.9))
    .png()
    .toBuffer();
}

/**
 * A taverna at night: dim, warm, soft, with the fine grain a phone leaves after its own noise
 * reduction (a phone never hands over the raw sensor noise).
 */
async function inLowLight(poster) {
  const dark = await sharp(poster)
    .rotate(between(-3, 3), { background: '#111' })
    .modulate({ brightness: between(0.3, 0.45), saturation: 0.7 })
    .tint('#d9a066')
    .blur(between(0.8, 1.4))
    .png()
    .toBuffer({ resolveWithObject: true });
  return sharp(dark.data)
    .composite([{ input: await grain(dark.info.width, dark.info.height, 14), blend: 'soft-light' }])
    .png()
    .toBuffer();
}

/** The poster on a wall, centred in the photo, other posters cut off at the edges. */
async function onWall(poster, width, height, neighbours) {
  const wallWidth = Math.round(width * 1.6);
  const wallHeight = Math.round(height * 1.3);
  const left = Math.round((wallWidth - width) / 2);
  const top = Math.round((wallHeight - height) / 2);
  const gap = Math.round(width * 0.05);
  const pieces = [{ input: poster, left, top }];
  const [west, east] = neighbours;
  // Only the inner strip of each neighbour is in the photo: the photo is centred on the poster.
  const strip = left - gap;
  pieces.push({
    input: await sharp(west)
      .resize({ width, height, fit: 'fill' })
      .extract({ left: width - strip, top: 0, width: strip, height })
      .toBuffer(),
    left: 0,
    top: top + Math.round(height * 0.08),
  });
  pieces.push({
    input: await sharp(east)
      .resize({ width, height, fit: 'fill' })
      .extract({ left: 0, top: 0, width: strip, height: height - Math.round(height * 0.1) })
      .toBuffer(),
    left: left + width + gap,
    top,
  });
  return sharp({ create: { width: wallWidth, height: wallHeight, channels: 3, background: '#a39887' } })
    .composite(pieces)
    .rotate(between(-2, 2), { background: '#a39887' })
    .blur(between(0.4, 1))
    .png()
    .toBuffer();
}

/** A phone screenshot of an Instagram post: status bar, account, the poster in a 4:5 frame, likes and caption. */
async function instagramScreenshot(poster, venueName) {
  const screenWidth = 1080;
  const screenHeight = 2340;
  const postHeight = 1350;
  const postTop = 330;
  const frame = await sharp(poster)
    .resize({ width: screenWidth, height: postHeight, fit: 'contain', background: '#000' })
    .toBuffer();
  const handle = normalizeHandle(venueName);
  const chrome = `<svg xmlns="http://www.w3.org/2000/svg" width="${screenWidth}" height="${screenHeight}">
    <text x="60" y="70" font-family="DejaVu Sans" font-size="40" fill="#000">${pick(['9:41', '13:07', '20:52'])}</text>
    <text x="540" y="200" text-anchor="middle" font-family="DejaVu Sans" font-size="44" font-weight="bold" fill="#000">Posts</text>
    <circle cx="90" cy="280" r="34" fill="#e1306c"/>
    <text x="145" y="294" font-family="DejaVu Sans" font-size="36" font-weight="bold" fill="#000">${escapeXml(handle)}</text>
    <text x="60" y="${postTop + postHeight + 150}" font-family="DejaVu Sans" font-size="36" font-weight="bold" fill="#000">${between(50, 900).toFixed(0)} likes</text>
    <text x="60" y="${postTop + postHeight + 210}" font-family="DejaVu Sans" font-size="36" fill="#000">${escapeXml(handle)} Σας περιμένουμε! #glenti #crete</text>
    <text x="60" y="${postTop + postHeight + 270}" font-family="DejaVu Sans" font-size="32" fill="#737373">View all ${Math.round(between(3, 40))} comments</text>
  </svg>`;
  return sharp({ create: { width: screenWidth, height: screenHeight, channels: 3, background: '#ffffff' } })
    .composite([
      { input: frame, left: 0, top: postTop },
      { input: Buffer.from(chrome), left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
}

/** The venue's account name as Instagram shows it: its name in Latin letters (core's ELOT 743), "_crete". */
function normalizeHandle(name) {
  const latin = transliterateElot(name.toLowerCase()).normalize('NFD').replace(/\p{M}/gu, '');
  return `${latin.replace(/ /g, '_')}_crete`;
}

/** A poster's lines and what they mean. */
function posterContent(today, set) {
  const [background, ink, accent] = pick(set.colours);
  const font = pick(set.fonts);
  const titleFont = pick(set.fonts);
  const artists = rand() < 0.35 ? [pick(ARTISTS), pick(ARTISTS)] : [pick(ARTISTS)];
  const uniqueArtists = [...new Map(artists.map((artist) => [artist.id, artist])).values()];
  const venue = pick(VENUES);
  const date = addDays(today, 3 + Math.floor(rand() * 120));
  const [timeText, time] = pick(set.times);
  const [phoneText, phone] = pick(set.phones);
  const [entryText, price] = pick(set.entries);
  const upper = rand() < 0.7;
  const say = (text) =>
    upper ? text.toLocaleUpperCase('el').normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC') : text;
  const width = pick([720, 800, 1080]);
  const height = Math.round(width * between(1.25, 1.45));
  const scale = width / 800;
  const size = (base) => Math.round(base * scale * between(0.85, 1.1));
  const lines = [
    {
      text: pick(set.titles),
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
    { text: say(pick(set.dates)(date)), size: size(48), font, colour: ink },
    { text: say(timeText), size: size(44), font, colour: ink },
    { text: say(venue.name), size: size(46), font: titleFont, colour: accent, bold: rand() < 0.5 },
    ...(entryText ? [{ text: say(entryText), size: size(38), font, colour: ink }] : []),
    { text: phoneText, size: size(36), font, colour: ink },
    ...(rand() < 0.3 ? [{ text: pick(set.extras), size: size(30), font, colour: ink }] : []),
  ];
  // Layouts: the usual top-to-bottom, or the venue and date first.
  if (rand() < 0.3) lines.splice(1, 0, ...lines.splice(lines.length - 2, 1));
  const svg = svgOf(lines, { width, height, background, align: rand() < 0.7 ? 'middle' : 'start' });
  return {
    svg,
    width,
    height,
    background,
    font,
    venue,
    expected: {
      date,
      time,
      venue: venue.id,
      artists: uniqueArtists.map((a) => a.id).sort(),
      price,
      phone,
    },
  };
}

/** One poster: its picture as a phone would send it, and what it says. */
async function makePoster(index, today, set) {
  const content = posterContent(today, set);
  const { width, height, background } = content;
  const poster = await sharp(Buffer.from(content.svg)).png().toBuffer();
  const condition = CONDITIONS[index % CONDITIONS.length];
  let photo;
  let quality = Math.round(between(60, 85));
  if (condition === 'flat') {
    // The old set: a little turned, soft, grainy.
    const turned = await sharp(poster)
      .rotate(between(-4, 4), { background })
      .blur(between(0.3, 1.4))
      .png()
      .toBuffer({ resolveWithObject: true });
    photo = await sharp(turned.data)
      .composite([{ input: await grain(turned.info.width, turned.info.height, 24), blend: 'soft-light' }])
      .png()
      .toBuffer();
    quality = Math.round(between(35, 75));
  } else if (condition === 'angle') photo = await atAngle(poster, width, height);
  else if (condition === 'glare') photo = await withGlare(poster, width, height);
  else if (condition === 'low light') photo = await inLowLight(poster);
  else if (condition === 'wall') {
    const neighbours = await Promise.all(
      [0, 1].map(async () =>
        sharp(Buffer.from(posterContent(today, set).svg))
          .png()
          .toBuffer(),
      ),
    );
    photo = await onWall(poster, width, height, neighbours);
  } else if (condition === 'instagram') photo = await instagramScreenshot(poster, content.venue.name);
  else {
    // Sent on through a messenger: brought down to 1,280 px and squeezed twice.
    const once = await sharp(poster)
      .resize({ width: 1280, height: 1280, fit: 'inside' })
      .jpeg({ quality: 55 })
      .toBuffer();
    photo = await sharp(once).blur(0.5).toBuffer();
    quality = Math.round(between(35, 50));
  }
  const data = await sharp(photo).jpeg({ quality }).toBuffer();
  if (saveTo) {
    mkdirSync(saveTo, { recursive: true });
    writeFileSync(
      path.join(
        saveTo,
        `${set.name}-${String(index + 1).padStart(3, '0')}-${condition.replace(' ', '-')}.jpg`,
      ),
      data,
    );
  }
  return { index, data, expected: content.expected, font: content.font, condition, quality };
}

/** Confidence bands of the calibration table. */
const BANDS = [
  [0.9, 1.01, '0.9–1'],
  [0.8, 0.9, '0.8–0.9'],
  [0.5, 0.8, '0.5–0.8'],
  [0, 0.5, 'under 0.5'],
];
const FIELDS = ['date', 'time', 'venue', 'artists', 'price', 'phone'];
/** The draft's confidence of each bench field. */
const CONFIDENCE_OF = {
  date: 'date',
  time: 'time',
  venue: 'location',
  artists: 'artists',
  price: 'entry',
  phone: 'telephone',
};

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const today = todayInAthens();
// The bench reads one poster at a time, with the server's default time limit.
const readers = createPosterReader({ timeoutMs: 30_000, maxWaiting: 0 });
const reader = readers.forAccount('bench');
const known = { artists: ARTISTS, venues: VENUES };
const percent = (part, whole) => (whole ? Math.round((1000 * part) / whole) / 10 : null);

/** Draws, photographs and reads `count` posters of one set; prints and writes its results. */
async function runSet(set, startupMs) {
  rand = random(set.seed);
  const startedAt = new Date().toISOString();
  const results = [];
  for (let index = 0; index < count; index += 1) {
    const poster = await makePoster(index, today, set);
    const started = performance.now();
    const reading = raw
      ? { draft: draftFromPosterText(await reader.read(poster.data), known, today), readings: 1 }
      : await readPoster(reader, poster.data, (text) => draftFromPosterText(text, known, today));
    const ms = performance.now() - started;
    const { draft } = reading;
    const text = reading.texts?.join('\n--- second reading ---\n') ?? '';
    const got = {
      date: draft.date,
      time: draft.time,
      venue: draft.location?.id ?? null,
      artists: draft.artists
        .map((a) => a.id)
        .filter(Boolean)
        .sort(),
      price: draft.entryPrice,
      phone: draft.telephone,
    };
    const ok = Object.fromEntries(
      FIELDS.map((field) => [field, JSON.stringify(got[field]) === JSON.stringify(poster.expected[field])]),
    );
    // A guess is a field the reader filled; its confidence is what the form shows it with.
    const guesses = FIELDS.filter((field) =>
      field === 'artists' ? got.artists.length > 0 : got[field] !== null,
    ).map((field) => ({ field, confidence: draft.confidence[CONFIDENCE_OF[field]], right: ok[field] }));
    results.push({
      index,
      ms,
      ok,
      guesses,
      expected: poster.expected,
      got,
      condition: poster.condition,
      font: poster.font,
      readings: reading.readings,
      text,
    });
    const marks = Object.entries(ok)
      .map(([field, good]) => `${field} ${good ? '✓' : '✗'}`)
      .join('  ');
    console.log(
      `poster ${String(index + 1).padStart(3)}  ${String(Math.round(ms)).padStart(5)} ms  ${marks}  (${poster.condition}, ${poster.font}, q${poster.quality}${reading.readings > 1 ? ', read twice' : ''})`,
    );
  }
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const accuracyOf = (set) =>
    Object.fromEntries(
      FIELDS.map((field) => [field, percent(set.filter((r) => r.ok[field]).length, set.length)]),
    );
  const accuracy = accuracyOf(results);
  const byCondition = Object.fromEntries(
    CONDITIONS.map((condition) => [condition, accuracyOf(results.filter((r) => r.condition === condition))]),
  );
  const allGuesses = results.flatMap((r) => r.guesses);
  const calibration = BANDS.map(([low, high, label]) => {
    const inBand = allGuesses.filter((g) => g.confidence >= low && g.confidence < high);
    return {
      band: label,
      guesses: inBand.length,
      rightPercent: percent(inBand.filter((g) => g.right).length, inBand.length),
      byField: Object.fromEntries(
        FIELDS.map((field) => {
          const mine = inBand.filter((g) => g.field === field);
          return [field, `${mine.filter((g) => g.right).length}/${mine.length}`];
        }),
      ),
    };
  });
  const sure = allGuesses.filter((g) => g.confidence >= 0.8);
  const summary = {
    set: set.name,
    date: new Date().toISOString(),
    loadAverage: os.loadavg().map((load) => Math.round(load * 10) / 10),
    readTwice: results.filter((r) => r.readings > 1).length,
    posters: results.length,
    prepared: !raw,
    accuracyPercent: accuracy,
    byCondition,
    calibration,
    sureGuessesRightPercent: percent(sure.filter((g) => g.right).length, sure.length),
    readingMs: { p50: Math.round(percentile(times, 50)), p95: Math.round(percentile(times, 95)) },
    readerStartMs: startupMs,
    startedAt,
  };
  console.log(
    `\n${set.name}: ${results.length} posters (${raw ? 'read as sent' : 'prepared as the server does'}; ${summary.readTwice} read twice), load average ${summary.loadAverage.join(' ')}, % right:`,
  );
  console.log(`  ${'photo'.padEnd(10)} ${FIELDS.map((f) => f.padStart(8)).join('')}`);
  for (const [condition, fields] of [...Object.entries(byCondition), ['all', accuracy]])
    console.log(
      `  ${condition.padEnd(10)} ${FIELDS.map((f) => String(fields[f] ?? '–').padStart(8)).join('')}`,
    );
  console.log('\nCalibration (guesses given, by confidence):');
  for (const row of calibration)
    console.log(
      `  ${row.band.padEnd(10)} ${String(row.guesses).padStart(4)} guesses, ${row.rightPercent ?? '–'} % right  (${FIELDS.map((f) => `${f} ${row.byField[f]}`).join(', ')})`,
    );
  console.log(`  of guesses at 0.8 or more: ${summary.sureGuessesRightPercent} % right (goal ≥ 95 %)`);
  console.log(
    `  reading  p50 ${summary.readingMs.p50} ms, p95 ${summary.readingMs.p95} ms (reader start ${startupMs} ms)`,
  );
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(
      root,
      'bench-results',
      `posters${set.name === 'tuning' ? '' : `-${set.name}`}${raw ? '-raw' : ''}.json`,
    ),
    `${JSON.stringify({ summary, results: results.map(({ text, ...rest }) => ({ ...rest, text })) }, null, 2)}\n`,
  );
}

/** `BENCH_POSTERS_SET=tuning` or `held-out` reads one set; both by default. */
const chosen = process.env.BENCH_POSTERS_SET ? [SETS[process.env.BENCH_POSTERS_SET]] : [TUNING, HELD_OUT];
if (chosen.some((set) => !set)) throw new Error(`BENCH_POSTERS_SET is tuning or held-out`);
try {
  // The first reading also starts the reader; it is timed on its own.
  const warmStart = Date.now();
  await reader.read(
    await sharp({ create: { width: 200, height: 100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  const startupMs = Date.now() - warmStart;
  for (const set of chosen) await runSet(set, startupMs);
} finally {
  await readers.close();
}
