import { type ComponentType, createElement, type ReactElement, Suspense } from 'react';
import { PageAdopted } from '../lib/drawing.ts';

/**
 * A page as the app lays one out: the frame first, then the page's own part in a boundary of its
 * own, adopted after the frame, with `PageAdopted` last in it (the drawing ends there).
 */
export function framedPage(Frame: ComponentType): ReactElement {
  return createElement(
    'div',
    null,
    createElement(Frame),
    createElement(
      Suspense,
      { fallback: null },
      createElement('p', null, 'the page'),
      createElement(PageAdopted),
    ),
  );
}
