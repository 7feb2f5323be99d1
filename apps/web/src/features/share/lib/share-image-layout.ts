/**
 * Where everything goes on the square share image (SPEC §9): a 1000 × 1000 card on white, the
 * poster in the top 600 px, the event's title, venue and date below it, and the Glentia name at
 * the foot. Pure arithmetic, so it is tested without a canvas.
 */

export const SHARE_IMAGE_SIZE = 1000;
export const SHARE_IMAGE_AREA_HEIGHT = 600;
export const SHARE_IMAGE_QUALITY = 0.75;
export const SHARE_IMAGE_TYPE = 'image/jpeg';
/** How long the card waits for the poster before drawing without it (SPEC §9). */
export const SHARE_IMAGE_WAIT_MS = 2000;

const PADDING = 60;
const FONT_FAMILY = "system-ui, 'Noto Sans', 'Segoe UI', Roboto, Arial, sans-serif";

export const SHARE_COLORS = {
  background: '#ffffff',
  imageBackdrop: '#f7f4ee',
  stripe: '#b4491a',
  title: '#0f1b2d',
  subtitle: '#566275',
  date: '#9a3d12',
  brand: '#0a5cad',
  host: '#566275',
} as const;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextLine {
  text: string;
  font: string;
  color: string;
  x: number;
  y: number;
  align: 'left' | 'right';
}

export interface ShareImageTexts {
  /** The event's title, or the venue's name when it has none. */
  title: string;
  /** Venue and county, or the artists. */
  subtitle: string;
  /** Date and start time. */
  date: string;
  /** "Γλέντια" / "Glentia". */
  brand: string;
  /** The host people find the event at, e.g. glentia.gr. */
  host: string;
}

export interface ShareImageLayout {
  width: number;
  height: number;
  imageArea: Rect;
  /** Where the poster is drawn whole (contained) and, faded, filling the area (covered). */
  poster: { contain: Rect; cover: Rect } | null;
  stripe: Rect;
  lines: TextLine[];
}

/** Measures a text's width in pixels in the given CSS font. */
export type MeasureText = (text: string, font: string) => number;

/** The largest rectangle of the image's shape that fits inside `area`, centred. */
export function fitContain(imageWidth: number, imageHeight: number, area: Rect): Rect {
  const scale = Math.min(area.width / imageWidth, area.height / imageHeight);
  return centred(imageWidth * scale, imageHeight * scale, area);
}

/** The smallest rectangle of the image's shape that covers `area`, centred. */
export function fitCover(imageWidth: number, imageHeight: number, area: Rect): Rect {
  const scale = Math.max(area.width / imageWidth, area.height / imageHeight);
  return centred(imageWidth * scale, imageHeight * scale, area);
}

function centred(width: number, height: number, area: Rect): Rect {
  return {
    x: area.x + (area.width - width) / 2,
    y: area.y + (area.height - height) / 2,
    width,
    height,
  };
}

/** Cuts `text` to fit `maxWidth`, ending it with an ellipsis when it had to be cut. */
export function fitText(text: string, font: string, maxWidth: number, measure: MeasureText): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (measure(clean, font) <= maxWidth) return clean;
  const chars = Array.from(clean);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const candidate = `${chars.slice(0, middle).join('').trimEnd()}…`;
    if (measure(candidate, font) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return `${chars.slice(0, low).join('').trimEnd()}…`;
}

/** The whole card: poster placement (when the poster loaded) and every line of text. */
export function layoutShareImage(
  texts: ShareImageTexts,
  poster: { width: number; height: number } | null,
  measure: MeasureText,
): ShareImageLayout {
  const size = SHARE_IMAGE_SIZE;
  const imageArea: Rect = { x: 0, y: 0, width: size, height: SHARE_IMAGE_AREA_HEIGHT };
  const textWidth = size - PADDING * 2;
  const font = (weight: number, px: number) => `${weight} ${px}px ${FONT_FAMILY}`;
  const line = (text: string, f: string, color: string, y: number, width = textWidth): TextLine => ({
    text: fitText(text, f, width, measure),
    font: f,
    color,
    x: PADDING,
    y,
    align: 'left',
  });

  const titleFont = font(800, 56);
  const subtitleFont = font(600, 36);
  const dateFont = font(700, 38);
  const brandFont = font(800, 40);
  const hostFont = font(500, 28);
  const hostWidth = Math.min(measure(texts.host, hostFont), textWidth / 2);
  const lines: TextLine[] = [
    line(texts.title, titleFont, SHARE_COLORS.title, 690),
    line(texts.subtitle, subtitleFont, SHARE_COLORS.subtitle, 752),
    line(texts.date, dateFont, SHARE_COLORS.date, 830),
    line(texts.brand, brandFont, SHARE_COLORS.brand, 940, textWidth - hostWidth - 24),
    {
      text: fitText(texts.host, hostFont, textWidth / 2, measure),
      font: hostFont,
      color: SHARE_COLORS.host,
      x: size - PADDING,
      y: 940,
      align: 'right' as const,
    },
  ].filter((entry) => entry.text !== '');

  return {
    width: size,
    height: size,
    imageArea,
    poster:
      poster && poster.width > 0 && poster.height > 0
        ? {
            contain: fitContain(poster.width, poster.height, imageArea),
            cover: fitCover(poster.width, poster.height, imageArea),
          }
        : null,
    stripe: { x: 0, y: SHARE_IMAGE_AREA_HEIGHT, width: size, height: 8 },
    lines,
  };
}
