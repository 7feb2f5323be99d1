import { contract } from '@glentia/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { answer, heldAnswer, stubApi } from '../../../test/api.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { AdminLocations } from './admin-locations.tsx';
import { CatalogueMerge } from './catalogue-merge.tsx';

const gone = { id: '00000000-0000-4000-8000-0000000000a1', name: 'ρακαδικο λυρα' };
const kept = { id: '00000000-0000-4000-8000-0000000000a2', name: 'Ρακάδικο Η Λύρα' };
const other = { id: '00000000-0000-4000-8000-0000000000a3', name: 'Ταβέρνα Ο Μύλος' };

describe('merge or delete a venue or an artist (admin)', () => {
  const calls: Array<{ key: string; body: unknown }> = [];

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    calls.length = 0;
    stubApi(
      answer(contract.catalogueMerge.mergeLocation, { params: { id: gone.id } }, (request) => {
        calls.push({ key: 'merge', body: request.body });
        return { keptId: kept.id, events: 2, follows: 3 };
      }),
      answer(contract.catalogueMerge.deleteLocation, { params: { id: gone.id } }, () => {
        calls.push({ key: 'delete', body: null });
        return jsonResponse(
          {
            statusCode: 409,
            code: 'LOCATION_IN_USE',
            message: 'Το μαγαζί έχει ακόμη 2 γλέντια. Συγχώνευσέ το με το σωστό μαγαζί αντί να το σβήσεις.',
            messages: {
              el: 'Το μαγαζί έχει ακόμη 2 γλέντια. Συγχώνευσέ το με το σωστό μαγαζί αντί να το σβήσεις.',
              en: 'The venue still has 2 glentia. Merge it into the right venue instead of deleting it.',
            },
          },
          409,
        );
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers look-alike names first and merges after a confirmation naming both', async () => {
    const router = renderAt(<CatalogueMerge kind="location" current={gone} all={[gone, kept, other]} />);
    const select = screen.getByLabelText('Συγχώνευση στο') as HTMLSelectElement;
    const groups = [...select.querySelectorAll('optgroup')].map((group) => ({
      label: group.label,
      names: [...group.querySelectorAll('option')].map((option) => option.textContent),
    }));
    expect(groups).toEqual([
      { label: 'Πιθανά διπλά', names: ['Ρακάδικο Η Λύρα'] },
      { label: 'Όλα τα άλλα', names: ['Ταβέρνα Ο Μύλος'] },
    ]);
    const merge = screen.getByRole('button', { name: 'Συγχώνευση' }) as HTMLButtonElement;
    expect(merge.disabled).toBe(true);
    fireEvent.change(select, { target: { value: kept.id } });
    fireEvent.click(merge);
    const dialog = screen.getByRole('alertdialog', { name: 'Να γίνει η αλλαγή;' });
    expect(dialog.textContent).toContain('«ρακαδικο λυρα» σβήνεται');
    expect(dialog.textContent).toContain('περνούν στο «Ρακάδικο Η Λύρα»');
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Συγχώνευση' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/location/${kept.id}`));
    expect(calls).toEqual([{ key: 'merge', body: { intoId: kept.id } }]);
  });

  // The merged venue leaves the catalogue once it is asked again, and its page with this section,
  // maybe before the merge's own answer is back: the admin is still taken to the kept one.
  it('goes to the kept venue when its section has gone before the answer came', async () => {
    const held = heldAnswer();
    stubApi(
      answer(contract.catalogueMerge.mergeLocation, { params: { id: gone.id } }, async () => {
        await held.hold();
        return { keptId: kept.id, events: 2, follows: 3 };
      }),
    );
    const router = renderAt(<CatalogueMerge kind="location" current={gone} all={[gone, kept]} />);
    fireEvent.change(screen.getByLabelText('Συγχώνευση στο'), { target: { value: kept.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Συγχώνευση' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Να γίνει η αλλαγή;' })).getByRole('button', {
        name: 'Συγχώνευση',
      }),
    );
    await waitFor(() => expect(held.arrived).toBe(true));
    cleanup();
    held.release();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/location/${kept.id}`));
  });

  it('says why a venue with glentia is not deleted', async () => {
    renderAt(<CatalogueMerge kind="location" current={gone} all={[gone, kept]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Διαγραφή' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Να γίνει η αλλαγή;' });
    expect(dialog.textContent).toContain('Το «ρακαδικο λυρα» θα σβηστεί οριστικά');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Διαγραφή' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Συγχώνευσέ το με το σωστό μαγαζί/);
    expect(calls).toEqual([{ key: 'delete', body: null }]);
  });

  it('marks a venue without a county in the venues list, so an unplaced one stands out', async () => {
    stubApi(
      answer(contract.locationAdmin.list, () => [
        {
          ...gone,
          county: null,
          postalCode: null,
          phone: null,
          lat: null,
          lng: null,
          image: null,
          website: null,
          igProfile: null,
          meta: null,
          followers: 0,
          email: null,
        },
      ]),
    );
    renderAt(<AdminLocations />, '/admin/locations');
    expect(await screen.findByText('χωρίς νομό · χωρίς θέση')).toBeTruthy();
  });
});
