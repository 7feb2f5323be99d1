import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './use-scrolled-past.ts';

describe('whether the page is scrolled past the header', () => {
  let scrollY = 0;
  const reads = vi.fn(() => scrollY);
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    scrollY = 0;
    reads.mockClear();
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(reads);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('does not read the scroll position while drawing, only after the next frame', async () => {
    scrollY = 400;
    const { result } = renderHook(() => useScrolledPast());
    // Drawn as the server drew it: not scrolled, and nothing read yet.
    expect(result.current).toBe(false);
    expect(reads).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(reads).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(reads).toHaveBeenCalled();
    expect(result.current).toBe(true);
  });

  it('settles once scrolling stops', async () => {
    const { result } = renderHook(() => useScrolledPast(50, 100));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(result.current).toBe(false);
    scrollY = 80;
    for (let step = 0; step < 3; step++) {
      window.dispatchEvent(new Event('scroll'));
      await act(() => vi.advanceTimersByTimeAsync(50));
    }
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(result.current).toBe(true);
  });
});
