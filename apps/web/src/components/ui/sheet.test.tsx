import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { Sheet } from './sheet.tsx';

function renderSheet(open: boolean, commits: string[]) {
  return (
    <Profiler id="sheet" onRender={(_id, phase) => commits.push(phase)}>
      <Sheet open={open} onClose={() => undefined} title="Φίλτρα" closeLabel="Κλείσε">
        <p>Επίλεξε νομό</p>
      </Sheet>
    </Profiler>
  );
}

describe('a sheet', () => {
  it('draws nothing, and asks for no second drawing, until it is first opened', () => {
    const commits: string[] = [];
    const view = render(renderSheet(false, commits));
    expect(commits).toEqual(['mount']);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => view.rerender(renderSheet(true, commits)));
    expect(screen.getByRole('dialog', { name: 'Φίλτρα' })).toBeTruthy();
    expect(screen.getByText('Επίλεξε νομό')).toBeTruthy();

    // Once opened it stays, to animate closed.
    act(() => view.rerender(renderSheet(false, commits)));
    expect(screen.queryByText('Επίλεξε νομό')).toBeNull();
    view.unmount();
  });
});
