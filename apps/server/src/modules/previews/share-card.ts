/**
 * Glentia's own share card (1200×630, the size Facebook, Viber and WhatsApp crop to): the app's
 * mark and name over the blue of its icon, edged with a Cretan woven border. Shown for pages with
 * no picture of their own: the home page, venues and artists without one.
 */
import { lyraShape, patternDef, SANS, SERIF } from '../../db/seed/svg.ts';

export const SHARE_CARD = { width: 1200, height: 630 } as const;

const BLUE = '#0a5cad';
const DEEP = '#06325f';
const SKY = '#7cc4ff';
const SUN = '#f5a45d';
const LIGHT = '#fdf8ec';

/** The icon's mark (a wave and two notes) on its 64×64 grid, as in apps/web's favicon. */
const MARK = `<path d="M10 44c8-6 14-6 22 0s14 6 22 0" fill="none" stroke="${SKY}" stroke-width="4" stroke-linecap="round"/>
<path d="M38 14v20.5a6 6 0 1 1-4-5.66V18l-10 2.5v16a6 6 0 1 1-4-5.66V17.4z" fill="${SUN}"/>`;

export function shareCardSvg(): string {
  const { width, height } = SHARE_CARD;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="ground" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${BLUE}"/><stop offset="1" stop-color="${DEEP}"/></linearGradient>
${patternDef('diamonds', 'border', SUN, DEEP)}</defs>
<rect width="${width}" height="${height}" fill="url(#ground)"/>
<rect width="${width}" height="40" fill="url(#border)" opacity="0.85"/>
<rect y="${height - 40}" width="${width}" height="40" fill="url(#border)" opacity="0.85"/>
${lyraShape(SKY, 0.22, `translate(930 110) scale(1.5) rotate(14 50 130)`)}
<g transform="translate(96 150) scale(3.4)"><rect width="64" height="64" rx="14" fill="${DEEP}" fill-opacity="0.55"/>${MARK}</g>
<text x="340" y="270" font-family="${SERIF}" font-weight="700" font-size="124" fill="${LIGHT}">Γλέντια</text>
<text x="344" y="340" font-family="${SANS}" font-size="40" fill="${SKY}">Γλέντια και ζωντανή μουσική στην Κρήτη</text>
<text x="344" y="470" font-family="${SANS}" font-weight="700" font-size="30" letter-spacing="5" fill="${SUN}">ΗΡΑΚΛΕΙΟ · ΧΑΝΙΑ · ΡΕΘΥΜΝΟ · ΛΑΣΙΘΙ</text>
</svg>`;
}
