/**
 * Drawing pieces for Glentia's generated artwork: colour palettes and repeating patterns that
 * borrow from Cretan weaving and embroidery (diamonds, the meander, zigzags, eight-point stars,
 * Minoan running spirals, sawtooth borders).
 */

export interface Palette {
  top: string;
  bottom: string;
  accent: string;
  text: string;
  /** A second, quieter colour for rules and small print. */
  soft: string;
}

export const PALETTES: readonly Palette[] = [
  { top: '#7a1020', bottom: '#240509', accent: '#e8b75a', text: '#fff6e5', soft: '#f1c9a0' },
  { top: '#1d2a6b', bottom: '#0a0f2b', accent: '#f2c14e', text: '#fdf8ec', soft: '#9fb0ff' },
  { top: '#4d5a1e', bottom: '#1b2008', accent: '#f0d98c', text: '#fbf7e6', soft: '#c9d39a' },
  { top: '#0d5c73', bottom: '#05222c', accent: '#f6e7c1', text: '#ffffff', soft: '#8fd3e3' },
  { top: '#b5542d', bottom: '#3d160a', accent: '#ffe1b0', text: '#fff8ef', soft: '#f7b98f' },
  { top: '#242424', bottom: '#050505', accent: '#d62b2b', text: '#f7f1e8', soft: '#c8a46a' },
  { top: '#5b1a4a', bottom: '#1f0718', accent: '#f5b8d0', text: '#fff4fa', soft: '#e7a66b' },
  { top: '#0f5a3f', bottom: '#04201a', accent: '#f2d16b', text: '#f4fff9', soft: '#9edfc0' },
  { top: '#f4ead5', bottom: '#dcc59a', accent: '#8e1b1b', text: '#2b0d0d', soft: '#5c3b1e' },
  { top: '#2f4858', bottom: '#10191f', accent: '#f6ae2d', text: '#fdfcf7', soft: '#86bbd8' },
];

export type PatternName = 'diamonds' | 'meander' | 'zigzag' | 'stars' | 'spirals' | 'teeth';
export const PATTERN_NAMES: readonly PatternName[] = [
  'diamonds',
  'meander',
  'zigzag',
  'stars',
  'spirals',
  'teeth',
];

/** A `<pattern>` definition with the given id, drawn in `color` over `ground`. */
export function patternDef(name: PatternName, id: string, color: string, ground: string): string {
  const open = (w: number, h: number) =>
    `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">`;
  switch (name) {
    case 'diamonds':
      return `${open(40, 40)}<path d="M20 2L38 20L20 38L2 20Z" fill="none" stroke="${color}" stroke-width="3"/><path d="M20 13L27 20L20 27L13 20Z" fill="${color}"/></pattern>`;
    case 'meander':
      return `${open(40, 40)}<path d="M0 36H36V4H8V28H28V12H16V20" fill="none" stroke="${color}" stroke-width="4"/></pattern>`;
    case 'zigzag':
      return `${open(24, 24)}<path d="M0 8L12 0L24 8M0 20L12 12L24 20" fill="none" stroke="${color}" stroke-width="3.5"/></pattern>`;
    case 'stars':
      return `${open(48, 48)}<rect x="12" y="12" width="24" height="24" fill="${color}"/><rect x="12" y="12" width="24" height="24" fill="${color}" transform="rotate(45 24 24)"/><circle cx="24" cy="24" r="5" fill="${ground}"/></pattern>`;
    case 'spirals':
      return `${open(60, 40)}<circle cx="15" cy="20" r="10" fill="none" stroke="${color}" stroke-width="3"/><circle cx="15" cy="20" r="3.5" fill="${color}"/><circle cx="45" cy="20" r="10" fill="none" stroke="${color}" stroke-width="3"/><circle cx="45" cy="20" r="3.5" fill="${color}"/><path d="M15 10C30 10 30 30 45 30M45 30C55 30 60 20 60 20M0 20C0 20 5 10 15 10" fill="none" stroke="${color}" stroke-width="2.5"/></pattern>`;
    case 'teeth':
      return `${open(30, 30)}<path d="M0 30L15 4L30 30Z" fill="${color}"/><path d="M9 30L15 19L21 30Z" fill="${ground}"/></pattern>`;
  }
}

/** A vertical gradient definition. */
export function gradientDef(id: string, palette: Palette): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${palette.top}"/><stop offset="1" stop-color="${palette.bottom}"/></linearGradient>`;
}

/**
 * A Cretan lyra (pear-shaped body, neck, sound holes, strings) in a 100×260 box. Transparency is
 * set per shape, not on the group, which keeps rendering cheap.
 */
