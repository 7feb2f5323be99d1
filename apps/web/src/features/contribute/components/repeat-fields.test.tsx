import { addDays, contract, type TSeries, todayInAthens } from '@glentia/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { createMemoryRouter, RouterProvider, useParams } from '../../../lib/router/index.ts';
import { createDefaultSession, useSession } from '../../../stores/session.ts';
import { answer, fakeApi } from '../../../test/api.ts';
import { jsonResponse, makeEvent, makeToken } from '../../../test/fixtures.ts';
import { emptyRepeatState, type RepeatState } from '../hooks/repeat-state.ts';
import { EventForm } from './event-form.tsx';
import { RepeatFields } from './repeat-fields.tsx';

// Friday 8 January 2027 is the second Friday of its month; the preview counts from 1 January.
function Harness({ startDate = '2027-01-08', time = '22:00' }: { startDate?: string; time?: string }) {
  const [state, setState] = useState<RepeatState>(emptyRepeatState());
  return (
    <RepeatFields
      state={state}
      startDate={startDate}
      time={time}
      today="2027-01-01"
      showErrors
      onChange={(patch) => setState((current) => ({ ...current, ...patch }))}
    />
  );
}

const summary = () => screen.getByTestId('repeat-summary').textContent;
const previewDates = () =>
  within(screen.getByTestId('repeat-preview'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('the Repeats section', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('el');
  });
  afterEach(cleanup);

  it('says the repetition in Greek and lists the next nights', () => {
    render(<Harness />);
    expect(screen.queryByTestId('repeat-preview')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Επαναλαμβάνεται/ }));
    expect(summary()).toBe('Κάθε Παρασκευή στις 22:00');
    expect(previewDates()).toEqual([
      'Παρασκευή 8 Ιανουαρίου 2027',
      'Παρασκευή 15 Ιανουαρίου 2027',
      'Παρασκευή 22 Ιανουαρίου 2027',
      'Παρασκευή 29 Ιανουαρίου 2027',
      'Παρασκευή 5 Φεβρουαρίου 2027',
    ]);

    fireEvent.click(screen.getByRole('radio', { name: 'Κάθε δύο εβδομάδες' }));
    expect(summary()).toBe('Κάθε δεύτερη Παρασκευή στις 22:00');
    expect(previewDates()[1]).toBe('Παρασκευή 22 Ιανουαρίου 2027');

    fireEvent.click(screen.getByRole('radio', { name: 'Τη δεύτερη Παρασκευή κάθε μήνα' }));
    expect(summary()).toBe('Τη δεύτερη Παρασκευή κάθε μήνα στις 22:00');
    expect(previewDates().slice(0, 3)).toEqual([
      'Παρασκευή 8 Ιανουαρίου 2027',
      'Παρασκευή 12 Φεβρουαρίου 2027',
      'Παρασκευή 12 Μαρτίου 2027',
    ]);
  });

  it('ends on a date, skips the dates added, and offers the last weekday of the month when it is one', () => {
    render(<Harness startDate="2027-01-29" />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Επαναλαμβάνεται/ }));
    expect(screen.getByRole('radio', { name: 'Την τελευταία Παρασκευή κάθε μήνα' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Ως μια ημερομηνία' }));
    expect(screen.getByRole('alert').textContent).toBe('Διάλεξε την τελευταία ημερομηνία.');
    fireEvent.change(screen.getByLabelText('Τελευταία ημερομηνία'), { target: { value: '2027-02-26' } });
    expect(summary()).toBe('Κάθε Παρασκευή στις 22:00, ως τις 26 Φεβρουαρίου');

    fireEvent.change(screen.getByLabelText('Βραδιές που δεν γίνονται'), { target: { value: '2027-02-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Πρόσθεσε' }));
    expect(previewDates()).toEqual([
      'Παρασκευή 29 Ιανουαρίου 2027',
      'Παρασκευή 5 Φεβρουαρίου 2027',
      'Παρασκευή 19 Φεβρουαρίου 2027',
      'Παρασκευή 26 Φεβρουαρίου 2027',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Αφαίρεση: Παρασκευή 12 Φεβρουαρίου 2027' }));
    expect(previewDates()).toHaveLength(5);
  });

  it('counts nights, refuses a count it cannot read, and speaks English', async () => {
    await i18n.changeLanguage('en');
    render(<Harness />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Repeats/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'For a number of nights' }));
    expect(screen.getByRole('alert').textContent).toBe('Type how many nights (1 to 104).');
    fireEvent.change(screen.getByLabelText('Nights'), { target: { value: '3' } });
    expect(summary()).toBe('Every Friday at 22:00, 3 times');
    expect(previewDates()).toHaveLength(3);
    fireEvent.click(screen.getByRole('radio', { name: 'Every two weeks' }));
    expect(summary()).toBe('Every other Friday at 22:00, 3 times');
  });

  it('asks for a start time', () => {
    render(<Harness time="" />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Επαναλαμβάνεται/ }));
    expect(screen.getByText('Μια σειρά χρειάζεται ώρα έναρξης.')).toBeTruthy();
  });
});

