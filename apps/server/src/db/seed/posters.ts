/**
 * Event posters of the demo: the headline (an artist's name, or a night's title) in large Greek
 * capitals over a gradient with Cretan patterns, a lyra in the background and the Glentia
 * wordmark. Text keeps 100 px clear of the sides, so the poster can be widened into the
 * 1000×1000 share square by mirroring its edges; the 400×500 thumbnail is the poster scaled down.
 */
import { hashText } from './random.ts';
import {
  CAPITAL_WIDTH,
  escapeXml,
  fitLines,
  glow,
  gradientDef,
  lyraShape,
  PALETTES,
  PATTERN_NAMES,
  type Palette,
  type PatternName,
  patternDef,
  SANS,
  SERIF,
  textBlock,
} from './svg.ts';
import { greekCapitals } from './words.ts';

export const POSTER_SIZE = { width: 800, height: 1000 } as const;
export const THUMBNAIL_SIZE = { width: 400, height: 500 } as const;
export const SQUARE_SIZE = { width: 1000, height: 1000 } as const;

export interface PosterDesign {
  /** The big text: an artist's name or a night's title. */
  headline: string;
  /** Small capitals above the headline. */
  kicker: string;
  /** A line under the headline. */
  subline: string;
}

interface Look {
  palette: Palette;
  band: PatternName;
  texture: PatternName;
  family: string;
}

/** Colours, patterns and typeface follow from the headline, so one name always looks the same. */
function lookOf(design: PosterDesign): Look {
  const hash = hashText(design.headline);
  return {
    palette: PALETTES[hash % PALETTES.length]!,
    band: PATTERN_NAMES[(hash >>> 8) % PATTERN_NAMES.length]!,
    texture: PATTERN_NAMES[(hash >>> 16) % PATTERN_NAMES.length]!,
    family: (hash >>> 24) % 3 === 0 ? SANS : SERIF,
  };
}

function defs(look: Look): string {
  const { palette } = look;
  return `<defs>${gradientDef('bg', palette)}${patternDef(look.band, 'band', palette.accent, palette.top)}${patternDef(look.texture, 'texture', palette.text, palette.bottom)}</defs>`;
}

function band(x: number, y: number, width: number, height: number, palette: Palette): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#band)"/><path d="M${x} ${y - 8}H${x + width}M${x} ${y + height + 8}H${x + width}" stroke="${palette.accent}" stroke-width="3"/>`;
}

function wordmark(centerX: number, y: number, palette: Palette): string {
  return `<text x="${centerX}" y="${y}" font-family="${SERIF}" font-style="italic" font-weight="700" font-size="46" fill="${palette.accent}" text-anchor="middle">Glentia</text><text x="${centerX}" y="${y + 34}" font-family="${SANS}" font-size="20" letter-spacing="6" fill="${palette.soft}" text-anchor="middle">ΓΛΕΝΤΙΑ · ΚΡΗΤΗ</text>`;
}

function kicker(text: string, centerX: number, y: number, palette: Palette): string {
  return `<text x="${centerX}" y="${y}" font-family="${SANS}" font-weight="700" font-size="28" letter-spacing="8" fill="${palette.accent}" text-anchor="middle">${escapeXml(greekCapitals(text))}</text>`;
}

function subline(text: string, centerX: number, y: number, palette: Palette): string {
  return `<text x="${centerX}" y="${y}" font-family="${SERIF}" font-style="italic" font-size="34" fill="${palette.soft}" text-anchor="middle">${escapeXml(text)}</text>`;
}

/** The 800×1000 poster. */
export function posterSvg(design: PosterDesign): string {
  const look = lookOf(design);
  const { palette } = look;
  const { width, height } = POSTER_SIZE;
  const { lines, size } = fitLines(greekCapitals(design.headline), 600, 116, {
    height: 420,
    capitalWidth: CAPITAL_WIDTH[look.family],
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs(look)}
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#texture)" fill-opacity="0.06"/>
${glow(400, 500, 360, palette.accent)}
${lyraShape(palette.accent, 0.16, 'translate(280 230) scale(2.4 2.1)')}
${band(0, 48, width, 56, palette)}
${kicker(design.kicker, 400, 210, palette)}
${textBlock({ lines, size, centerX: 400, centerY: 480, fill: palette.text, family: look.family })}
<path d="M300 700H500" stroke="${palette.accent}" stroke-width="3"/><path d="M400 688L412 700L400 712L388 700Z" fill="${palette.accent}"/>
${subline(design.subline, 400, 760, palette)}
${band(0, 830, width, 40, palette)}
${wordmark(400, 945, palette)}
</svg>`;
}
