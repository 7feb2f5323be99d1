import { contract, nameHoldsSearch, type TSearchResults } from '@glentia/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { initializeQueryKey } from '../../../lib/initialize.ts';
import { answer as answerApi, fakeApi } from '../../../test/api.ts';
import { jsonResponse, makeEvent, makeInitialize } from '../../../test/fixtures.ts';
import { InRouter } from '../../../test/render.tsx';
import { useFilterStore } from '../stores/filter-store.ts';
import { ChosenChips } from './chosen-chips.tsx';
import { SearchSelect } from './search-select.tsx';

const venue = makeEvent().location!;
const artists = [
  { id: '00000000-0000-4000-8000-00000000a001', name: 'Λύρα & Λαούτο Ensemble', image: null },
  { id: '00000000-0000-4000-8000-00000000a002', name: 'Κομπανία Χανιά', image: null },
  { id: '00000000-0000-4000-8000-00000000a003', name: 'Ψαρογιώργης', image: null },
];
const locations = [
  {
    ...venue,
    id: '00000000-0000-4000-8000-00000000b001',
    name: 'Ρακάδικο Η Λύρα',
    county: 'HERAKLION' as const,
  },
  {
    ...venue,
    id: '00000000-0000-4000-8000-00000000b002',
    name: 'Μουσική Σκηνή Παλιά Χανιά',
    county: 'CHANIA' as const,
  },
];

function renderSelect(debounceMs?: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(initializeQueryKey, makeInitialize({ artists, locations }));
  render(
    <QueryClientProvider client={queryClient}>
      <InRouter>
        <SearchSelect {...(debounceMs === undefined ? {} : { debounceMs })} />
        <ChosenChips />
      </InRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Καλλιτέχνης ή μαγαζί' });
}

const shownNames = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.textContent);

const noResults: TSearchResults = { events: [], eventCount: 0, venues: [], artists: [] };
/** The server's answer for names as the tests need it: the names holding the words. */
const byName = (q: string): TSearchResults => ({
  ...noResults,
  venues: locations.filter((location) => nameHoldsSearch(location.name, q)),
  artists: artists.filter((artist) => nameHoldsSearch(artist.name, q)),
});
let answer: (q: string) => TSearchResults = byName;
const asked: string[] = [];
/** Artists and venues the start data does not name (it names the busiest 60 of each at most). */
const quieter = {
  artist: { id: '00000000-0000-4000-8000-00000000a009', name: 'Νίκος Ξυλούρης', image: null },
  venue: {
    ...venue,
    id: '00000000-0000-4000-8000-00000000b009',
    name: 'Καφενείο Το Σφακιανό',
    county: 'CHANIA' as const,
  },
};
const askedIds: string[] = [];

