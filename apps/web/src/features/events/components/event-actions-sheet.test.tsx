import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { makeEvent } from '../../../test/fixtures.ts';
import { renderAt, routeFetch } from '../../../test/render.tsx';
import { EventActionsSheet } from './event-actions-sheet.tsx';
import { useLongPress } from './use-long-press.ts';

const event = makeEvent({ publishedFrom: 'maria' });
const admin = { username: 'admin', roles: ['user', 'admin'] as const };
const visitor = null;

describe('event sheet', () => {
  const calls: string[] = [];
  const onClose = vi.fn();
  beforeEach(async () => {
    await i18n.changeLanguage('el');
    calls.length = 0;
    onClose.mockReset();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        routeFetch({
          [`POST /api/admin/glentia/${event.id}/promote`]: () => {
            calls.push('promote');
            return { ...event, selected: true };
          },
          [`PUT /api/me/glentia/${event.id}/cancel`]: () => {
            calls.push('cancel');
            return { ...event, canceled: true };
          },
          [`DELETE /api/me/glentia/${event.id}`]: () => {
            calls.push('delete');
            return undefined;
          },
        }),
      ),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('offers admins promote, edit, cancel and delete, each confirmed', async () => {
    renderAt(
      <EventActionsSheet
        event={event}
        caller={{ ...admin, roles: [...admin.roles] }}
        onClose={onClose}
        origin="https://glentia.gr"
      />,
    );
    const sheet = screen.getByRole('dialog', { name: 'Ενέργειες για το γλέντι' });
    expect(within(sheet).getByRole('link', { name: 'Επεξεργασία' }).getAttribute('href')).toBe(
      `/glenti/edit/${event.id}`,
    );

    fireEvent.click(within(sheet).getByRole('button', { name: 'Προώθηση' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Επιβεβαίωση' });
    expect(within(confirm).getByText('Επιλέξτε OK για προώθηση!')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Έγινε.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ακύρωση γλεντιού' }));
    expect(screen.getByText('Επιλέξτε OK για ακύρωση!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Άκυρο' }));
    fireEvent.click(screen.getByRole('button', { name: 'Διαγραφή' }));
    expect(screen.getByText('Επιλέξτε OK για διαγραφή!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual(['promote', 'delete']);
  });

  it('offers everyone share and copy link only', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share: undefined });
    renderAt(
      <EventActionsSheet event={event} caller={visitor} onClose={onClose} origin="https://glentia.gr" />,
    );
    const sheet = screen.getByRole('dialog');
    expect(within(sheet).queryByRole('button', { name: 'Προώθηση' })).toBeNull();
    expect(within(sheet).queryByRole('button', { name: 'Διαγραφή' })).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Αντιγραφή συνδέσμου' }));
    expect(await within(sheet).findByText('Αντιγράφηκε')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`https://glentia.gr/glentia/${event.id}`);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Κοινοποίηση' }));
    const whatsapp = await within(sheet).findByRole('link', { name: 'Κοινοποίηση μέσω WhatsApp' });
    expect(whatsapp.getAttribute('href')).toContain(
      encodeURIComponent(`https://glentia.gr/glentia/${event.id}`),
    );
  });

  it('says so when there is no clipboard, and lets the uploader cancel their own future event', async () => {
    await i18n.changeLanguage('en');
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderAt(
      <EventActionsSheet event={event} caller={{ username: 'Maria', roles: ['user'] }} onClose={onClose} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Clipboard API not available in this browser')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Promote' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel glenti' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Confirmation' })).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(calls).toEqual(['cancel']));
  });
});

function PressableCard() {
  const [selected, setSelected] = useState(0);
  const [opened, setOpened] = useState(0);
  const handlers = useLongPress(() => setSelected((n) => n + 1));
  return (
    <button type="button" {...handlers} onClick={() => setOpened((n) => n + 1)}>
      {`selected ${selected} opened ${opened}`}
    </button>
  );
}

describe('long press', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('selects after 300 ms, swallowing the click that follows; a right-click selects too', () => {
    vi.useFakeTimers();
    render(<PressableCard />);
    const card = screen.getByRole('button');
    fireEvent.pointerDown(card, { button: 0, clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(299));
    expect(card.textContent).toBe('selected 0 opened 0');
    act(() => vi.advanceTimersByTime(1));
    fireEvent.pointerUp(card);
    fireEvent.click(card);
    expect(card.textContent).toBe('selected 1 opened 0');
    fireEvent.contextMenu(card);
    expect(card.textContent).toBe('selected 2 opened 0');
    fireEvent.click(card);
    expect(card.textContent).toBe('selected 2 opened 1');
  });

  it('is a scroll, not a press, when the finger moves more than 20 px', () => {
    vi.useFakeTimers();
    render(<PressableCard />);
    const card = screen.getByRole('button');
    fireEvent.pointerDown(card, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(card, { clientX: 10, clientY: 25 });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerMove(card, { clientX: 10, clientY: 31 });
    act(() => vi.advanceTimersByTime(400));
    expect(card.textContent).toBe('selected 0 opened 0');
  });
});
