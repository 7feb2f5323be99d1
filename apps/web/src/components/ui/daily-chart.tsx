import { type PointerEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';

export interface ChartSeries {
  id: string;
  label: string;
  /** One value per day, in the order of `days`. */
  values: readonly number[];
  /** A CSS colour, e.g. `var(--primary)`. */
  color: string;
  /** Series on the right axis (a rate, next to counts) are drawn dashed. */
  axis?: 'left' | 'right';
  format: (value: number) => string;
}

interface DailyChartProps {
  /** Days as YYYY-MM-DD, oldest first. */
  days: readonly string[];
  series: readonly ChartSeries[];
  /** Accessible name of the chart. */
  label: string;
  /** Short date for the axis and the read-out, e.g. "12 Μαρ". */
  formatDay: (day: string) => string;
  className?: string;
}

const HEIGHT = 200;
const shortDays = new Map<string, Intl.DateTimeFormat>();

/** "12 Μαρ" / "12 Mar": a chart day, read in Crete's time zone. */
export function formatChartDay(date: string, locale: string): string {
  let formatter = shortDays.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'Europe/Athens',
    });
    shortDays.set(locale, formatter);
  }
  return formatter.format(new Date(`${date}T10:00:00Z`)).replace('.', '');
}
const PAD = { top: 12, right: 44, bottom: 26, left: 40 };

/**
 * A round top for an axis of four steps: each step 1, 2 or 5 times a power of ten, so every tick
 * is a round number (0, 10, 20, 30, 40). `empty` is the top when there is nothing to show.
 */
export function niceMax(value: number, empty = 4): number {
  if (!(value > 0)) return empty;
  const quarter = value / 4;
  const power = 10 ** Math.floor(Math.log10(quarter));
  const step =
    [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= quarter) ?? 10 * power;
  // Four times a step of 10^-n can pick up float noise (4 × 0.05 = 0.2000000000000001).
  return Number((4 * step).toPrecision(12));
}

/** Follows the width of its element, so text and lines are drawn at real pixel size. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Without layout (as in tests) a usual phone width stands in until the observer says more.
    setWidth(element.clientWidth || 360);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry?.contentRect.width) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Values per day as lines, drawn in SVG with no chart library (a few KB instead of tens). Counts
 * share the left axis; a rate may use the right one. Pointing at or focusing a day shows its
 * values; the same numbers are in a table for screen readers.
 */