describe('artist and venue search box', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('el');
    useFilterStore.getState().reset();
    answer = byName;
    asked.length = 0;
    askedIds.length = 0;
    const byIds =
      <T extends { id: string }>(all: T[]) =>
      ({ url }: { url: URL }) => {
        const ids = url.searchParams.getAll('ids').flatMap((value) => value.split(','));
        askedIds.push(...ids);
        return jsonResponse(all.filter((item) => ids.includes(item.id)));
      };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          answerApi(contract.search.find, ({ url }) => {
            const q = url.searchParams.get('q') ?? '';
            asked.push(q);
            return jsonResponse(answer(q));
          }),
          answerApi(contract.artists.list, byIds([...artists, quieter.artist])),
          answerApi(contract.locations.list, byIds([...locations, quieter.venue])),
        ]),
      ),
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("lists the server's matches first, typo forgiven, with the upcoming glentia that match", async () => {
    const event = makeEvent({ description: 'Γλέντι με λύρα' });
    answer = (q) =>
      q === 'rakadoko' ? { events: [event], eventCount: 1, venues: [locations[0]!], artists: [] } : noResults;
    const input = renderSelect(0);
    fireEvent.change(input, { target: { value: 'rakadoko' } });
    await waitFor(() => expect(shownNames()).toEqual(['Ρακάδικο Η ΛύραΗράκλειο']));
    const results = await screen.findByTestId('search-event-results');
    expect(within(results).getByRole('heading').textContent).toBe('Γλέντια που ταιριάζουν');
    expect(within(results).getAllByRole('link')).toHaveLength(1);
    expect(asked).toEqual(['rakadoko']);
  });

  it('asks the server nothing for text with no searchable word, and lists nothing', async () => {
    const input = renderSelect(0);
    for (const nonsense of ['zzzz', 'aaa']) {
      fireEvent.change(input, { target: { value: nonsense } });
      expect(shownNames(), nonsense).toEqual([]);
    }
    expect(screen.queryByTestId('search-event-results')).toBeNull();
    expect(asked).toEqual([]);
  });

  it("shows the server's ranking as it is, nothing looser added", async () => {
    // The server ranks the venue named Χανιά and leaves out the band a looser match would add.
    answer = (q) => (q === 'xania' ? { ...noResults, venues: [locations[1]!] } : noResults);
    const input = renderSelect(0);
    fireEvent.change(input, { target: { value: 'xania' } });
    await waitFor(() => expect(shownNames()).toEqual(['Μουσική Σκηνή Παλιά ΧανιάΧανιά']));
  });

  it('reaches every matching glenti, a page at a time', async () => {
    const events = Array.from({ length: 12 }, (_, index) =>
      makeEvent({ id: `00000000-0000-4000-8000-0000000c00${String(index).padStart(2, '0')}` }),
    );
    answer = () => ({ ...noResults, events, eventCount: events.length });
    const input = renderSelect(0);
    fireEvent.change(input, { target: { value: 'λύρα' } });
    const results = await screen.findByTestId('search-event-results');
    expect(within(results).getAllByRole('link')).toHaveLength(5);
    expect(within(results).getByText('5 από 12')).toBeTruthy();
    fireEvent.click(within(results).getByRole('button', { name: 'Δείξε ακόμη 7 γλέντια' }));
    await waitFor(() => expect(within(results).getAllByRole('link')).toHaveLength(12));
    expect(within(results).queryByRole('button')).toBeNull();
  });

  it('says a count that stopped is «at least»', async () => {
    const events = Array.from({ length: 12 }, (_, index) =>
      makeEvent({ id: `00000000-0000-4000-8000-0000000d00${String(index).padStart(2, '0')}` }),
    );
    answer = () => ({ ...noResults, events, eventCount: 220, eventCountCapped: true });
    const input = renderSelect(0);
    fireEvent.change(input, { target: { value: 'λύρα' } });
    const results = await screen.findByTestId('search-event-results');
    expect(within(results).getByText('5 από 220+')).toBeTruthy();
    expect(within(results).getByRole('button', { name: 'Δείξε ακόμη 20 γλέντια' })).toBeTruthy();
  });

  it('finds «Λύρα» from Greeklish lyra, lira and lura, and «Χανιά» from xania, artists and venues alike', () => {
    const input = renderSelect(0);
    for (const query of ['lyra', 'lira', 'lura', 'λυρα', 'ΛΎΡΑ']) {
      fireEvent.change(input, { target: { value: query } });
      expect(shownNames(), query).toEqual(['Λύρα & Λαούτο Ensemble', 'Ρακάδικο Η ΛύραΗράκλειο']);
    }
    fireEvent.change(input, { target: { value: '  xania ' } });
    expect(shownNames()).toEqual(['Κομπανία Χανιά', 'Μουσική Σκηνή Παλιά ΧανιάΧανιά']);
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(shownNames()).toEqual([]);
    expect(
      within(screen.getByRole('listbox')).getByText('Δεν βρέθηκε καλλιτέχνης ή μαγαζί για «zzz».'),
    ).toBeTruthy();
  });

  it("lists the start data's artists and venues for an empty search, grouped into artists then venues", () => {
    const input = renderSelect(0);
    fireEvent.focus(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(shownNames()).toHaveLength(5);
    const groups = within(screen.getByRole('listbox')).getAllByRole('group');
    expect(
      groups.map((group) => group.getAttribute('aria-labelledby') && group.firstElementChild?.textContent),
    ).toEqual(['Καλλιτέχνες', 'Μαγαζιά']);
  });

  it('waits 500 ms after typing stops on the page', () => {
    vi.useFakeTimers();
    const input = renderSelect();
    fireEvent.change(input, { target: { value: 'xania' } });
    expect(shownNames()).toHaveLength(5);
    act(() => vi.advanceTimersByTime(499));
    expect(shownNames()).toHaveLength(5);
    act(() => vi.advanceTimersByTime(1));
    expect(shownNames()).toEqual(['Κομπανία Χανιά', 'Μουσική Σκηνή Παλιά ΧανιάΧανιά']);
  });

  it('ticks artists and venues into the filter, shown as chips cut at 20 characters', () => {
    const input = renderSelect(0);
    fireEvent.change(input, { target: { value: 'lyra' } });
    fireEvent.click(screen.getByRole('option', { name: 'Λύρα & Λαούτο Ensemble' }));
    // Keyboard: from the artist just ticked, down to the venue, Enter.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /Ρακάδικο Η Λύρα/ }).id,
    );
    fireEvent.keyDown(input, { key: 'Enter' });
    const { options } = useFilterStore.getState();
    expect(options.selectedArtist).toEqual([artists[0]!.id]);
    expect(options.selectedLocation).toEqual([locations[0]!.id]);
    expect(screen.getByRole('option', { name: 'Λύρα & Λαούτο Ensemble' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    const chips = within(screen.getByRole('list', { name: 'Επιλεγμένα φίλτρα' }));
    const artistChip = chips.getByRole('button', { name: 'Αφαίρεση: Λύρα & Λαούτο Ensemble' });
    expect(artistChip.textContent).toBe('Λύρα & Λαούτο Ensemb…');
    expect(chips.getByRole('button', { name: 'Αφαίρεση: Ρακάδικο Η Λύρα' }).textContent).toBe(
      'Ρακάδικο Η Λύρα',
    );
    fireEvent.click(artistChip);
    expect(useFilterStore.getState().options.selectedArtist).toEqual([]);
  });

  it('ticks a venue only the search found, named at once in its chip and then offered with the rest', async () => {
    answer = (q) => (q === 'sfakiano' ? { ...noResults, venues: [quieter.venue] } : noResults);
    const input = renderSelect(0);
    fireEvent.change(input, { target: { value: 'sfakiano' } });
    fireEvent.click(await screen.findByRole('option', { name: /Καφενείο Το Σφακιανό/ }));
    expect(useFilterStore.getState().options.selectedLocation).toEqual([quieter.venue.id]);
    const chips = within(screen.getByRole('list', { name: 'Επιλεγμένα φίλτρα' }));
    expect(chips.getByRole('button', { name: 'Αφαίρεση: Καφενείο Το Σφακιανό' })).toBeTruthy();
    // The start data does not name it: it is asked by id, and the empty search offers it, ticked.
    await waitFor(() => expect(askedIds).toEqual([quieter.venue.id]));
    fireEvent.change(input, { target: { value: '' } });
    const option = await screen.findByRole('option', { name: /Καφενείο Το Σφακιανό/ });
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(shownNames()).toHaveLength(6);
  });

  it("names a shared link's artist that the start data does not name, asking for that one alone", async () => {
    useFilterStore.setState((state) => ({
      options: { ...state.options, selectedArtist: [artists[0]!.id, quieter.artist.id] },
    }));
    renderSelect(0);
    const chips = within(screen.getByRole('list', { name: 'Επιλεγμένα φίλτρα' }));
    expect(await chips.findByRole('button', { name: 'Αφαίρεση: Νίκος Ξυλούρης' })).toBeTruthy();
    expect(chips.getByRole('button', { name: 'Αφαίρεση: Λύρα & Λαούτο Ensemble' })).toBeTruthy();
    expect(askedIds).toEqual([quieter.artist.id]);
  });

  it('closes its list on Escape', () => {
    const input = renderSelect(0);
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
  });
});
