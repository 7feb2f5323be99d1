import { describe, expect, it } from 'vitest';
import { windowEnd, windowEndByCount } from './event-summary.ts';

const days = [
  { date: '2090-03-01', count: 120 },
  { date: '2090-03-02', count: 150 },
  { date: '2090-03-04', count: 90 },
  { date: '2090-03-09', count: 5 },
];

describe('timeline windows', () => {
  it('run a number of days from their first, within the range', () => {
    expect(windowEnd('2090-03-01', '2090-05-01', 7)).toBe('2090-03-07');
    expect(windowEnd('2090-03-01', '2090-03-03', 7)).toBe('2090-03-03');
    expect(windowEnd('2090-03-01', '2090-05-01', undefined)).toBe('2090-05-01');
  });

  it('keep their end while their days hold few enough glentia', () => {
    expect(windowEndByCount(days, '2090-03-07', 400)).toBe('2090-03-07');
    expect(windowEndByCount([], '2090-03-07', 10)).toBe('2090-03-07');
  });

  it('end on the last whole day within the limit when their days hold more', () => {
    expect(windowEndByCount(days, '2090-03-07', 300)).toBe('2090-03-02');
    expect(windowEndByCount(days, '2090-03-07', 200)).toBe('2090-03-01');
    // Days after the window's end do not count.
    expect(windowEndByCount(days, '2090-03-04', 360)).toBe('2090-03-04');
  });

  it('always hold their first day, however full', () => {
    expect(windowEndByCount(days, '2090-03-07', 50)).toBe('2090-03-01');
  });
});
