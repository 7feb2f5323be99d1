import { describe, expect, it } from 'vitest';
import { summarizeTrace } from './bench-main-thread.mjs';

const PAGE = { pid: 7, tid: 7 };
/** A task of `ms` on a thread, starting `at` ms after the trace's origin. */
const task = (at, ms, thread = PAGE) => ({
  name: 'RunTask',
  ph: 'X',
  ts: at * 1000,
  dur: ms * 1000,
  ...thread,
});
const mark = (name, at, thread = PAGE) => ({ name, ph: 'R', ts: at * 1000, ...thread });

describe('the bench’s main-thread sums', () => {
  it('counts only the page’s main thread from its first paint, and splits the blocking at the adoption', () => {
    const events = [
      task(10, 40), // before the first paint
      mark('firstContentfulPaint', 100),
      task(110, 10), // 40 ms at 4×: not long
      task(130, 20), // 80 ms at 4×: 30 ms of blocking, before the adoption
      { ...task(140, 30), pid: 9, tid: 9 }, // another process (the compositor)
      mark('glentia:adopted', 200),
      task(210, 25), // 100 ms at 4×: 50 ms of blocking, after it
      task(100 + 6000 + 5, 50), // after the window
    ];
    const totals = summarizeTrace(events, 4);
    expect(totals.mainMs).toBe(55);
    expect(totals.longMs).toBe(45);
    expect(totals.blockingMs).toBe(80);
    expect(totals.blockingBeforeMs).toBe(30);
    expect(totals.blockingAfterMs).toBe(50);
    expect(totals.adoptedMs).toBe(100);
  });

  it('counts every long task as before the adoption when the page was never adopted', () => {
    const totals = summarizeTrace([mark('firstContentfulPaint', 0), task(5, 30)], 4);
    expect(totals).toMatchObject({ blockingBeforeMs: 70, blockingAfterMs: 0, adoptedMs: null });
  });

  it('counts over a longer window when the CPU was slowed', () => {
    const events = [mark('firstContentfulPaint', 0), task(6005, 30), task(12005, 30)];
    expect(summarizeTrace(events, 4).mainMs).toBe(0);
    expect(summarizeTrace(events, 4, 12000)).toMatchObject({ mainMs: 30, blockingMs: 70 });
  });

  it('refuses a trace without a first paint', () => {
    expect(() => summarizeTrace([task(5, 30)], 4)).toThrow(/first contentful paint/);
  });
});
