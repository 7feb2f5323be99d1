import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PULL_ANIMATION_MS, PULL_MAX, usePullToRefresh } from './use-pull-to-refresh.ts';

function touch(
  type: 'touchstart' | 'touchmove' | 'touchend' | 'touchcancel',
  clientY: number,
  target: EventTarget = document.body,
) {
  const event = new TouchEvent(type, {
    bubbles: true,
    cancelable: true,
    touches:
      type === 'touchend' || type === 'touchcancel'
        ? []
        : [{ clientX: 100, clientY, identifier: 1, target } as unknown as Touch],
  });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

describe('usePullToRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('follows the finger at half speed, up to 140 px', () => {
    const { result } = renderHook(() => usePullToRefresh({ onRefresh: vi.fn(async () => undefined) }));
    touch('touchstart', 100);
    const move = touch('touchmove', 160);
    expect(result.current.distance).toBe(30);
    expect(result.current.state).toBe('pulling');
    expect(move.defaultPrevented).toBe(true);
    touch('touchmove', 900);
    expect(result.current.distance).toBe(PULL_MAX);
    expect(result.current.state).toBe('ready');
  });

  it('refreshes when let go past the threshold, then settles in 300 ms', async () => {
    let finish: () => void = () => undefined;
    const onRefresh = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { result } = renderHook(() => usePullToRefresh({ onRefresh }));
    touch('touchstart', 100);
    touch('touchmove', 300);
    touch('touchend', 300);
    expect(result.current.state).toBe('refreshing');
    await act(async () => {
      await Promise.resolve();
    });
    expect(onRefresh).toHaveBeenCalledTimes(1);

    // A second pull while refreshing does nothing.
    touch('touchstart', 100);
    touch('touchmove', 300);
    touch('touchend', 300);
    expect(onRefresh).toHaveBeenCalledTimes(1);

    await act(async () => {
      finish();
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(result.current.state).toBe('settling');
    expect(result.current.distance).toBe(0);
    act(() => {
      vi.advanceTimersByTime(PULL_ANIMATION_MS);
    });
    expect(result.current.state).toBe('idle');
  });

  it('springs back without refreshing after a short pull or a cancelled touch', () => {
    const onRefresh = vi.fn(async () => undefined);
    const { result } = renderHook(() => usePullToRefresh({ onRefresh }));
    touch('touchstart', 100);
    touch('touchmove', 200);
    touch('touchend', 200);
    expect(result.current.state).toBe('settling');
    touch('touchstart', 100);
    touch('touchmove', 400);
    touch('touchcancel', 400);
    expect(result.current.distance).toBe(0);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('lets the page scroll when it is not at the top, or the finger moves up', () => {
    const onRefresh = vi.fn(async () => undefined);
    const { result } = renderHook(() => usePullToRefresh({ onRefresh }));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 250 });
    touch('touchstart', 100);
    const move = touch('touchmove', 400);
    expect(move.defaultPrevented).toBe(false);
    expect(result.current.distance).toBe(0);

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    touch('touchstart', 400);
    const up = touch('touchmove', 100);
    expect(up.defaultPrevented).toBe(false);
    touch('touchend', 100);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('ignores touches inside dialogs and when disabled', () => {
    document.body.innerHTML = '<div role="dialog"><p id="inside">sheet</p></div>';
    const onRefresh = vi.fn(async () => undefined);
    const { result, rerender } = renderHook(({ enabled }) => usePullToRefresh({ onRefresh, enabled }), {
      initialProps: { enabled: true },
    });
    const inside = document.getElementById('inside')!;
    touch('touchstart', 100, inside);
    touch('touchmove', 400, inside);
    touch('touchend', 400, inside);
    expect(result.current.distance).toBe(0);

    rerender({ enabled: false });
    touch('touchstart', 100);
    touch('touchmove', 400);
    touch('touchend', 400);
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
