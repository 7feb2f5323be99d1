import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PULL_MAX_PX, PullToRefresh, pullDistance } from './pull-to-refresh.tsx';

function renderPull(onRefresh: () => Promise<unknown>) {
  render(
    <PullToRefresh onRefresh={onRefresh} refreshingLabel="Ανανέωση…">
      <p>content</p>
    </PullToRefresh>,
  );
  return screen.getByTestId('pull-to-refresh');
}

const touch = (clientY: number) => ({ touches: [{ clientX: 100, clientY }] });

describe('pull to refresh', () => {
  afterEach(() => {
    cleanup();
    window.scrollTo(0, 0);
  });

  it('follows the finger with resistance, never past 140 px', () => {
    expect(pullDistance(-20)).toBe(0);
    expect(pullDistance(100)).toBe(60);
    expect(pullDistance(1000)).toBe(PULL_MAX_PX);
  });

  it('refreshes when pulled far enough at the top, and announces it', async () => {
    let finish: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const root = renderPull(onRefresh);
    fireEvent.touchStart(root, touch(100));
    fireEvent.touchMove(root, touch(200));
    expect(screen.getByText('content').parentElement!.style.transform).toBe('translateY(60px)');
    fireEvent.touchMove(root, touch(400));
    expect(screen.getByText('content').parentElement!.style.transform).toBe(`translateY(${PULL_MAX_PX}px)`);
    fireEvent.touchEnd(root);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Ανανέωση…');
    await act(async () => finish());
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByText('content').parentElement!.style.transform).toBe('');
  });

  it('springs back without refreshing after a short pull', () => {
    const onRefresh = vi.fn(async () => undefined);
    const root = renderPull(onRefresh);
    fireEvent.touchStart(root, touch(100));
    fireEvent.touchMove(root, touch(180));
    fireEvent.touchEnd(root);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.getByText('content').parentElement!.style.transition).toContain('300ms');
  });

  it('leaves scrolling alone when the page is not at the top', () => {
    const onRefresh = vi.fn(async () => undefined);
    const root = renderPull(onRefresh);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
    fireEvent.touchStart(root, touch(100));
    fireEvent.touchMove(root, touch(400));
    fireEvent.touchEnd(root);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.getByText('content').parentElement!.style.transform).toBe('');
  });
});
