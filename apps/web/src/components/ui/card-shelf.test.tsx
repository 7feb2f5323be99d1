import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { endDrawing, startDrawing } from '../../lib/drawing.ts';
import { adoptDrawing } from '../../test/render.tsx';
import { CardShelf, FIRST_SCREEN_SHELF_CARDS } from './card-shelf.tsx';

/** The document's loading state, as the browser reports it. */
function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

const names = ['Κληματαριά', 'Ασκέρι', 'Μιτάτο', 'Καστέλλι', 'Ψηλορείτης', 'Λευκά Όρη'];

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

  it('draws the first screen’s cards on a drawn page, and the rest join once the page has loaded', async () => {
    setReadyState('loading');
    startDrawing({ origin: 'https://glentia.gr', seed: 7 });
    const html = renderToString(shelf());
    expect(html.match(/<article/g)).toHaveLength(FIRST_SCREEN_SHELF_CARDS);

    const { container, errors } = await adoptDrawing(html, shelf());
    expect(errors).toEqual([]);
    expect(container.querySelectorAll('article')).toHaveLength(FIRST_SCREEN_SHELF_CARDS);

    setReadyState('complete');
    await act(async () => {
      window.dispatchEvent(new Event('load'));
    });
    expect([...container.querySelectorAll('article')].map((card) => card.textContent)).toEqual(names);
    container.remove();
  });
});
