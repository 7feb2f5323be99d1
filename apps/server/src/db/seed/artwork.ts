/**
 * The other generated pictures of the demo: artists' profile images (initials in a woven ring),
 * venues' profile pictures (a stone arch with the venue's initial), abstract album covers and the
 * sponsors' ad banners.
 */
import { hashText } from './random.ts';
import {
  escapeXml,
  gradientDef,
  lyraShape,
  PALETTES,
  PATTERN_NAMES,
  patternDef,
  SANS,
  SERIF,
} from './svg.ts';
import { greekCapitals } from './words.ts';

export const PROFILE_SIZE = 500;
export const COVER_SIZE = 300;
export const AD_SIZES = {
  IMAGE: { width: 1000, height: 600 },
  FOOTER: { width: 1200, height: 400 },
} as const;

function initials(name: string): string {
  const words = greekCapitals(name)
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

/** An artist's profile picture: initials inside a patterned ring. */
export function artistImageSvg(name: string): string {
  const hash = hashText(`artist:${name}`);
  const palette = PALETTES[hash % PALETTES.length]!;
  const pattern = PATTERN_NAMES[(hash >>> 8) % PATTERN_NAMES.length]!;
  const s = PROFILE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}"><defs>${gradientDef('bg', palette)}${patternDef(pattern, 'ring', palette.accent, palette.top)}</defs>
<rect width="${s}" height="${s}" fill="url(#bg)"/>
<circle cx="250" cy="250" r="215" fill="url(#ring)"/><circle cx="250" cy="250" r="165" fill="${palette.bottom}" stroke="${palette.accent}" stroke-width="5"/>
${lyraShape(palette.accent, 0.18, 'translate(205 140) scale(0.9 0.85)')}
<text x="250" y="292" font-family="${SERIF}" font-weight="700" font-size="120" fill="${palette.text}" text-anchor="middle">${escapeXml(initials(name))}</text></svg>`;
}

/** A venue's profile picture: a stone arch, the venue's initial and a woven floor band. */
export function venueImageSvg(name: string, kind: string): string {
  const hash = hashText(`venue:${name}`);
  const palette = PALETTES[hash % PALETTES.length]!;
  const pattern = PATTERN_NAMES[(hash >>> 8) % PATTERN_NAMES.length]!;
  const s = PROFILE_SIZE;
  const core = name.startsWith(kind) ? name.slice(kind.length).trim() : name;
  const letter = initials(core.replace(/^(Ο|Η|Το|Τα|Του|Της|Στου)\s+/u, '')).slice(0, 1) || 'Γ';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}"><defs>${gradientDef('bg', palette)}${patternDef(pattern, 'floor', palette.accent, palette.bottom)}</defs>
<rect width="${s}" height="${s}" fill="url(#bg)"/>
<path d="M110 420V230A140 140 0 0 1 390 230V420" fill="${palette.bottom}" stroke="${palette.accent}" stroke-width="14"/>
<path d="M150 420V240A100 100 0 0 1 350 240V420" fill="none" stroke="${palette.soft}" stroke-width="3" stroke-dasharray="10 8"/>
<rect y="420" width="${s}" height="80" fill="url(#floor)"/>
<text x="250" y="345" font-family="${SERIF}" font-weight="700" font-size="150" fill="${palette.text}" text-anchor="middle">${escapeXml(letter)}</text>
<text x="250" y="62" font-family="${SANS}" font-weight="700" font-size="26" letter-spacing="6" fill="${palette.accent}" text-anchor="middle">${escapeXml(greekCapitals(kind))}</text></svg>`;
}

/** An abstract album cover: circles, stripes and a diamond in one palette. */
export function albumCoverSvg(key: string): string {
  const hash = hashText(`album:${key}`);
  const palette = PALETTES[hash % PALETTES.length]!;
  const pattern = PATTERN_NAMES[(hash >>> 5) % PATTERN_NAMES.length]!;
  const s = COVER_SIZE;
  const cx = 60 + ((hash >>> 10) % 180);
  const cy = 60 + ((hash >>> 18) % 180);
  const r = 50 + ((hash >>> 3) % 70);
  const stripe = (hash >>> 12) % 2 === 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}"><defs>${gradientDef('bg', palette)}${patternDef(pattern, 'p', palette.accent, palette.top)}</defs>
<rect width="${s}" height="${s}" fill="url(#bg)"/>
${stripe ? `<rect y="200" width="${s}" height="44" fill="url(#p)" opacity="0.85"/>` : `<rect x="210" width="44" height="${s}" fill="url(#p)" opacity="0.85"/>`}
<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.accent}" opacity="0.8"/>
<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.45)}" fill="none" stroke="${palette.text}" stroke-width="4"/>
<path d="M${s - cx} ${s - cy - 40}L${s - cx + 40} ${s - cy}L${s - cx} ${s - cy + 40}L${s - cx - 40} ${s - cy}Z" fill="none" stroke="${palette.soft}" stroke-width="5"/></svg>`;
}

export interface AdDesign {
  type: 'IMAGE' | 'FOOTER';
  title: string;
  subtitle: string;
  ctaText: string;
  paletteIndex: number;
  /** The banner's language: its "sponsored" label is in it, as its texts are. */
  language: 'el' | 'en';
}

const SPONSORED_LABEL = { el: 'ΧΟΡΗΓΟΥΜΕΝΟ', en: 'SPONSORED' } as const;

/** A sponsor's banner: title, subtitle, a call-to-action button and a "sponsored" label. */
export function adSvg(ad: AdDesign): string {
  const palette = PALETTES[ad.paletteIndex % PALETTES.length]!;
  const { width, height } = AD_SIZES[ad.type];
  const wide = ad.type === 'FOOTER';
  const titleSize = wide ? 60 : 66;
  const x = wide ? 80 : 70;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${gradientDef('bg', palette)}${patternDef('meander', 'p', palette.accent, palette.top)}</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect x="${width - 220}" width="220" height="${height}" fill="url(#p)" opacity="0.35"/>
<text x="${x}" y="${wide ? 70 : 90}" font-family="${SANS}" font-size="22" letter-spacing="5" fill="${palette.soft}">${SPONSORED_LABEL[ad.language]}</text>
<text x="${x}" y="${wide ? 165 : 220}" font-family="${SERIF}" font-weight="700" font-size="${titleSize}" fill="${palette.text}">${escapeXml(ad.title)}</text>
<text x="${x}" y="${wide ? 225 : 290}" font-family="${SANS}" font-size="32" fill="${palette.soft}">${escapeXml(ad.subtitle)}</text>
<rect x="${x}" y="${wide ? 265 : 380}" rx="32" width="${ad.ctaText.length * 19 + 70}" height="64" fill="${palette.accent}"/>
<text x="${x + 35}" y="${wide ? 307 : 422}" font-family="${SANS}" font-weight="700" font-size="30" fill="${palette.bottom}">${escapeXml(ad.ctaText)}</text></svg>`;
}
