import { contract } from '@glentia/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { useToastQueue } from '../../../lib/toast.ts';
import { answer, heldAnswer, stubApi } from '../../../test/api.ts';
import { makeEvent } from '../../../test/fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { EventActionsSheet } from './event-actions-sheet.tsx';

const event = makeEvent({ publishedFrom: 'maria', date: '2026-07-03', time: '22:00' });
const admin = { username: 'admin', roles: ['user', 'admin'] as ('user' | 'admin')[] };
const visitor = null;

/** The messages the toaster was asked to show. */
const toasts = () => useToastQueue.getState().pending.map((toast) => `${toast.kind}: ${toast.message}`);

describe('event sheet', () => {
  const calls: string[] = [];
  const onClose = vi.fn();
  beforeEach(async () => {
    await i18n.changeLanguage('el');
    calls.length = 0;
    onClose.mockReset();
    useToastQueue.setState({ wanted: false, pending: [], deliver: null });
    stubApi(
      answer(contract.moderation.togglePromoted, { params: { id: event.id } }, () => {
        calls.push('promote');
        return { ...event, selected: true };
      }),
      answer(contract.eventForms.toggleCanceled, { params: { id: event.id } }, () => {
        calls.push('cancel');
        return new Response(
          JSON.stringify({ statusCode: 400, code: 'EVENT_PAST', message: 'Το γλέντι έχει περάσει.' }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        );
      }),
      answer(contract.eventForms.remove, { params: { id: event.id } }, () => {
        calls.push('delete');
        return undefined;
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the event and offers admins promote, edit, cancel and delete, each confirmed', async () => {
    renderAt(
      <EventActionsSheet event={event} caller={admin} onClose={onClose} origin="https://glentia.gr" />,
    );
    const sheet = screen.getByRole('dialog', { name: 'Ενέργειες για το γλέντι' });
    expect(within(sheet).getByText('Κέντρο Ο Αρμός')).toBeTruthy();
    expect(within(sheet).getByText('Παρασκευή 3 Ιουλίου · 22:00')).toBeTruthy();
    expect(sheet.querySelector('img')?.getAttribute('src')).toBe(event.thumbnail);
    expect(within(sheet).getByRole('link', { name: 'Επεξεργασία' }).getAttribute('href')).toBe(
      `/glenti/edit/${event.id}`,
    );
    expect(
      within(sheet)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Προώθηση', 'Ακύρωση γλεντιού', 'Διαγραφή', 'Κοινοποίηση', 'Αντιγραφή συνδέσμου']);

    fireEvent.click(within(sheet).getByRole('button', { name: 'Προώθηση' }));
    // The question names the act, and so does its button.
    const confirm = screen.getByRole('alertdialog', { name: 'Να προωθηθεί το γλέντι;' });
    expect(within(confirm).queryByRole('button', { name: 'OK' })).toBeNull();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Προώθηση γλεντιού' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls).toEqual(['promote']);
    expect(toasts()).toEqual(['success: Το γλέντι προωθείται.']);
  });

  it('asks before deleting, and going back does nothing', async () => {
    renderAt(<EventActionsSheet event={event} caller={admin} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Διαγραφή' }));
    expect(screen.getByRole('alertdialog', { name: 'Να διαγραφεί το γλέντι;' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Πίσω' }));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Διαγραφή' }));
    fireEvent.click(screen.getByRole('button', { name: 'Διαγραφή γλεντιού' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual(['delete']);
    expect(toasts()).toEqual(['success: Το γλέντι διαγράφηκε.']);
  });

  // The deleted event's card leaves the list once the lists are asked again, and its sheet with it,
  // maybe before the deletion's own answer is back.
  it('announces a deletion when the sheet has gone before the answer came', async () => {
    const held = heldAnswer();
    stubApi(
      answer(contract.eventForms.remove, { params: { id: event.id } }, async () => {
        await held.hold();
        return undefined;
      }),
    );
    renderAt(<EventActionsSheet event={event} caller={admin} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Διαγραφή' }));
    fireEvent.click(screen.getByRole('button', { name: 'Διαγραφή γλεντιού' }));
    await waitFor(() => expect(held.arrived).toBe(true));
    cleanup();
    held.release();
    await waitFor(() => expect(toasts()).toEqual(['success: Το γλέντι διαγράφηκε.']));
    expect(onClose).toHaveBeenCalled();
  });

  it('words the toggles by the event’s state: stop promoting, restore', () => {
    renderAt(
      <EventActionsSheet
        event={{ ...event, selected: true, canceled: true }}
        caller={admin}
        onClose={onClose}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Τέλος προώθησης' }));
    expect(screen.getByRole('alertdialog', { name: 'Να σταματήσει η προώθηση του γλεντιού;' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Πίσω' }));
    fireEvent.click(screen.getByRole('button', { name: 'Επαναφορά γλεντιού' }));
    expect(screen.getByRole('alertdialog', { name: 'Να επανέλθει το γλέντι;' })).toBeTruthy();
  });

  it('offers everyone share and copy link only; copying says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share: undefined });
    renderAt(
      <EventActionsSheet event={event} caller={visitor} onClose={onClose} origin="https://glentia.gr" />,
    );
    const sheet = screen.getByRole('dialog');
    expect(
      within(sheet)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Κοινοποίηση', 'Αντιγραφή συνδέσμου']);
    expect(within(sheet).queryByRole('link')).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Αντιγραφή συνδέσμου' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writeText).toHaveBeenCalledWith(`https://glentia.gr/glentia/${event.id}`);
    expect(toasts()).toEqual(['success: Αντιγράφηκε']);
  });

  it('opens the share dialog where the device has no share sheet', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    renderAt(
      <EventActionsSheet event={event} caller={visitor} onClose={onClose} origin="https://glentia.gr" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Κοινοποίηση' }));
    const dialog = await screen.findByRole('dialog', { name: 'Κοινοποίηση' });
    const whatsapp = within(dialog).getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toContain(
      encodeURIComponent(`https://glentia.gr/glentia/${event.id}`),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Κλείσιμο' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('uses the device’s share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    renderAt(
      <EventActionsSheet event={event} caller={visitor} onClose={onClose} origin="https://glentia.gr" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Κοινοποίηση' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(share).toHaveBeenCalledWith({
      title: 'Κέντρο Ο Αρμός',
      url: `https://glentia.gr/glentia/${event.id}`,
    });
  });

  it('says when there is no clipboard, and shows the server’s reason when an action is refused', async () => {
    await i18n.changeLanguage('en');
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderAt(
      <EventActionsSheet event={event} caller={{ username: 'Maria', roles: ['user'] }} onClose={onClose} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(toasts()).toEqual(['error: Your browser does not allow copying here; copy the link by hand.']),
    );
    expect(screen.queryByRole('button', { name: 'Promote' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel glenti' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Cancel this glenti?' })).getByRole('button', {
        name: 'Cancel glenti',
      }),
    );
    const sheet = await screen.findByRole('dialog', { name: 'Glenti actions' });
    expect((await within(sheet).findByRole('alert')).textContent).toBe('Το γλέντι έχει περάσει.');
    expect(calls).toEqual(['cancel']);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lets an uploader delete a past event but no longer edit or cancel it', () => {
    renderAt(
      <EventActionsSheet
        event={{ ...event, future: false }}
        caller={{ username: 'maria', roles: ['user'] }}
        onClose={onClose}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Επεξεργασία' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ακύρωση γλεντιού' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Διαγραφή' })).toBeTruthy();
  });
});
