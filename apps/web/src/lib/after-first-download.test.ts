import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstDownload, LONGEST_WAIT_MS, QUIET_MS } from './after-first-download.ts';

describe('what starts after the first download', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => window.setTimeout(callback, 1));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the page’s answers, then a quiet moment', async () => {
    const client = new QueryClient();
    let answer: (value: string) => void = () => {};
    void client.fetchQuery({ queryKey: ['first'], queryFn: () => new Promise<string>((r) => (answer = r)) });
    const start = vi.fn();
    afterFirstDownload(client, start);

    await vi.advanceTimersByTimeAsync(QUIET_MS * 5);
    expect(start).not.toHaveBeenCalled();
    answer('done');
    await vi.advanceTimersByTimeAsync(QUIET_MS - 10);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts the quiet moment again when another answer is asked for', async () => {
    const client = new QueryClient();
    const start = vi.fn();
    afterFirstDownload(client, start);
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    let answer: (value: string) => void = () => {};
    void client.fetchQuery({ queryKey: ['late'], queryFn: () => new Promise<string>((r) => (answer = r)) });
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(start).not.toHaveBeenCalled();
    answer('done');
    await vi.advanceTimersByTimeAsync(QUIET_MS + 10);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for a picture still on its way, then a quiet moment after it arrives', async () => {
    const poster = document.createElement('img');
    let arrived = false;
    Object.defineProperty(poster, 'currentSrc', { value: '/uploads/posters/lyra.webp?w=320' });
    Object.defineProperty(poster, 'complete', { get: () => arrived });
    document.body.append(poster);
    // The browser's report of each file that arrived.
    let reportArrival = () => {};
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: () => void) {
          reportArrival = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const start = vi.fn();
    afterFirstDownload(new QueryClient(), start);

    await vi.advanceTimersByTimeAsync(QUIET_MS * 3);
    expect(start).not.toHaveBeenCalled();
    arrived = true;
    reportArrival();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 10);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(start).toHaveBeenCalledTimes(1);
    poster.remove();
  });

  it('keeps one timer however many changes the answers go through', async () => {
    const client = new QueryClient();
    const start = vi.fn();
    afterFirstDownload(client, start);
    await vi.advanceTimersByTimeAsync(10);
    const timers = vi.spyOn(window, 'setTimeout');
    // A page adopted with a hundred answers: each query's observer comes and its answer is set.
    for (let index = 0; index < 100; index++) client.setQueryData(['drawn', index], index);
    expect(client.getQueryCache().getAll()).toHaveLength(100);
    // (The query cache sets its own timers, to forget each answer after a while.)
    const quietTimers = timers.mock.calls.filter(([, delay]) => (delay ?? 0) <= QUIET_MS);
    expect(quietTimers.length).toBeLessThanOrEqual(1);
    await vi.advanceTimersByTimeAsync(QUIET_MS + 10);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway on a page that never goes quiet', async () => {
    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ['never'], queryFn: () => new Promise<string>(() => {}) });
    const start = vi.fn();
    afterFirstDownload(client, start);
    await vi.advanceTimersByTimeAsync(LONGEST_WAIT_MS + 10);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts nothing once cancelled', async () => {
    const start = vi.fn();
    const cancel = afterFirstDownload(new QueryClient(), start);
    cancel();
    await vi.advanceTimersByTimeAsync(QUIET_MS * 5);
    expect(start).not.toHaveBeenCalled();
  });
});
