import { contract, type TLocation, type TPartnerVenueRef } from '@glentia/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { answer, stubApi } from '../../../test/api.ts';
import { renderAt } from '../../../test/render.tsx';
import { PartnerVenues } from './partner-venues.tsx';

const userId = '00000000-0000-4000-8000-0000000e0001';
const venue = (id: string, name: string): TLocation =>
  ({ id, name, county: 'HERAKLION' }) as unknown as TLocation;
const lyra = venue('00000000-0000-4000-8000-0000000e0101', 'Ρακάδικο Η Λύρα');
const kentro = venue('00000000-0000-4000-8000-0000000e0102', 'Κέντρο Ψηλορείτης');

describe("a partner's venues on the users screen", () => {
  let assigned: TPartnerVenueRef[];
  const puts: unknown[] = [];
  const asked: Array<string | null>[] = [];

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    assigned = [{ id: kentro.id, name: kentro.name, county: 'HERAKLION' }];
    puts.length = 0;
    asked.length = 0;
    stubApi(
      answer(contract.partnerVenues.list, { params: { id: userId } }, () => assigned),
      answer(contract.partnerVenues.set, { params: { id: userId } }, (request) => {
        const body = request.body as { locationIds: string[] };
        puts.push(body);
        assigned = [lyra, kentro]
          .filter((item) => body.locationIds.includes(item.id))
          .map((item) => ({ id: item.id, name: item.name, county: 'HERAKLION' }));
        return assigned;
      }),
      // The server matches the words (Greeklish, any order); the venue already run comes back too.
      answer(contract.locations.list, (request) => {
        const { searchParams } = request.url;
        asked.push([searchParams.get('q'), searchParams.get('limit')]);
        return searchParams.get('q') === 'lyra rakadiko' ? [kentro, lyra] : [];
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('finds a venue by what was typed, asking the server, adds it, then removes another', async () => {
    renderAt(<PartnerVenues userId={userId} username="eleni" />);
    expect(await screen.findByRole('button', { name: 'Αφαίρεσε: Κέντρο Ψηλορείτης' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Πρόσθεσε μαγαζί' }), {
      target: { value: 'lyra rakadiko' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Πρόσθεσε: Ρακάδικο Η Λύρα' }));
    // Asked once typing paused, for six more than the one venue it runs; that one is not offered.
    expect(asked).toEqual([['lyra rakadiko', '7']]);
    expect(screen.queryByRole('button', { name: 'Πρόσθεσε: Κέντρο Ψηλορείτης' })).toBeNull();
    await waitFor(() => expect(puts).toEqual([{ locationIds: [kentro.id, lyra.id] }]));
    expect(await screen.findByRole('button', { name: 'Αφαίρεσε: Ρακάδικο Η Λύρα' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Αφαίρεσε: Κέντρο Ψηλορείτης' }));
    await waitFor(() => expect(puts.at(-1)).toEqual({ locationIds: [lyra.id] }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Αφαίρεσε: Κέντρο Ψηλορείτης' })).toBeNull(),
    );
  });

  it('says so when nothing matches, and offers nothing until something is typed', async () => {
    renderAt(<PartnerVenues userId={userId} username="eleni" />);
    const box = await screen.findByRole('searchbox', { name: 'Πρόσθεσε μαγαζί' });
    expect(asked).toEqual([]);
    fireEvent.change(box, { target: { value: 'zzqq' } });
    expect(await screen.findByText('Κανένα μαγαζί δεν ταιριάζει.')).toBeTruthy();
    expect(asked).toEqual([['zzqq', '7']]);
    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(screen.queryByText('Κανένα μαγαζί δεν ταιριάζει.')).toBeNull());
  });
});
