import { act } from '@testing-library/react';
import { type ComponentType, createElement, type ReactElement, Suspense } from 'react';
import { vi } from 'vitest';
import { PageAdopted } from '../lib/drawing.ts';
import { adoptingDrawing } from '../stores/adoption.ts';

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

/**
 * Waits until the page being adopted is the app's, and for what React draws then: `PageAdopted`
 * ends the drawing in the task after its effect.
 */
export async function untilPageAdopted(): Promise<void> {
  await act(async () => {
    await vi.waitFor(() => {
      if (adoptingDrawing()) throw new Error('the page is still being adopted');
    });
  });
}