describe('the event form with Repeats', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const today = todayInAthens();
  const VENUE = {
    ...makeEvent().location!,
    id: '00000000-0000-4000-8000-00000000b001',
    name: 'Κέντρο Ο Αρμός',
  };

  function Stub() {
    const { id } = useParams();
    return <p>{`event page ${id}`}</p>;
  }

  function renderForm() {
    const router = createMemoryRouter(
      [
        { path: '/glentia/:id', element: <Stub /> },
        { path: '/glenti/edit', element: <EventForm today={today} contactEmail="help@glentia.test" /> },
      ],
      { initialEntries: ['/glenti/edit'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.setState(createDefaultSession());
  });

  it('is offered to admins, and to partners only at a venue they run', async () => {
    const other = { ...VENUE, id: '00000000-0000-4000-8000-00000000b002', name: 'Ταβέρνα Η Κληματαριά' };
    fetchMock.mockImplementation(
      fakeApi([
        answer(contract.eventForms.pickerArtists, () => jsonResponse([])),
        answer(contract.eventForms.pickerLocations, () => jsonResponse([VENUE, other])),
        answer(contract.search.find, () => jsonResponse({ events: [], venues: [], artists: [] })),
        answer(contract.partner.overview, () =>
          jsonResponse({
            venues: [
              {
                id: VENUE.id,
                name: VENUE.name,
                county: null,
                upcoming: 0,
                past: 0,
                views: 0,
                favorites: 0,
              },
            ],
            upcoming: [],
            totals: { upcoming: 0, views: 0, favorites: 0 },
          }),
        ),
      ]),
    );
    const pickVenue = async (name: string) => {
      const venue = screen.getByRole('combobox', { name: 'Μαγαζί' });
      fireEvent.focus(venue);
      fireEvent.change(venue, { target: { value: name.slice(0, 5) } });
      fireEvent.mouseDown(await screen.findByRole('option', { name }));
    };
    useSession.setState({ ...createDefaultSession(), jwt: makeToken({ username: 'maria' }) });
    renderForm();
    await pickVenue(VENUE.name);
    expect(screen.queryByTestId('repeat-fields')).toBeNull();
    cleanup();

    useSession.setState({
      ...createDefaultSession(),
      jwt: makeToken({ username: 'taverna', roles: ['partner'] }),
    });
    renderForm();
    expect(screen.queryByTestId('repeat-fields')).toBeNull();
    await pickVenue(other.name);
    expect(screen.queryByTestId('repeat-fields')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Αφαίρεση μαγαζιού' }));
    await pickVenue(VENUE.name);
    expect(await screen.findByTestId('repeat-fields')).toBeTruthy();
    cleanup();

    useSession.setState({
      ...createDefaultSession(),
      jwt: makeToken({ username: 'admin', roles: ['user', 'admin'] }),
    });
    renderForm();
    expect(screen.getByTestId('repeat-fields')).toBeTruthy();
  });

  it('sends a series with its repetition and opens its first night', async () => {
    const start = addDays(today, 3);
    let sent: FormData | null = null;
    fetchMock.mockImplementation(
      fakeApi([
        answer(contract.eventForms.pickerArtists, () => jsonResponse([])),
        answer(contract.eventForms.pickerLocations, () => jsonResponse([{ ...VENUE, mine: true }])),
        answer(contract.search.find, () => jsonResponse({ events: [], venues: [], artists: [] })),
        answer(contract.series.create, ({ body }) => {
          sent = body as FormData;
          return jsonResponse({
            id: 'series-1',
            published: true,
            upcoming: [{ id: 'night-1', date: start, canceled: false }],
          } as Partial<TSeries>);
        }),
      ]),
    );
    useSession.setState({
      ...createDefaultSession(),
      jwt: makeToken({ username: 'admin', roles: ['user', 'admin'] }),
    });
    renderForm();
    fireEvent.change(screen.getByTestId('photo-input'), {
      target: { files: [new File([new Uint8Array(100)], 'poster.jpg', { type: 'image/jpeg' })] },
    });
    const venue = screen.getByRole('combobox', { name: 'Μαγαζί' });
    fireEvent.focus(venue);
    fireEvent.change(venue, { target: { value: 'Αρμ' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Κέντρο Ο Αρμός' }));
    fireEvent.change(screen.getByLabelText(/Ημερομηνία/), { target: { value: start } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Ώρα έναρξης' }), { target: { value: '22:00' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Επαναλαμβάνεται/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Για έναν αριθμό βραδιών' }));
    fireEvent.change(screen.getByLabelText('Βραδιές'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Προσθήκη' }));

    expect(await screen.findByText('event page night-1')).toBeTruthy();
    const form = sent as FormData | null;
    expect(form?.get('location')).toBe(VENUE.id);
    expect(form?.get('time')).toBe('22:00');
    expect(JSON.parse(String(form?.get('recurrence')))).toEqual({
      frequency: 'weekly',
      position: null,
      until: null,
      count: 6,
      exceptions: [],
    });
    await waitFor(() => expect(form?.get('file')).toBeInstanceOf(File));
  });
});
