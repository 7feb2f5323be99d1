import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { endDrawing, startDrawing } from '../../lib/drawing.ts';
import { adoptDrawing } from '../../test/render.tsx';
import { PageImage } from './page-image.tsx';

const poster = {
  src: '/uploads/events/a-thumb.webp',
  srcSet: '/uploads/events/a-poster.webp?w=320 320w',
  sizes: '15rem',
  alt: 'Η αφίσα',
  className: 'aspect-[4/5] w-full',
};

/** The document's loading state, as the browser reports it. */
function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('pictures of a page', () => {
  afterEach(() => {
    endDrawing();
    setReadyState('complete');
  });

  // First in this file: the module remembers, for the page's life, that it adopted a drawing.
  it('loads lazily at once where the app draws by itself, even before the page has loaded', () => {
    setReadyState('interactive');
    render(<PageImage firstScreen={false} {...poster} />);
    const image = screen.getByRole('img', { name: 'Η αφίσα' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('srcset')).toBe(poster.srcSet);
  });

  it('draws a first-screen picture to load at once, at high priority, preloaded by its copies', () => {
    const html = renderToString(<PageImage firstScreen {...poster} />);
    expect(html).toMatch(
      /^<link rel="preload" as="image" imageSrcSet="[^"]+\?w=320 320w" imageSizes="15rem"/,
    );
    expect(html).toContain('<img loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it('holds any other picture of a drawn page in an empty box of its size until the page has loaded', async () => {
    setReadyState('loading');
    startDrawing({ origin: 'https://glentia.gr', seed: 7 });
    const html = renderToString(<PageImage firstScreen={false} {...poster} />);
    // With its address, which a first visit's page shows in the box before the app runs.
    expect(html).toBe(
      '<span role="img" aria-label="Η αφίσα" data-src="/uploads/events/a-thumb.webp" class="block aspect-[4/5] w-full"></span>',
    );

    const { container, errors } = await adoptDrawing(html, <PageImage firstScreen={false} {...poster} />);
    expect(errors).toEqual([]);
    expect(container.querySelector('img')).toBeNull();

    setReadyState('complete');
    await act(async () => {
      window.dispatchEvent(new Event('load'));
    });
    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('srcset')).toBe(poster.srcSet);
    expect(image?.getAttribute('alt')).toBe('Η αφίσα');
    container.remove();
  });

  it('hides the held box of a picture without words from screen readers', () => {
    startDrawing({ origin: 'https://glentia.gr', seed: 7 });
    const html = renderToString(<PageImage firstScreen={false} {...poster} alt="" />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('role="img"');
  });
});
