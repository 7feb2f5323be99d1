import { act, renderHook } from '@testing-library/react';
import { createElement, Suspense, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  endDrawing,
  PageAdopted,
  pageOrigin,
  startDrawing,
  useBrowserValue,
  useDrawnRandom,
} from './drawing.ts';

/** Two places on a page, each drawing its own numbers. */
function Choices() {
  const first = useDrawnRandom();
  const second = useDrawnRandom();
  return createElement('p', null, `${first()} ${second()}`);
}

const drawnOnServer = (seed: number) => {
  startDrawing({ origin: 'https://glentia.gr', seed });
  return renderToString(createElement(Choices));
};

describe('a page’s first drawing', () => {
  afterEach(() => endDrawing());

  it('makes the same random choices in the browser as the server did, so the app adopts its drawing', async () => {
    const html = drawnOnServer(42);
    expect(drawnOnServer(42)).toBe(html);
    expect(drawnOnServer(43)).not.toBe(html);
    const [first, second] = (html.match(/<p>(.*)<\/p>/)?.[1] ?? '').split(' ').map(Number);
    expect(first).not.toBe(second);
    for (const value of [first!, second!]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }

    const container = document.createElement('div');
    container.innerHTML = html;
    const drawn = container.firstChild;
    const errors: unknown[] = [];
    startDrawing({ origin: 'https://glentia.gr', seed: 42 });
    await act(async () => {
      hydrateRoot(container, createElement(Choices), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.firstChild).toBe(drawn);
    expect(container.innerHTML).toBe(html);
  });

  it('adopts the page after its frame, with the same choices, and only then chooses at random again', async () => {
    const adoptedFirst: string[] = [];
    /** A part of the page that notes when it is adopted. */
    function Part({ name }: { name: string }) {
      useEffect(() => {
        adoptedFirst.push(name);
      }, [name]);
      return createElement(Choices);
    }
    const page = () =>
      createElement(
        'div',
        null,
        createElement(Part, { name: 'frame' }),
        createElement(
          Suspense,
          { fallback: null },
          createElement(Part, { name: 'page' }),
          createElement(PageAdopted),
        ),
      );
    startDrawing({ origin: 'https://glentia.gr', seed: 7 });
    const html = renderToString(createElement(page));
    adoptedFirst.length = 0;

    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    startDrawing({ origin: 'https://glentia.gr', seed: 7 });
    await act(async () => {
      hydrateRoot(container, createElement(page), { onRecoverableError: (error) => errors.push(error) });
    });

    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(html);
    expect(adoptedFirst).toEqual(['frame', 'page']);
    const { result } = renderHook(() => useDrawnRandom());
    expect(result.current).toBe(Math.random);
  });

  it('chooses at random again once the app has taken over', () => {
    startDrawing({ origin: 'https://glentia.gr', seed: 42 });
    endDrawing();
    const { result } = renderHook(() => useDrawnRandom());
    expect(result.current).toBe(Math.random);
    // The origin stays: links keep pointing at the address the page is seen at.
    expect(pageOrigin()).toBe('https://glentia.gr');
  });

  it('gives the browser’s own value where the app draws by itself', () => {
    const { result } = renderHook(() => useBrowserValue(() => 'browser', 'drawn'));
    expect(result.current).toBe('browser');
  });
});
