import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactElement, Suspense, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptingDrawing, onPageAdopted } from '../stores/adoption.ts';
import { framedPage, untilPageAdopted } from '../test/framed-page.ts';
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

const drawnOnServer = (seed: number, page: ReactElement = createElement(Choices)) => {
  startDrawing({ origin: 'https://glentia.gr', seed });
  return renderToString(page);
};

/**
 * The browser adopting the server's drawing of `page`: the container, the element the server drew
 * in it, and React's complaints.
 */
async function adoptedInBrowser(html: string, seed: number, page: ReactElement = createElement(Choices)) {
  const container = document.createElement('div');
  container.innerHTML = html;
  const drawn = container.firstChild;
  const errors: unknown[] = [];
  startDrawing({ origin: 'https://glentia.gr', seed });
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, drawn, errors };
}

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

    const { container, drawn, errors } = await adoptedInBrowser(html, 42);
    expect(errors).toEqual([]);
    expect(container.firstChild).toBe(drawn);
    expect(container.innerHTML).toBe(html);
  });

  it('adopts the page after its frame, with the same choices, and only then chooses at random again', async () => {
    let pageDrawn = false;
    let pageDrawnWhenFrameAdopted: boolean | null = null;
    function Frame() {
      useEffect(() => {
        pageDrawnWhenFrameAdopted = pageDrawn;
      }, []);
      return createElement(Choices);
    }
    function Page() {
      pageDrawn = true;
      return createElement(Choices);
    }
    const page = createElement(
      'div',
      null,
      createElement(Frame),
      createElement(Suspense, { fallback: null }, createElement(Page), createElement(PageAdopted)),
    );
    const html = drawnOnServer(7, page);
    pageDrawn = false;

    const { container, errors } = await adoptedInBrowser(html, 7, page);
    await untilPageAdopted();

    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(html);
    // Two turns: the frame was adopted (its effects ran) before React drew the page.
    expect(pageDrawnWhenFrameAdopted).toBe(false);
    expect(pageDrawn).toBe(true);
    const { result } = renderHook(() => useDrawnRandom());
    expect(result.current).toBe(Math.random);
  });

  it('runs what waits for the adoption in a task of its own, after every effect of the adopted page', async () => {
    const order: string[] = [];
    function Page() {
      useEffect(() => {
        order.push('page');
        return onPageAdopted(() => order.push('adopted'));
      }, []);
      return createElement(Choices);
    }
    /** Around the page and its mark, as the layout's part is: its effects run after theirs. */
    function PagePart({ children }: { children: ReactElement[] }) {
      useEffect(() => {
        order.push('around the page');
        // Runs once the effects of this commit have all run, before any later task.
        queueMicrotask(() => order.push('end of the task'));
      }, []);
      return createElement('main', null, ...children);
    }
    const page = createElement(
      'div',
      null,
      createElement(Choices),
      createElement(
        Suspense,
        { fallback: null },
        createElement(PagePart, null, createElement(Page), createElement(PageAdopted)),
      ),
    );
    const html = drawnOnServer(9, page);

    const { errors } = await adoptedInBrowser(html, 9, page);
    await untilPageAdopted();

    expect(errors).toEqual([]);
    expect(order).toEqual(['page', 'around the page', 'end of the task', 'adopted']);
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

  it('adopts a page with the drawn value, and takes the browser’s own only once the page is adopted', async () => {
    // The frame reads the value; the page is adopted after it, in a boundary of its own.
    const seen: Array<{ value: string; adopting: boolean }> = [];
    function Frame() {
      const value = useBrowserValue(() => 'browser', 'drawn');
      seen.push({ value, adopting: adoptingDrawing() });
      return createElement('nav', null, value);
    }
    const page = framedPage(Frame);
    const { container, errors } = await adoptedInBrowser(drawnOnServer(7, page), 7, page);
    await untilPageAdopted();
    expect(errors).toEqual([]);
    expect(seen[0]).toEqual({ value: 'drawn', adopting: true });
    // Not redrawn at once while the page was still being adopted: after, in a transition.
    expect(seen.filter(({ value }) => value === 'browser').every(({ adopting }) => !adopting)).toBe(true);
    expect(seen.at(-1)).toEqual({ value: 'browser', adopting: false });
    expect(container.textContent).toBe('browserthe page');
  });
});
