import { contract, type TEventSource } from '@glentia/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { answer, requestLog, stubApi } from '../../../test/api.ts';
import { makeAdminArtist } from '../../../test/fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { AdminSources } from './admin-sources.tsx';

const calendar: TEventSource = {
  id: '00000000-0000-4000-8000-00000000c001',
  name: 'Κέντρο Ο Μύλος',
  kind: 'ical',
  url: 'https://mylos.example/calendar.ics',
  locationId: '00000000-0000-4000-8000-00000000a001',
  locationName: 'Κέντρο Ο Μύλος',
  county: 'HERAKLION',
  artistIds: [],
  trusted: true,
  paused: false,
  intervalMinutes: 360,
  lastRunAt: '2026-07-10T18:05:00.000Z',
  lastSuccessAt: '2026-07-10T18:05:00.000Z',
  nextRunAt: '2026-07-11T00:05:00.000Z',
  lastError: null,
  failures: 0,
  lastCounts: { new: 4, changed: 1, canceled: 2, linked: 1, unchanged: 3 },
  eventCount: 8,
};
const failing: TEventSource = {
  ...calendar,
  id: '00000000-0000-4000-8000-00000000c002',
  name: 'Σύλλογος Ανωγείων',
  kind: 'feed',
  trusted: false,
  locationId: null,
  locationName: null,
  lastError: { code: 'http', status: 503 },
  failures: 3,
  lastCounts: null,
  eventCount: 0,
};

const artist = makeAdminArtist();

describe('the admin sources screen', () => {
  const { sent, keep } = requestLog();

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    sent.length = 0;
    stubApi(
      answer(contract.sources.list, () => [calendar, failing]),
      answer(contract.locationAdmin.list, () => []),
      answer(contract.artistAdmin.list, () => [artist]),
      answer(
        contract.sources.create,
        keep('create', { ...calendar, id: '00000000-0000-4000-8000-00000000c003' }),
      ),
      answer(contract.sources.run, { params: { id: calendar.id } }, keep('run', calendar)),
      answer(
        contract.sources.update,
        { params: { id: failing.id } },
        keep('pause', { ...failing, paused: true, nextRunAt: null }),
      ),
      answer(contract.sources.remove, { params: { id: failing.id } }, keep('remove', undefined)),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each source’s last run, counts, error and next run, in Crete time', async () => {
    renderAt(<AdminSources />, '/admin/sources');
    const first = await screen.findByRole('article', { name: 'Κέντρο Ο Μύλος' });
    expect(within(first).getByText('Έμπιστη')).toBeTruthy();
    expect(
      within(first).getByText(/Τελευταία ανάγνωση: 10 Ιουλ, 21:05 · Επόμενη: 11 Ιουλ, 03:05/),
    ).toBeTruthy();
    expect(within(first).getByText('4 νέα · 1 αλλαγμένα · 2 ακυρωμένα · 1 συνδεδεμένα')).toBeTruthy();
    const second = screen.getByRole('article', { name: 'Σύλλογος Ανωγείων' });
    expect(within(second).getByText('Σφάλμα')).toBeTruthy();
    expect(within(second).getByText(/Η πηγή απάντησε με σφάλμα \(503\)/)).toBeTruthy();
    expect(within(second).getByText(/Αποτυχίες στη σειρά: 3/)).toBeTruthy();

    fireEvent.click(within(first).getByRole('button', { name: 'Διάβασέ την τώρα' }));
    fireEvent.click(within(second).getByRole('button', { name: 'Παύση' }));
    await waitFor(() => expect(sent.map((call) => call.key).sort()).toEqual(['pause', 'run']));
    expect(sent.find((call) => call.key === 'pause')!.body).toEqual({ paused: true });

    // Its buttons wait while the pause is on its way.
    const removeSecond = within(second).getByRole('button', { name: 'Αφαίρεση' }) as HTMLButtonElement;
    await waitFor(() => expect(removeSecond.disabled).toBe(false));
    fireEvent.click(removeSecond);
    fireEvent.click(screen.getByRole('button', { name: 'Αφαίρεσέ την' }));
    await waitFor(() => expect(sent.map((call) => call.key)).toContain('remove'));
  });

  it('adds a source with its kind, address and defaults', async () => {
    renderAt(<AdminSources />, '/admin/sources');
    fireEvent.click(await screen.findByRole('button', { name: 'Νέα πηγή' }));
    const dialog = screen.getByRole('dialog', { name: 'Νέα πηγή' });
    fireEvent.change(within(dialog).getByLabelText('Όνομα'), { target: { value: 'Gancio Ρεθύμνου' } });
    fireEvent.change(within(dialog).getByLabelText('Είδος'), { target: { value: 'gancio' } });
    fireEvent.change(within(dialog).getByLabelText('Διεύθυνση'), {
      target: { value: 'https://gancio.example' },
    });
    fireEvent.change(within(dialog).getByLabelText('Νομός (προεπιλογή)'), { target: { value: 'RETHYMNO' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Καλλιτέχνες (προεπιλογή)' }), {
      target: { value: 'psaro' },
    });
    fireEvent.click(await within(dialog).findByRole('option', { name: /Ψαρογιώργης/ }));
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Πρόσθεσέ την' }));
    await waitFor(() => expect(sent.map((call) => call.key)).toEqual(['create']));
    expect(sent[0]!.body).toEqual({
      name: 'Gancio Ρεθύμνου',
      kind: 'gancio',
      url: 'https://gancio.example',
      locationId: null,
      county: 'RETHYMNO',
      artistIds: [artist.id],
      trusted: true,
    });
  });
});
