import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import { Sheet } from './sheet.tsx';

afterEach(cleanup);

/** A tap outside: the dialog listens for it from the task after it opens, so let that task run first. */
async function tapOutside(dialog: HTMLElement) {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const outside = dialog.parentElement!;
  fireEvent.pointerDown(outside);
  fireEvent.pointerUp(outside);
  fireEvent.click(outside);
}

function SheetWithDialog() {
  const [sheet, setSheet] = useState(true);
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <button type="button">Πίσω</button>
      <Sheet open={sheet} onClose={() => setSheet(false)} title="Φίλτρα" description="Τι ψάχνεις">
        <button type="button" onClick={() => setDialog(true)}>
          Ημερομηνίες
        </button>
        <Dialog open={dialog} onClose={() => setDialog(false)} title="Ημερολόγιο" closeLabel="Κλείσιμο">
          <p>Διάλεξε μέρες</p>
        </Dialog>
      </Sheet>
    </>
  );
}

describe('dialog and sheet', () => {
  it('names each by its title and closes only the topmost with Escape', async () => {
    render(<SheetWithDialog />);
    const sheet = screen.getByRole('dialog', { name: 'Φίλτρα' });
    expect(sheet.getAttribute('aria-describedby')).toBeTruthy();
    expect(sheet.contains(document.activeElement)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Ημερομηνίες' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ημερολόγιο' });
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ημερολόγιο' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Φίλτρα' })).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Φίλτρα' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Φίλτρα' })).toBeNull());
  });

  it('is modal to screen readers and gives the focus back to the button that opened it', async () => {
    render(<SheetWithDialog />);
    const sheet = screen.getByRole('dialog', { name: 'Φίλτρα' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    const opener = screen.getByRole('button', { name: 'Ημερομηνίες' });
    act(() => opener.focus());
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Ημερολόγιο' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Κλείσιμο' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ημερολόγιο' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('keeps a persistent dialog open on Escape and on a tap outside', async () => {
    const onClose = vi.fn();
    render(
      <Dialog open persistent role="alertdialog" onClose={onClose} title="Η σύνδεση έληξε">
        <button type="button">Σύνδεση</button>
      </Dialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Η σύνδεση έληξε' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await tapOutside(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('closes an ordinary dialog on a tap outside and from its close button', async () => {
    const onClose = vi.fn();
    render(<Dialog open onClose={onClose} title="Κοινοποίηση" closeLabel="Κλείσιμο" />);
    await tapOutside(screen.getByRole('dialog'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Κλείσιμο' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