export function lyraShape(color: string, opacity: number, transform: string): string {
  const stroke = `stroke="${color}" stroke-opacity="${opacity}"`;
  return `<g transform="${transform}" fill="none" stroke-width="4"><path d="M50 2C62 2 64 12 62 24L60 62C85 77 98 122 95 172C92 222 75 255 50 258C25 255 8 222 5 172C2 122 15 77 40 62L38 24C36 12 38 2 50 2Z" fill="${color}" fill-opacity="${(opacity * 0.4).toFixed(3)}" ${stroke}/><path d="M38 130C34 138 34 150 38 158M62 130C66 138 66 150 62 158" ${stroke}/><path d="M43 40V235M50 40V235M57 40V235" stroke-width="1.6" ${stroke}/><path d="M32 225H68" stroke-width="6" ${stroke}/></g>`;
}

/** A soft glow: concentric discs, lighter towards the edge. */
export function glow(cx: number, cy: number, radius: number, color: string): string {
  return [1, 0.75, 0.5]
    .map(
      (f) =>
        `<circle cx="${cx}" cy="${cy}" r="${Math.round(radius * f)}" fill="${color}" fill-opacity="0.06"/>`,
    )
    .join('');
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export const SERIF = "'Noto Serif Display', 'Noto Serif', 'DejaVu Serif', serif";
export const SANS = "'Noto Sans Display', 'Noto Sans', 'DejaVu Sans', sans-serif";
/** Average width of a bold capital in each family, as a share of the font size. */
export const CAPITAL_WIDTH = { [SERIF]: 0.8, [SANS]: 0.72 } as Record<string, number>;

const LINE_HEIGHT = 1.08;

/**
 * Breaks a headline into at most `maxLines` lines and picks the largest font size at which the
 * longest line fits `width` and all lines fit `height`. Words of one or two letters (`ΜΕ`, `ΤΑ`,
 * `&`) stay with a neighbour.
 */
export function fitLines(
  text: string,
  width: number,
  maxSize: number,
  options: { height?: number; maxLines?: number; capitalWidth?: number } = {},
): { lines: string[]; size: number } {
  const height = options.height ?? 400;
  // Average width of a capital, as a share of the font size.
  const capitalWidth = options.capitalWidth ?? 0.8;
  const maxLines = options.maxLines ?? 4;
  const words: string[] = [];
  let pending = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (word.length === 1 && !/\p{L}/u.test(word) && words.length > 0) words[words.length - 1] += ` ${word}`;
    else if (word.length <= 2) pending = pending ? `${pending} ${word}` : word;
    else {
      words.push(pending ? `${pending} ${word}` : word);
      pending = '';
    }
  }
  if (pending) words.push(pending);
  const sizeOf = (lines: string[]) => {
    const longest = Math.max(...lines.map((line) => line.length), 1);
    return Math.floor(
      Math.min(maxSize, width / (longest * capitalWidth), height / (lines.length * LINE_HEIGHT)),
    );
  };
  // Fewer lines read better: each extra line must buy a clearly larger size.
  const scoreOf = (lines: string[], size: number) => size * (1 - 0.05 * (lines.length - 1));
  let best = { lines: [words.join(' ')], size: sizeOf([words.join(' ')]) };
  // Every way to cut the words into lines (headlines are short, so there are few).
  const cuts = words.length - 1;
  for (let mask = 1; mask < 1 << cuts; mask++) {
    const lines: string[] = [];
    let line = words[0]!;
    for (let i = 1; i < words.length; i++) {
      if (mask & (1 << (i - 1))) {
        lines.push(line);
        line = words[i]!;
      } else line += ` ${words[i]}`;
    }
    lines.push(line);
    if (lines.length > maxLines) continue;
    const size = sizeOf(lines);
    if (scoreOf(lines, size) > scoreOf(best.lines, best.size)) best = { lines, size };
  }
  return best;
}

/** Centred lines of text around `centerY`. */
export function textBlock(options: {
  lines: string[];
  size: number;
  centerX: number;
  centerY: number;
  fill: string;
  family: string;
  weight?: number;
  spacing?: number;
}): string {
  const lineHeight = options.size * LINE_HEIGHT;
  const firstBaseline = options.centerY - ((options.lines.length - 1) * lineHeight) / 2 + options.size * 0.36;
  return options.lines
    .map(
      (line, index) =>
        `<text x="${options.centerX}" y="${Math.round(firstBaseline + index * lineHeight)}" font-family="${options.family}" font-weight="${options.weight ?? 700}" font-size="${options.size}" letter-spacing="${options.spacing ?? 0}" fill="${options.fill}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
}
