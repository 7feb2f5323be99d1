import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet, isImageWidth, responsiveImage } from './image-widths.ts';

describe('narrower copies of stored pictures', () => {
  it('names every copy narrower than the original, then the original at its width', () => {
    expect(imageSrcSet('/uploads/events/a-poster.webp', 700)).toBe(
      '/uploads/events/a-poster.webp?w=320 320w, /uploads/events/a-poster.webp?w=480 480w, ' +
        '/uploads/events/a-poster.webp?w=640 640w, /uploads/events/a-poster.webp 700w',
    );
  });

  it('names a copy at the original width when it has one, instead of the original', () => {
    expect(imageSrcSet('/uploads/events/b-poster.webp', 800)).toBe(
      '/uploads/events/b-poster.webp?w=320 320w, /uploads/events/b-poster.webp?w=480 480w, ' +
        '/uploads/events/b-poster.webp?w=640 640w, /uploads/events/b-poster.webp?w=800 800w',
    );
  });

  it('names every copy when the original width is unknown (banners)', () => {
    const srcSet = imageSrcSet('/uploads/ads/banner.webp');
    expect(srcSet?.split(', ')).toHaveLength(IMAGE_WIDTHS.length);
    expect(srcSet).toContain('/uploads/ads/banner.webp?w=1200 1200w');
  });

  it('names only the original when it is narrower than every copy', () => {
    expect(imageSrcSet('/uploads/artists/x.webp', 300)).toBe('/uploads/artists/x.webp 300w');
  });

  it('leaves pictures stored elsewhere or in another format as they are', () => {
    expect(imageSrcSet('https://cdn.example.com/p.webp', 800)).toBeUndefined();
    expect(imageSrcSet('/uploads/events/a-share.jpg', 1000)).toBeUndefined();
    expect(imageSrcSet(null)).toBeUndefined();
  });

  it('knows which widths it makes', () => {
    expect(isImageWidth(480)).toBe(true);
    expect(isImageWidth(500)).toBe(false);
  });

  it('gives sizes only with a srcset, as HTML requires', () => {
    expect(responsiveImage('/uploads/artists/x.webp', '7rem', 300)).toEqual({
      srcSet: '/uploads/artists/x.webp 300w',
      sizes: '7rem',
    });
    expect(responsiveImage('/images/default-venue.svg', '7rem')).toEqual({});
    expect(responsiveImage(null, '7rem')).toEqual({});
  });
});
