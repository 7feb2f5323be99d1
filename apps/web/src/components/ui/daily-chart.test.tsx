import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DailyChart, formatChartDay, niceMax } from './daily-chart.tsx';

describe('the per-day chart', () => {
  afterEach(cleanup);

  it('tops each axis at four round steps', () => {
    expect(niceMax(35)).toBe(40);
    expect(niceMax(50)).toBe(80);
    expect(niceMax(3)).toBe(4);
    expect(niceMax(1234)).toBe(2000);
    expect(niceMax(0.17)).toBe(0.2);
    expect(niceMax(0, 0.04)).toBe(0.04);
  });

  it('writes days as day and short month in the interface language', () => {
    expect(formatChartDay('2026-03-12', 'el-GR')).toBe('12 Μαρ');
    expect(formatChartDay('2026-03-12', 'en-GB')).toBe('12 Mar');
  });

  it('reads out the latest day, then the day pointed at, and lists every day for screen readers', () => {
    render(
      <DailyChart
        label="Προβολές ανά ημέρα"
        days={['2026-03-10', '2026-03-11', '2026-03-12']}
        formatDay={(day) => day.slice(8)}
        series={[{ id: 'views', label: 'Προβολές', values: [4, 9, 2], color: 'red', format: String }]}
      />,
    );
    const readout = screen.getByTestId('chart-readout');
    expect(readout.textContent).toBe('12Προβολές: 2');
    fireEvent.pointerMove(screen.getByRole('img', { name: 'Προβολές ανά ημέρα' }), { clientX: 0 });
    expect(readout.textContent).toBe('10Προβολές: 4');
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['Προβολές', '104', '119', '122']);
  });
});
