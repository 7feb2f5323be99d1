import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CreteMap, projectOnCrete, unprojectFromCrete } from './crete-map.tsx';

describe('Crete map', () => {
  afterEach(cleanup);

  it('places the county towns where the drawing has them', () => {
    const chania = projectOnCrete(35.5138, 24.018)!;
    const heraklion = projectOnCrete(35.3387, 25.1442)!;
    expect(chania.x).toBeCloseTo(52, 0);
    expect(chania.y).toBeCloseTo(27.4, 0);
    expect(heraklion.x).toBeCloseTo(164, 0);
    expect(heraklion.y).toBeCloseTo(49, 0);
  });

  it('turns a tap on the drawing back into the coordinates it shows', () => {
    const rethymno = projectOnCrete(35.3666, 24.4824)!;
    expect(unprojectFromCrete(rethymno.x, rethymno.y)).toEqual({ lat: 35.3666, lng: 24.4824 });
  });

  it('leaves out places that are not on Crete', () => {
    expect(projectOnCrete(37.98, 23.73)).toBeNull(); // Athens
    expect(projectOnCrete(35.3, 27.2)).toBeNull(); // Karpathos
  });

  it('marks the place and names the towns, hidden from screen readers', () => {
    const { container } = render(
      <CreteMap lat={35.34} lng={25.13} towns={[{ name: 'Ηράκλειο', lat: 35.3387, lng: 25.1442 }]} />,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.textContent).toBe('Ηράκλειο');
    const marker = [...svg.querySelectorAll('g[transform]')].map((g) => g.getAttribute('transform'));
    const [, x, y] = /translate\(([\d.]+) ([\d.]+)\)/.exec(marker[0] ?? '') ?? [];
    expect(Number(x)).toBeCloseTo(163, 1);
    expect(Number(y)).toBeCloseTo(48.8, 1);
  });
});
