/** Posters drawn for tests and the bench: SVG text rendered by sharp, as a phone photo of it would be. */
import sharp from 'sharp';

/** Genitive month names as posters print them. */
export const GREEK_MONTHS_GENITIVE = [
  'ΙΑΝΟΥΑΡΙΟΥ',
  'ΦΕΒΡΟΥΑΡΙΟΥ',
  'ΜΑΡΤΙΟΥ',
  'ΑΠΡΙΛΙΟΥ',
  'ΜΑΪΟΥ',
  'ΙΟΥΝΙΟΥ',
  'ΙΟΥΛΙΟΥ',
  'ΑΥΓΟΥΣΤΟΥ',
  'ΣΕΠΤΕΜΒΡΙΟΥ',
  'ΟΚΤΩΒΡΙΟΥ',
  'ΝΟΕΜΒΡΙΟΥ',
  'ΔΕΚΕΜΒΡΙΟΥ',
];
export const GREEK_WEEKDAYS = ['ΚΥΡΙΑΚΗ', 'ΔΕΥΤΕΡΑ', 'ΤΡΙΤΗ', 'ΤΕΤΑΡΤΗ', 'ΠΕΜΠΤΗ', 'ΠΑΡΑΣΚΕΥΗ', 'ΣΑΒΒΑΤΟ'];

/** "ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ" for 2026-12-12. */
export function posterDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${GREEK_WEEKDAYS[weekday]} ${day} ${GREEK_MONTHS_GENITIVE[month - 1]}`;
}

/** Text as it may stand inside an SVG element. */
export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface PosterLine {
  text: string;
  size: number;
  font?: string;
  bold?: boolean;
  colour?: string;
}

/** A poster of `lines` (top to bottom) on a plain background, as a JPEG. */
export async function drawPoster(
  lines: readonly PosterLine[],
  options: { width?: number; height?: number; background?: string } = {},
): Promise<Buffer> {
  const width = options.width ?? 800;
  const height = options.height ?? 1100;
  const step = height / (lines.length + 1);
  const texts = lines
    .map(
      (line, index) =>
        `<text x="${width / 2}" y="${Math.round(step * (index + 1))}" text-anchor="middle" ` +
        `font-family="${line.font ?? 'DejaVu Sans'}" font-size="${line.size}" ` +
        `font-weight="${line.bold ? 'bold' : 'normal'}" fill="${line.colour ?? '#ffffff'}">${escapeXml(line.text)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${options.background ?? '#1a2a6c'}"/>${texts}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
