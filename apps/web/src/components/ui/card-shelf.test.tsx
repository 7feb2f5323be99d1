import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARDS_PER_FRAME, endDrawing, startDrawing } from '../../lib/drawing.ts';
import { afterNextPaint } from '../../lib/next-task.ts';
import { TestIntersectionObserver } from '../../test/intersection-observer.ts';
import { adoptDrawing } from '../../test/render.tsx';
import { CardShelf, FIRST_SCREEN_SHELF_CARDS } from './card-shelf.tsx';

/** The document's loading state, as the browser reports it. */
function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

const names = ['Κληματαριά', 'Ασκέρι', 'Μιτάτο', 'Καστέλλι', 'Ψηλορείτης', 'Λευκά Όρη', 'Ίδη', 'Κέδρος'];

function shelf() {
  return (
    <CardShelf title="Προσεχώς" headingId="shelf-title" loading={false} skeleton={null} emptyText="Τίποτα">
      {names.map((name) => (
        <article key={name}>{name}</article>
      ))}
    </CardShelf>
  );
}

/** The row as the server draws it, adopted by the app while the page is still loading. */
async function adoptDrawnShelf() {
  setReadyState('loading');
  startDrawing({ origin: 'https://glentia.gr', seed: 7 });
  const html = renderToString(shelf());
  const { container, errors } = await adoptDrawing(html, shelf());
  return { html, container, errors };
}

/** The page's `load`, as the browser reports it. */
async function finishLoading() {
  setReadyState('complete');
  await act(async () => {
    window.dispatchEvent(new Event('load'));
  });
}

describe('a row of cards', () => {
  afterEach(() => {
    endDrawing();
    setReadyState('complete');
  });

  // First in this file: the module remembers, for the page's life, that it adopted a drawing.
  it('shows every card where the app draws by itself', () => {
    render(shelf());
    expect(screen.getAllByRole('article')).toHaveLength(names.length);
  });

  it('draws the first screen’s cards on a drawn page, and the rest join a few a frame once the page has loaded where the browser cannot tell what is near the screen', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    try {
      const { html, container, errors } = await adoptDrawnShelf();
      expect(html.match(/<article/g)).toHaveLength(FIRST_SCREEN_SHELF_CARDS);
      expect(errors).toEqual([]);
      expect(container.querySelectorAll('article')).toHaveLength(FIRST_SCREEN_SHELF_CARDS);

      const counts: number[] = [];
      const watch = new MutationObserver(() => counts.push(container.querySelectorAll('article').length));
      watch.observe(container, { childList: true, subtree: true });
      await finishLoading();
      await waitFor(() =>
        expect([...container.querySelectorAll('article')].map((card) => card.textContent)).toEqual(names),
      );
      watch.disconnect();
      // Never the whole rest in one piece: each frame adds a few.
      expect(counts).toEqual([FIRST_SCREEN_SHELF_CARDS + CARDS_PER_FRAME, names.length]);
      container.remove();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on a drawn page, lets the rest join a few at a time as the row’s last card comes near the screen, and not before', async () => {
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    try {
      const { container, errors } = await adoptDrawnShelf();
      expect(errors).toEqual([]);
      const cards = () => [...container.querySelectorAll('article')].map((card) => card.textContent);
      await finishLoading();
      // Loaded, but nobody has come near the row's end: a few frames later it still has the first cards.
      for (let frame = 0; frame < 3; frame++) await act(() => afterNextPaint());
      expect(cards()).toEqual(names.slice(0, FIRST_SCREEN_SHELF_CARDS));

      // The last card comes near the screen: a few more join, and the new last one is watched.
      await act(async () => TestIntersectionObserver.showAll(1));
      await waitFor(() =>
        expect(cards()).toEqual(names.slice(0, FIRST_SCREEN_SHELF_CARDS + CARDS_PER_FRAME)),
      );
      const watched = TestIntersectionObserver.instances.flatMap((observer) => [...observer.elements]);
      expect(watched.map((element) => element.textContent)).toEqual([
        names[FIRST_SCREEN_SHELF_CARDS + CARDS_PER_FRAME - 1],
      ]);

      // A report that it is still off the screen adds nothing.
      await act(async () => TestIntersectionObserver.showAll(0));
      expect(cards()).toHaveLength(FIRST_SCREEN_SHELF_CARDS + CARDS_PER_FRAME);

      await act(async () => TestIntersectionObserver.showAll(1));
      await waitFor(() => expect(cards()).toEqual(names));
      // Every card shown: nothing is watched any more.
      expect(TestIntersectionObserver.instances.every((observer) => observer.elements.size === 0)).toBe(true);
      container.remove();
    } finally {
      vi.unstubAllGlobals();
      TestIntersectionObserver.instances = [];
    }
  });
});
