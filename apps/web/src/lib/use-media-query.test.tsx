import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adoptingDrawing } from '../stores/adoption.ts';
import { framedPage, untilPageAdopted } from '../test/framed-page.ts';
import { drawnWide, endDrawing, startDrawing } from './drawing.ts';
import { useMediaQuery } from './use-media-query.ts';

const WIDE = '(min-width: 1024px)';

/** A window `width` px wide, as far as media queries of a minimum width go. */
function windowOf(width: number) {
  window.matchMedia = ((query: string) => {
    const minimum = Number(query.match(/min-width:\s*(\d+)px/)?.[1] ?? 0);
    return {
      matches: width >= minimum,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
}

describe('useMediaQuery', () => {
  const original = window.matchMedia;
  beforeEach(() => windowOf(390));
  afterEach(() => {
    window.matchMedia = original;
    endDrawing();
  });

  it('answers as the window does where the app draws by itself', () => {
    expect(renderHook(() => useMediaQuery(WIDE)).result.current).toBe(false);
    windowOf(1280);
    expect(renderHook(() => useMediaQuery(WIDE)).result.current).toBe(true);
  });

  it('adopts a page drawn wide in a narrow window as drawn, and takes the window’s answer only once the page is adopted', async () => {
    // The frame reads the query; the page is adopted after it, in a boundary of its own.
    const seen: Array<{ wide: boolean; adopting: boolean }> = [];
    function Frame() {
      const wide = useMediaQuery(WIDE, drawnWide());
      seen.push({ wide, adopting: adoptingDrawing() });
      return createElement('nav', null, wide ? 'menu beside the page' : 'menu button');
    }
    const page = framedPage(Frame);
    startDrawing({ origin: 'https://glentia.gr', seed: 1, wide: true });
    const html = renderToString(page);
    expect(html).toContain('menu beside the page');

    seen.length = 0;
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    startDrawing({ origin: 'https://glentia.gr', seed: 1, wide: true });
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    await untilPageAdopted();

    expect(errors).toEqual([]);
    // Drawn wide while the page was being adopted; the narrow frame came after, never before.
    expect(seen[0]).toEqual({ wide: true, adopting: true });
    expect(seen.filter(({ wide }) => !wide).every(({ adopting }) => !adopting)).toBe(true);
    expect(seen.at(-1)).toEqual({ wide: false, adopting: false });
    expect(container.textContent).toContain('menu button');
    expect(container.textContent).toContain('the page');
  });
});