export function DailyChart({ days, series, label, formatDay, className }: DailyChartProps) {
  const { ref, width } = useWidth<HTMLDivElement>();
  const titleId = useId();
  const [picked, setPicked] = useState<number | null>(null);
  const index = picked ?? days.length - 1;
  const plotWidth = Math.max(width - PAD.left - PAD.right, 10);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const left = series.filter((line) => line.axis !== 'right');
  const right = series.filter((line) => line.axis === 'right');
  const maxOf = (lines: readonly ChartSeries[], empty: number) =>
    niceMax(Math.max(0, ...lines.flatMap((line) => line.values)), empty);
  const leftMax = maxOf(left, 4);
  const rightMax = maxOf(right, 0.04);
  const x = (i: number) =>
    PAD.left + (days.length <= 1 ? plotWidth / 2 : (i / (days.length - 1)) * plotWidth);
  const y = (value: number, max: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const labelEvery = Math.max(1, Math.ceil(days.length / Math.max(2, Math.floor(plotWidth / 64))));

  function pick(event: PointerEvent<SVGSVGElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const ratio = (event.clientX - box.left - PAD.left) / plotWidth;
    setPicked(Math.min(days.length - 1, Math.max(0, Math.round(ratio * (days.length - 1)))));
  }

  const day = days[index];
  return (
    <figure className={cn('space-y-2', className)} aria-labelledby={titleId}>
      <figcaption id={titleId} className="sr-only">
        {label}
      </figcaption>
      <div
        className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm"
        aria-live="polite"
        data-testid="chart-readout"
      >
        {day && <span className="font-semibold tabular-nums">{formatDay(day)}</span>}
        {series.map((line) => (
          <span key={line.id} className="inline-flex items-center gap-1.5 text-muted">
            <span
              aria-hidden="true"
              className="inline-block h-1 w-4 rounded-full"
              style={{ background: line.color, opacity: line.axis === 'right' ? 0.7 : 1 }}
            />
            {line.label}:{' '}
            <span className="font-semibold text-foreground tabular-nums">
              {line.format(line.values[index] ?? 0)}
            </span>
          </span>
        ))}
      </div>
      {/* Clipped, so a chart drawn wider than its box never widens the page. */}
      <div ref={ref} className="w-full min-w-0 overflow-hidden" style={{ minHeight: HEIGHT }}>
        {width > 0 && (
          <svg
            width={width}
            height={HEIGHT}
            role="img"
            aria-label={label}
            className="block touch-pan-y select-none"
            onPointerMove={pick}
            onPointerDown={pick}
            onPointerLeave={() => setPicked(null)}
          >
            {ticks.map((tick) => {
              const top = PAD.top + plotHeight - tick * plotHeight;
              return (
                <g key={tick}>
                  <line
                    x1={PAD.left}
                    x2={PAD.left + plotWidth}
                    y1={top}
                    y2={top}
                    stroke="var(--border)"
                    strokeDasharray={tick === 0 ? undefined : '3 4'}
                  />
                  <text x={PAD.left - 6} y={top + 4} textAnchor="end" fontSize="11" fill="var(--muted)">
                    {left[0]?.format(leftMax * tick) ?? ''}
                  </text>
                  {right[0] && (
                    <text x={PAD.left + plotWidth + 6} y={top + 4} fontSize="11" fill="var(--muted)">
                      {right[0].format(rightMax * tick)}
                    </text>
                  )}
                </g>
              );
            })}
            {days.map((date, i) =>
              // Counted back from the latest day, so it is always labelled and the gaps are even.
              (days.length - 1 - i) % labelEvery === 0 ? (
                <text
                  key={date}
                  x={x(i)}
                  y={HEIGHT - 6}
                  textAnchor={i === days.length - 1 ? 'end' : i < labelEvery / 2 ? 'start' : 'middle'}
                  fontSize="11"
                  fill="var(--muted)"
                >
                  {formatDay(date)}
                </text>
              ) : null,
            )}
            <line
              x1={x(index)}
              x2={x(index)}
              y1={PAD.top}
              y2={PAD.top + plotHeight}
              stroke="var(--muted)"
              strokeOpacity="0.4"
            />
            {series.map((line) => {
              const max = line.axis === 'right' ? rightMax : leftMax;
              const points = line.values.map((value, i) => `${x(i)},${y(value, max)}`).join(' ');
              return (
                <g key={line.id} data-series={line.id}>
                  <polyline
                    points={points}
                    fill="none"
                    stroke={line.color}
                    strokeWidth={line.axis === 'right' ? 1.5 : 2.5}
                    strokeDasharray={line.axis === 'right' ? '5 4' : undefined}
                    strokeLinejoin="round"
                    strokeLinecap="round"
                    opacity={line.axis === 'right' ? 0.8 : 1}
                  />
                  <circle
                    cx={x(index)}
                    cy={y(line.values[index] ?? 0, max)}
                    r="4"
                    fill="var(--surface)"
                    stroke={line.color}
                    strokeWidth="2"
                  />
                </g>
              );
            })}
          </svg>
        )}
      </div>
      {/* In a box of its own: a table ignores the 1 px width of sr-only and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <td />
              {series.map((line) => (
                <th key={line.id} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((date, i) => (
              <tr key={date}>
                <th scope="row">{formatDay(date)}</th>
                {series.map((line) => (
                  <td key={line.id}>{line.format(line.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
