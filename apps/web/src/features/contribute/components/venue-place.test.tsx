import { addDays, contract, type TReviewEvent, todayInAthens } from '@glentia/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { createMemoryRouter, RouterProvider } from '../../../lib/router/index.ts';
import { answer, fakeApi } from '../../../test/api.ts';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { jsonResponse, makeEvent, makeReviewEvent } from '../../../test/fixtures.ts';
import { EventForm } from './event-form.tsx';

const today = todayInAthens();
const KNOWN = {
  ...makeEvent().location!,
  id: '00000000-0000-4000-8000-00000000b101',
  name: 'Ρακάδικο Η Λύρα',
};
const PLACE = {
  name: 'Ταβέρνα Πλάτανος',
  lat: 35.3691,
  lng: 24.4712,
  postalCode: '74100',
  county: 'RETHYMNO' as const,
  address: 'Αρκαδίου 12, Ρέθυμνο, Κρήτη',
  locationId: null,
};

function renderForm(event?: TReviewEvent) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/glenti/edit/:id?',
        element: <EventForm today={today} contactEmail="help@glentia.test" event={event} />,
      },
    ],
    { initialEntries: ['/glenti/edit'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function addNewVenue(name: string) {
  const input = screen.getByRole('combobox', { name: 'Μαγαζί' });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: name } });
  fireEvent.mouseDown(await screen.findByRole('option', { name: `Προσθήκη «${name}»` }));
}

describe("the event form's new venue takes a place from the place search", () => {
  const fetchMock = vi.fn<typeof fetch>();
  const placeQueries: string[] = [];

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    FakeXhr.requests = [];
    placeQueries.length = 0;
    fetchMock.mockReset();
    fetchMock.mockImplementation(
      fakeApi([
        answer(contract.eventForms.pickerArtists, () => jsonResponse([])),
        answer(contract.eventForms.pickerLocations, () => jsonResponse([{ ...KNOWN, mine: false }])),
        answer(contract.search.find, () => jsonResponse({ events: [], venues: [], artists: [] })),
        answer(contract.eventForms.searchPlaces, ({ url }) => {
          placeQueries.push(url.searchParams.get('query') ?? '');
          return jsonResponse({
            source: 'places',
            places: [PLACE, { ...PLACE, name: KNOWN.name, address: null, locationId: KNOWN.id }],
          });
        }),
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function choosePhoto() {
    const file = new File([new Uint8Array(1000)], 'poster.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [file] } });
  }

  it('searches the typed name, keeps the chosen place and sends it with the new venue', async () => {
    renderForm();
    choosePhoto();
    expect(screen.queryByTestId('venue-place')).toBeNull();
    await addNewVenue('Ταβέρνα Πλάτανος');
    expect(screen.getByRole('group', { name: 'Πού είναι το «Ταβέρνα Πλάτανος»;' })).toBeTruthy();
    expect(screen.getByText('Χωρίς θέση, ένας διαχειριστής θα τη βάλει πριν δημοσιευτεί.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Αρκαδίου 12, Ρέθυμνο/ }, { timeout: 2000 }));
    expect(placeQueries).toContain('Ταβέρνα Πλάτανος');
    expect(screen.getByRole('status').textContent).toBe('Θέση: Αρκαδίου 12, Ρέθυμνο, Κρήτη');
    // The new venue is on the map preview.
    expect(screen.getByTestId('map-marker')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Προσθήκη' }));
    const body = FakeXhr.last().body!;
    expect(body.get('location')).toBe('Ταβέρνα Πλάτανος');
    expect(JSON.parse(String(body.get('locationPlace')))).toEqual({
      lat: 35.3691,
      lng: 24.4712,
      postalCode: '74100',
      county: 'RETHYMNO',
      address: 'Αρκαδίου 12, Ρέθυμνο, Κρήτη',
    });
  });

  it('picks the known venue when the place search finds one, instead of adding a duplicate', async () => {
    renderForm();
    choosePhoto();
    await addNewVenue('ρακαδικο λυρα new');
    fireEvent.click(
      await screen.findByRole('button', { name: /Ρακάδικο Η Λύρα.*υπάρχει ήδη/ }, { timeout: 2000 }),
    );
    expect(screen.queryByTestId('venue-place')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Προσθήκη' }));
    const body = FakeXhr.last().body!;
    expect(body.get('location')).toBe(KNOWN.id);
    expect(body.get('locationPlace')).toBeNull();
  });

  it("opens an owner's pending edit with a note that it waits for review, its new venue placed", () => {
    const event = makeReviewEvent({
      date: addDays(today, 4),
      time: '22:30',
      location: null,
      pendingLocation: 'Ταβέρνα Πλάτανος',
      pendingLocationPlace: {
        lat: 35.3691,
        lng: 24.4712,
        postalCode: '74100',
        county: 'RETHYMNO',
        address: 'Αρκαδίου 12',
      },
      revision: {
        createdAt: '2026-07-01T10:00:00.000Z',
        changes: [{ field: 'time', before: '21:00', after: '22:30' }],
      },
    });
    renderForm(event);
    expect(screen.getByTestId('pending-edit-note').textContent).toContain(
      'Οι αλλαγές σου περιμένουν έγκριση',
    );
    expect((screen.getByRole('combobox', { name: 'Ώρα έναρξης' }) as HTMLSelectElement).value).toBe('22:30');
    expect(screen.getByRole('status').textContent).toBe('Θέση: Αρκαδίου 12');
  });
});
