import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CARDS_PER_FRAME, endDrawing, startDrawing } from '../../lib/drawing.ts';
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

  it('draws the first screen’s cards on a drawn page, and the rest join a few a frame once the page has loaded', async () => {
    setReadyState('loading');
    startDrawing({ origin: 'https://glentia.gr', seed: 7 });
    const html = renderToString(shelf());
    expect(html.match(/<article/g)).toHaveLength(FIRST_SCREEN_SHELF_CARDS);

    const { container, errors } = await adoptDrawing(html, shelf());
    expect(errors).toEqual([]);
    expect(container.querySelectorAll('article')).toHaveLength(FIRST_SCREEN_SHELF_CARDS);

    const counts: number[] = [];
    const watch = new MutationObserver(() => counts.push(container.querySelectorAll('article').length));
    watch.observe(container, { childList: true, subtree: true });
    setReadyState('complete');
    await act(async () => {
      window.dispatchEvent(new Event('load'));
    });
    await waitFor(() =>
      expect([...container.querySelectorAll('article')].map((card) => card.textContent)).toEqual(names),
    );
    watch.disconnect();
    // Never the whole rest in one piece: each frame adds a few.
    expect(counts).toEqual([FIRST_SCREEN_SHELF_CARDS + CARDS_PER_FRAME, names.length]);
    container.remove();
  });
});
