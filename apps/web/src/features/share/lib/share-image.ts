/**
 * Draws the square share image of an event on a canvas and returns it as a JPEG (SPEC §9). Loaded
 * only when someone asks for the image, so none of this is in the first download.
 */
import {
  layoutShareImage,
  SHARE_COLORS,
  SHARE_IMAGE_QUALITY,
  SHARE_IMAGE_TYPE,
  SHARE_IMAGE_WAIT_MS,
  type ShareImageTexts,
} from './share-image-layout.ts';

export interface ShareImageInput {
  /** The poster, preferably the square Instagram version. */
  imageUrl: string | null;
  texts: ShareImageTexts;
}

/** What drawing needs from the browser; tests pass stand-ins. */
export interface ShareImageEnvironment {
  createCanvas: (width: number, height: number) => HTMLCanvasElement;
  loadImage: (url: string, waitMs: number) => Promise<HTMLImageElement | null>;
}

function createCanvas(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** Resolves with the loaded image, or `null` when it fails or takes longer than `waitMs`. */
export function loadImage(url: string, waitMs: number): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    // Posters from another host may still be drawn and exported when it allows CORS.
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    const timer = setTimeout(() => resolve(null), waitMs);
    image.onload = () => {
      clearTimeout(timer);
      resolve(image);
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    image.src = url;
  });
}

const browser: ShareImageEnvironment = { createCanvas, loadImage };

function toBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The share image could not be made'))),
      SHARE_IMAGE_TYPE,
      SHARE_IMAGE_QUALITY,
    );
  });
}

/** The share image as a 1000 × 1000 JPEG blob. */
export async function renderShareImage(
  input: ShareImageInput,
  environment: ShareImageEnvironment = browser,
): Promise<Blob> {
  const image = input.imageUrl ? await environment.loadImage(input.imageUrl, SHARE_IMAGE_WAIT_MS) : null;
  const probe = environment.createCanvas(1, 1).getContext('2d');
  if (!probe) throw new Error('Canvas is not available');
  const measure = (text: string, font: string) => {
    probe.font = font;
    return probe.measureText(text).width;
  };
  const poster = image ? { width: image.naturalWidth, height: image.naturalHeight } : null;
  const layout = layoutShareImage(input.texts, poster, measure);

  const canvas = environment.createCanvas(layout.width, layout.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.fillStyle = SHARE_COLORS.background;
  context.fillRect(0, 0, layout.width, layout.height);
  const area = layout.imageArea;
  context.fillStyle = SHARE_COLORS.imageBackdrop;
  context.fillRect(area.x, area.y, area.width, area.height);

  if (image && layout.poster) {
    context.save();
    context.beginPath();
    context.rect(area.x, area.y, area.width, area.height);
    context.clip();
    // A faded, filled copy behind the whole poster, so any shape sits well in the square.
    context.globalAlpha = 0.22;
    const { cover, contain } = layout.poster;
    context.drawImage(image, cover.x, cover.y, cover.width, cover.height);
    context.globalAlpha = 1;
    context.drawImage(image, contain.x, contain.y, contain.width, contain.height);
    context.restore();
  }

  context.fillStyle = SHARE_COLORS.stripe;
  context.fillRect(layout.stripe.x, layout.stripe.y, layout.stripe.width, layout.stripe.height);

  context.textBaseline = 'alphabetic';
  for (const line of layout.lines) {
    context.font = line.font;
    context.fillStyle = line.color;
    context.textAlign = line.align;
    context.fillText(line.text, line.x, line.y);
  }
  return toBlob(canvas);
}
