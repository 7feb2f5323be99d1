import { describe, expect, it } from 'vitest';
import {
  fitContain,
  fitCover,
  fitText,
  layoutShareImage,
  SHARE_IMAGE_AREA_HEIGHT,
  SHARE_IMAGE_SIZE,
} from './share-image-layout.ts';

/** Every character 20 px wide: enough to check where text is cut. */
const measure = (text: string) => Array.from(text).length * 20;

const texts = {
  title: 'Κέντρο Ο Αρμός',
  subtitle: 'Χανιά · Ψαρογιώργης',
  date: 'Παρασκευή 3 Ιουλίου · 22:00',
  brand: 'Γλέντια',
  host: 'glentia.gr',
};

describe('share image layout', () => {
  it('is a 1000 × 1000 card with the poster in the top 600 px', () => {
    const layout = layoutShareImage(texts, { width: 800, height: 1000 }, measure);
    expect(SHARE_IMAGE_SIZE).toBe(1000);
    expect(layout.width).toBe(1000);
    expect(layout.height).toBe(1000);
    expect(layout.imageArea).toEqual({ x: 0, y: 0, width: 1000, height: SHARE_IMAGE_AREA_HEIGHT });
    expect(SHARE_IMAGE_AREA_HEIGHT).toBe(600);
    // A 4:5 poster is drawn whole, 480 × 600, centred.
    expect(layout.poster?.contain).toEqual({ x: 260, y: 0, width: 480, height: 600 });
    // ...over a copy filling the whole area.
    expect(layout.poster?.cover).toEqual({ x: 0, y: -325, width: 1000, height: 1250 });
  });

  it('puts every text below the image area and inside the card', () => {
    const layout = layoutShareImage(texts, null, measure);
    expect(layout.poster).toBeNull();
    expect(layout.lines.map((line) => line.text)).toEqual([
      texts.title,
      texts.subtitle,
      texts.date,
      texts.brand,
      texts.host,
    ]);
    for (const line of layout.lines) {
      expect(line.y).toBeGreaterThan(SHARE_IMAGE_AREA_HEIGHT + 40);
      expect(line.y).toBeLessThan(1000);
      const width = measure(line.text);
      const left = line.align === 'left' ? line.x : line.x - width;
      expect(left).toBeGreaterThanOrEqual(60);
      expect(left + width).toBeLessThanOrEqual(940);
    }
  });

  it('cuts long texts with an ellipsis and drops empty ones', () => {
    const layout = layoutShareImage(
      { ...texts, title: 'Μεγάλο γλέντι με λύρα και λαούτο στο πανηγύρι του χωριού', subtitle: '' },
      null,
      measure,
    );
    const title = layout.lines[0]!;
    expect(title.text.endsWith('…')).toBe(true);
    expect(measure(title.text)).toBeLessThanOrEqual(880);
    expect(layout.lines).toHaveLength(4);
  });
});

describe('fitting', () => {
  it('contains and covers a square image in a wide area', () => {
    const area = { x: 0, y: 0, width: 1000, height: 600 };
    expect(fitContain(500, 500, area)).toEqual({ x: 200, y: 0, width: 600, height: 600 });
    expect(fitCover(500, 500, area)).toEqual({ x: 0, y: -200, width: 1000, height: 1000 });
  });

  it('keeps text that fits and cuts the rest at the widest length that fits', () => {
    expect(fitText('  Λύρα   και λαούτο ', '', 1000, measure)).toBe('Λύρα και λαούτο');
    expect(fitText('αβγδεζηθικ', '', 100, measure)).toBe('αβγδ…');
  });
});
