import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from '../../lib/router/index.ts';
import { useSwipeNavigation } from './use-swipe-navigation.ts';

afterEach(cleanup);

function Frame() {
  useSwipeNavigation(true);
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="where">{pathname}</p>
      <Outlet />
    </>
  );
}

const routes = [
  {
    element: <Frame />,
    children: ['/', '/glentia', '/glentia/search'].map((path) => ({
      path,
      // Each screen its own element, as each of the app's screens is.
      element: (
        <main key={path} data-testid={`screen ${path}`}>
          {path}
        </main>
      ),
    })),
  },
];

/** A finger put down at `x`, `y` on `target`, or moved or lifted there. */
function touch(type: 'touchstart' | 'touchmove' | 'touchend', target: Element, x: number, y: number) {
  const point = new Touch({ identifier: 1, target, clientX: x, clientY: y });
  const down = type === 'touchend' ? [] : [point];
  target.dispatchEvent(
    new TouchEvent(type, { bubbles: true, touches: down, targetTouches: down, changedTouches: [point] }),
  );
}

function open(entries: string[]) {
  const router = createMemoryRouter(routes, { initialEntries: entries });
  render(<RouterProvider router={router} />);
  return router;
}

describe('going back with a swipe', () => {
  it('goes back with a long swipe to the right', async () => {
    open(['/', '/glentia']);
    const start = await screen.findByTestId('screen /glentia');
    touch('touchstart', start, 60, 300);
    touch('touchmove', start, 180, 305);
    touch('touchend', start, 300, 310);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
  });

  it('does not leave the app from the first page of a visit', async () => {
    const router = open(['/glentia']);
    const first = await screen.findByTestId('screen /glentia');
    touch('touchstart', first, 60, 300);
    touch('touchend', first, 300, 310);
    expect(screen.getByTestId('where').textContent).toBe('/glentia');
    // One page further, the same swipe goes back to it.
    await act(() => router.navigate('/glentia/search'));
    const next = screen.getByTestId('screen /glentia/search');
    touch('touchstart', next, 60, 300);
    touch('touchend', next, 300, 310);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/glentia'));
  });

  it('still goes back when the screen it began on was replaced under the finger', async () => {
    const router = open(['/', '/glentia']);
    const start = await screen.findByTestId('screen /glentia');
    touch('touchstart', start, 60, 300);
    // The next screen is drawn while the finger moves: the element the touch began on has left
    // the page, and its touch's later events no longer reach the window.
    await act(() => router.navigate('/glentia/search'));
    expect(start.isConnected).toBe(false);
    touch('touchmove', start, 180, 305);
    touch('touchend', start, 300, 310);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/glentia'));
  });

  it('leaves a pinch alone', async () => {
    open(['/', '/glentia']);
    const start = await screen.findByTestId('screen /glentia');
    touch('touchstart', start, 60, 300);
    const fingers = [
      new Touch({ identifier: 1, target: start, clientX: 120, clientY: 300 }),
      new Touch({ identifier: 2, target: start, clientX: 200, clientY: 400 }),
    ];
    start.dispatchEvent(
      new TouchEvent('touchmove', { bubbles: true, touches: fingers, changedTouches: fingers }),
    );
    touch('touchend', start, 300, 310);
    expect(screen.getByTestId('where').textContent).toBe('/glentia');
  });
});
