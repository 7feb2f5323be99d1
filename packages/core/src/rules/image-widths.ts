/**
 * Narrower copies of stored pictures. A phone showing a 15rem card needs a 480 px poster, not the
 * 1600 px original: `/uploads/<name>.webp?w=480` is the same picture at most 480 px wide, made by
 * the server on first request and kept beside the original. Pages name the copies in a `srcset`,
 * so each browser fetches the smallest one that stays sharp on its screen.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 1200] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/** Stored pictures the server makes copies of: WebP files under `/uploads/`. */
const STORED_WEBP = /^\/uploads\/[^?#]+\.webp$/;

/**
 * The `srcset` of a stored picture: its copies up to its own width (a copy at that width is the
 * original made lighter: AVIF for the browsers that take it), then the original itself when its
 * width is known and is not one of the copies'. Undefined for a picture stored elsewhere or in
 * another format (it is shown as is).
 */
export function imageSrcSet(url: string | null | undefined, width?: number | null): string | undefined {
  if (!url || !STORED_WEBP.test(url)) return undefined;
  const copies = IMAGE_WIDTHS.filter((candidate) => !width || candidate <= width);
  const sources = copies.map((candidate) => `${url}?w=${candidate} ${candidate}w`);
  if (width && !isImageWidth(width)) sources.push(`${url} ${width}w`);
  return sources.join(', ');
}

/**
 * `srcSet` and `sizes` of an `<img>` together, or neither: `sizes` means nothing without a
 * `srcset` (HTML forbids it alone), so a picture with no copies gets only its `src`.
 */
export function responsiveImage(
  url: string | null | undefined,
  sizes: string,
  width?: number | null,
): { srcSet?: string; sizes?: string } {
  const srcSet = imageSrcSet(url, width);
  return srcSet ? { srcSet, sizes } : {};
}
