import { describe, expect, it } from 'vitest';
import {
  favoriteIcons,
  formatViews,
  ONLINE_SHOWN_FROM,
  showsOnlineFigure,
  truncateLabel,
} from './display.ts';

describe('display rules', () => {
  it('shows the number of people online only from a few up, never a 0 beside its reader', () => {
    expect(showsOnlineFigure(0)).toBe(false);
    expect(showsOnlineFigure(ONLINE_SHOWN_FROM - 1)).toBe(false);
    expect(showsOnlineFigure(ONLINE_SHOWN_FROM)).toBe(true);
  });
  it('shows views as 0-100 under 100', () => {
    expect(formatViews(0)).toBe('0-100');
    expect(formatViews(99)).toBe('0-100');
    expect(formatViews(100)).toBe('100');
    expect(formatViews(2530)).toBe('2530');
  });
  it('shows up to three favourite icons then +N', () => {
    expect(favoriteIcons(0)).toEqual({ icons: 0, more: 0 });
    expect(favoriteIcons(3)).toEqual({ icons: 3, more: 0 });
    expect(favoriteIcons(8)).toEqual({ icons: 3, more: 5 });
  });
  it('cuts chip labels at 20 characters', () => {
    expect(truncateLabel('Ψαραντώνης')).toBe('Ψαραντώνης');
    expect(truncateLabel('Κέντρο Διασκέδασης Αστέρια')).toBe('Κέντρο Διασκέδασης Α…');
    expect(truncateLabel('12345678901234567890')).toBe('12345678901234567890');
  });
});
