import { addDays, contract, pathOf, todayInAthens } from '@glentia/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { createMemoryRouter, Link, RouterProvider, useParams } from '../../../lib/router/index.ts';
import { answer, fakeApi, requestsTo } from '../../../test/api.ts';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { jsonResponse, makeEvent, makeReviewEvent } from '../../../test/fixtures.ts';
import { EventForm, type EventFormProps } from './event-form.tsx';

const today = todayInAthens();
const ARTIST = { id: '00000000-0000-4000-8000-00000000a001', name: 'Ψαρογιώργης', image: null };
const VENUE = {
  ...makeEvent().location!,
  id: '00000000-0000-4000-8000-00000000b001',
  name: 'Κέντρο Ο Αρμός',
};

function Stub({ label }: { label: string }) {
  const { id } = useParams();
  return <p>{`${label}${id ? ` ${id}` : ''}`}</p>;
}

function renderForm(props: Partial<EventFormProps> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <Stub label="home" /> },
      { path: '/uploaded', element: <Stub label="my events" /> },
      { path: '/glentia/:id', element: <Stub label="event page" /> },
      {
        path: '/glenti/edit/:id?',
        element: (
          <>
            <Link to="/">elsewhere</Link>
            <EventForm today={today} contactEmail="help@glentia.test" {...props} />
          </>
        ),
      },
    ],
    { initialEntries: ['/', '/glenti/edit'], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** What the reader answers for a picture with nothing on it. */
const EMPTY_DRAFT = {
  date: null,
  time: null,
  telephone: null,
  location: null,
  artists: [],
  entryPrice: null,
  ticketUrl: null,
  description: null,
  confidence: { date: 0, time: 0, telephone: 0, location: 0, artists: 0, entry: 0 },
};

function choosePhoto(name = 'poster.jpg', type = 'image/jpeg', size = 1000) {
  const file = new File([new Uint8Array(size)], name, { type });
  fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [file] } });
  return file;
}

async function pickFrom(label: string, typed: string, option: string | RegExp) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.mouseDown(await screen.findByRole('option', { name: option }));
}

describe('event form', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    FakeXhr.requests = [];
    fetchMock.mockReset();
    const noContent = () => new Response(null, { status: 204 });
    fetchMock.mockImplementation(
      fakeApi([
        answer(contract.eventForms.pickerArtists, () => jsonResponse([{ ...ARTIST, mine: false }])),
        answer(contract.eventForms.pickerLocations, () => jsonResponse([{ ...VENUE, mine: true }])),
        answer(contract.eventForms.viewOwn, noContent),
        answer(contract.eventForms.toggleCanceled, noContent),
        answer(contract.eventForms.remove, noContent),
        // Every chosen photo is read at once; these posters say nothing.
        answer(contract.eventForms.readPoster, () => jsonResponse(EMPTY_DRAFT)),
        answer(contract.search.find, ({ url }) => {
          // The server forgives the typo in "armso"; the local match cannot.
          const q = url.searchParams.get('q');
          return jsonResponse({ events: [], venues: q === 'armso' ? [VENUE] : [], artists: [] });
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

  it('reads a poster as soon as it is chosen and fills the empty fields, marking each guess until it is changed', async () => {
    const posterDay = addDays(today, 12);
    let answerPoster: (response: Response) => void = () => {};
    fetchMock.mockImplementation(
      fakeApi([
        answer(contract.eventForms.pickerArtists, () => jsonResponse([{ ...ARTIST, mine: false }])),
        answer(contract.eventForms.pickerLocations, () => jsonResponse([{ ...VENUE, mine: true }])),
        answer(contract.search.find, () => jsonResponse({ events: [], venues: [], artists: [] })),
        answer(contract.eventForms.readPoster, ({ method, body }) => {
          expect(method).toBe('POST');
          expect((body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
          return new Promise<Response>((resolve) => {
            answerPoster = resolve;
          });
        }),
      ]),
    );
    renderForm();
    choosePhoto();
    // No button to press: the reading starts with the photo.
    expect(screen.queryByRole('button', { name: 'Διάβασε την αφίσα' })).toBeNull();
    expect((await screen.findByRole('status')).textContent).toBe('Διαβάζω την αφίσα…');
    // A venue the person picks while the poster is read stays as it is.
    await pickFrom('Μαγαζί', 'armo', 'Κέντρο Ο Αρμός');
    await act(async () =>
      answerPoster(
        jsonResponse({
          date: posterDay,
          time: '22:00',
          telephone: '+306971234567',
          location: { id: null, name: 'Ταβέρνα Ο Μύλος', county: 'CHANIA' },
          artists: [{ id: ARTIST.id, name: ARTIST.name }],
          entryPrice: 1000,
          ticketUrl: null,
          description: 'ΜΕΓΑΛΟ ΓΛΕΝΤΙ',
          confidence: { date: 0.95, time: 0.95, telephone: 0.9, location: 0.4, artists: 1, entry: 0.9 },
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());

    expect((screen.getByLabelText(/Ημερομηνία/) as HTMLInputElement).value).toBe(posterDay);
    const time = screen.getByRole('combobox', { name: 'Ώρα έναρξης' }) as HTMLSelectElement;
    expect(time.value).toBe('22:00');
    expect((screen.getByRole('textbox', { name: 'Τηλέφωνο κρατήσεων' }) as HTMLInputElement).value).toBe(
      '+30 697 1234 567',
    );
    expect(screen.getByRole('button', { name: 'Αφαίρεση: Ψαρογιώργης' })).toBeTruthy();
    expect(screen.queryByText('Ταβέρνα Ο Μύλος')).toBeNull();
    expect((screen.getByRole('radio', { name: 'Με εισιτήριο' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Τιμή/) as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText(/Περιγραφή/) as HTMLTextAreaElement).value).toBe('ΜΕΓΑΛΟ ΓΛΕΝΤΙ');
    // Artists, phone, the date with the time, the entry and the description: five marks; none for
    // the venue picked by hand, and no question (every guess was sure).
    expect(screen.getAllByText('Το μάντεψα από την αφίσα — έλεγξέ το.')).toHaveLength(5);
    expect(screen.queryByTestId('poster-question')).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Τηλέφωνο κρατήσεων' }), {
      target: { value: '+30 697 1234 56' },
    });
    expect(screen.getAllByText('Το μάντεψα από την αφίσα — έλεγξέ το.')).toHaveLength(4);
  });

  it('starts with a shared poster and reads it at once', async () => {
    const sent: FormData[] = [];
    fetchMock.mockImplementation(
      fakeApi([
        answer(contract.eventForms.pickerArtists, () => jsonResponse([{ ...ARTIST, mine: false }])),
        answer(contract.eventForms.pickerLocations, () => jsonResponse([{ ...VENUE, mine: true }])),
        answer(contract.eventForms.readPoster, ({ body }) => {
          sent.push(body as FormData);
          return jsonResponse({
            ...EMPTY_DRAFT,
            time: '21:30',
            confidence: { ...EMPTY_DRAFT.confidence, time: 0.95 },
          });
        }),
      ]),
    );
    const shared = new File([new Uint8Array(100)], 'IMG_2031.jpg', { type: 'image/jpeg' });
    renderForm({ sharedPoster: shared });
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Ώρα έναρξης' }) as HTMLSelectElement).value).toBe(
        '21:30',
      ),
    );
    expect((sent[0]!.get('file') as File).name).toBe('IMG_2031.jpg');
  });

  it('asks for a shared poster that did not come through, until one is chosen', async () => {
    renderForm({ sharedPosterMissing: true });
    const note = 'Η αφίσα που μοιράστηκες δεν έφτασε. Διάλεξέ τη εδώ και θα τη διαβάσω αμέσως.';
    expect(screen.getByText(note)).toBeTruthy();
    choosePhoto();
    expect(screen.queryByText(note)).toBeNull();
  });

  it('offers to read a chosen poster again when its reading failed', async () => {
    let attempts = 0;
    fetchMock.mockImplementation(
      fakeApi([
        answer(contract.eventForms.pickerArtists, () => jsonResponse([{ ...ARTIST, mine: false }])),
        answer(contract.eventForms.pickerLocations, () => jsonResponse([{ ...VENUE, mine: true }])),
        answer(contract.eventForms.readPoster, () => {
          attempts += 1;
          return attempts === 1
            ? jsonResponse({ code: 'RATE_LIMITED', message: 'Δοκίμασε ξανά σε λίγο.' }, 429)
            : jsonResponse({
                ...EMPTY_DRAFT,
                time: '22:00',
                confidence: { ...EMPTY_DRAFT.confidence, time: 0.95 },
              });
        }),
      ]),
    );
    renderForm();
    choosePhoto();
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Διάβασε την αφίσα' }));
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Ώρα έναρξης' }) as HTMLSelectElement).value).toBe(
        '22:00',
      ),
    );
    expect(attempts).toBe(2);
    expect(screen.queryByRole('button', { name: 'Διάβασε την αφίσα' })).toBeNull();
  });

  it('asks about a guess the reader is unsure of, until it is changed', async () => {
    fetchMock.mockImplementation(
      fakeApi([
        answer(contract.eventForms.pickerArtists, () => jsonResponse([{ ...ARTIST, mine: false }])),
        answer(contract.eventForms.pickerLocations, () => jsonResponse([{ ...VENUE, mine: true }])),
        answer(contract.eventForms.readPoster, () =>
          jsonResponse({
            date: null,
            time: '21:30',
            telephone: null,
            location: null,
            artists: [],
            entryPrice: null,
            ticketUrl: null,
            description: null,
            confidence: { date: 0, time: 0.5, telephone: 0, location: 0, artists: 0, entry: 0 },
          }),
        ),
      ]),
    );
    renderForm();
    choosePhoto();
    const question = await screen.findByTestId('poster-question');
    expect(question.textContent).toBe('Δεν το διάβασα καθαρά στην αφίσα — είναι σωστό;');
    fireEvent.change(screen.getByRole('combobox', { name: 'Ώρα έναρξης' }), { target: { value: '21:45' } });
    expect(screen.queryByTestId('poster-question')).toBeNull();
  });

  it('reads the stored poster of a draft as soon as it opens, keeping the date it already has', async () => {
    const draftEvent = {
      ...makeEvent({ date: addDays(today, 3), time: null }),
      pendingArtists: [],
      pendingLocation: null,
      pendingLocationPlace: null,
      reports: [],
      rejectReason: null,
    };
    const sent: FormData[] = [];
    const api = fakeApi([
      answer(contract.eventForms.pickerArtists, () => jsonResponse([{ ...ARTIST, mine: false }])),
      answer(contract.eventForms.pickerLocations, () => jsonResponse([{ ...VENUE, mine: true }])),
      answer(contract.eventForms.readPoster, ({ body }) => {
        sent.push(body as FormData);
        return jsonResponse({
          date: addDays(today, 20),
          time: '21:00',
          telephone: null,
          location: null,
          artists: [],
          entryPrice: null,
          ticketUrl: null,
          description: null,
          confidence: { date: 0.9, time: 0.6, telephone: 0, location: 0, artists: 0, entry: 0 },
        });
      }),
    ]);
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === draftEvent.image
        ? new Response(new Blob([new Uint8Array(10)], { type: 'image/webp' }))
        : api(input, init),
    );
    renderForm({ event: draftEvent as unknown as EventFormProps['event'], readPosterOnOpen: true });
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Ώρα έναρξης' }) as HTMLSelectElement).value).toBe(
        '21:00',
      ),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('file')).toBeInstanceOf(Blob);
    expect((screen.getByLabelText(/Ημερομηνία/) as HTMLInputElement).value).toBe(addDays(today, 3));
    // The time was a guess the reader was unsure of: asked about, not stated.
    expect(screen.getAllByTestId('poster-question')).toHaveLength(1);
  });

  it('sends a new glenti as SPEC §5 says, with upload progress, then offers the similar event', async () => {
    const router = renderForm();
    const add = screen.getByRole('button', { name: 'Προσθήκη' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    const photo = choosePhoto();
    expect(screen.getByRole('img', { name: 'Προεπισκόπηση της αφίσας' })).toBeTruthy();
    expect(add.disabled).toBe(false);

    await pickFrom('Καλλιτέχνες', 'psaro', 'Ψαρογιώργης');
    const artistInput = screen.getByRole('combobox', { name: 'Καλλιτέχνες' });
    fireEvent.change(artistInput, { target: { value: 'Νέος Λυράρης' } });
    expect(
      screen.getByText('Δεν το βρίσκεις; Άφησέ το κενό ή γράψε το όνομα και θα προστεθεί.'),
    ).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Προσθήκη «Νέος Λυράρης»' }));
    await pickFrom('Μαγαζί', 'armo', 'Κέντρο Ο Αρμός');
    expect(screen.getByRole('img', { name: '«Κέντρο Ο Αρμός» στον χάρτη της Κρήτης' })).toBeTruthy();
    expect(screen.getByTestId('map-marker')).toBeTruthy();

    const phone = screen.getByRole('textbox', { name: 'Τηλέφωνο κρατήσεων' }) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '697123' } });
    expect(phone.value).toBe('+30 697 123_ ___');
    expect(screen.getByText('Ο αριθμός δεν είναι πλήρης και δεν θα αποθηκευτεί.')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Ώρα έναρξης' }), { target: { value: '21:30' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Διάρκεια' }), { target: { value: '5' } });
    expect(screen.getByTestId('end-time').textContent).toBe('Τελειώνει στις 02:30');
    fireEvent.change(screen.getByRole('textbox', { name: 'Περιγραφή' }), {
      target: { value: 'Γλέντι με λύρα' },
    });
    expect(screen.getByText('14 / 900')).toBeTruthy();

    fireEvent.click(add);
    const sent = FakeXhr.last();
    expect([sent.method, sent.url]).toEqual(['POST', pathOf(contract.eventForms.create)]);
    expect(sent.headers['x-device-id']).toBeTruthy();
    const body = Object.fromEntries([...sent.body!.entries()].filter(([name]) => name !== 'file'));
    expect(body).toEqual({
      date: today,
      time: '21:30',
      duration: '5',
      description: 'Γλέντι με λύρα',
      location: VENUE.id,
      artists: JSON.stringify([ARTIST.id, 'Νέος Λυράρης']),
      updateLocationPhone: 'false',
      filename: 'poster.jpg',
      mimeType: 'image/jpeg',
    });
    expect((sent.body!.get('file') as File).name).toBe(photo.name);

    act(() => sent.progress(40, 100));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    act(() =>
      sent.respond(200, {
        createdId: '00000000-0000-4000-8000-00000000c001',
        duplicateId: '00000000-0000-4000-8000-00000000c000',
        isUnique: false,
        published: false,
        glenti: makeEvent(),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ευχαριστούμε!' });
    expect(within(dialog).getByText(/Υπάρχει ήδη ένα παρόμοιο γλέντι/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Δες το' }));
    await screen.findByText('event page 00000000-0000-4000-8000-00000000c000');
    expect(router.state.location.pathname).toBe('/glentia/00000000-0000-4000-8000-00000000c000');
  });

  it('sends only a complete phone and shows a published success for admins', async () => {
    renderForm();
    choosePhoto();
    const phone = screen.getByRole('textbox', { name: 'Τηλέφωνο κρατήσεων' });
    fireEvent.change(phone, { target: { value: '6971234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Προσθήκη' }));
    const sent = FakeXhr.last();
    expect(sent.body!.get('telephone')).toBe('+30 697 1234 567');
    act(() =>
      sent.respond(200, {
        createdId: '00000000-0000-4000-8000-00000000c002',
        duplicateId: null,
        isUnique: true,
        published: true,
        glenti: makeEvent(),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Επιτυχία!' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Εντάξει' }));
    await screen.findByText('event page 00000000-0000-4000-8000-00000000c002');
  });

  it('takes the entry price and ticket link, refusing a bad price or a plain http link before sending', async () => {
    renderForm();
    choosePhoto();
    expect((screen.getByRole('radio', { name: 'Δεν ξέρω' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Με εισιτήριο' }));
    const price = screen.getByRole('textbox', { name: 'Τιμή σε ευρώ' });
    fireEvent.change(price, { target: { value: 'δέκα' } });
    const link = screen.getByRole('textbox', { name: 'Σύνδεσμος για κράτηση ή εισιτήρια' });
    fireEvent.change(link, { target: { value: 'http://tickets.example.gr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Προσθήκη' }));
    expect(FakeXhr.requests).toHaveLength(0);
    expect(screen.getByText('Γράψε ποσό σε ευρώ, από 0 έως 1000, π.χ. 10 ή 12,50.')).toBeTruthy();
    expect(screen.getByText('Βάλε μια πλήρη διεύθυνση που αρχίζει με https://')).toBeTruthy();

    fireEvent.change(price, { target: { value: '12,5' } });
    fireEvent.change(link, { target: { value: 'https://tickets.example.gr/glenti' } });
    fireEvent.click(screen.getByRole('button', { name: 'Προσθήκη' }));
    const sent = FakeXhr.last();
    expect(sent.body!.get('entryPrice')).toBe('12.50');
    expect(sent.body!.get('ticketUrl')).toBe('https://tickets.example.gr/glenti');
  });

  it('sends free entry as 0 and fills in a stored price when editing', async () => {
    renderForm({
      event: makeReviewEvent({
        date: addDays(today, 2),
        entryPrice: 1250,
        ticketUrl: 'https://t.example.gr/x',
      }),
    });
    expect((screen.getByRole('radio', { name: 'Με εισιτήριο' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Τιμή σε ευρώ' }) as HTMLInputElement).value).toBe('12,50');
    fireEvent.click(screen.getByRole('radio', { name: 'Δωρεάν' }));
    expect(screen.queryByRole('textbox', { name: 'Τιμή σε ευρώ' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Αποθήκευση' }));
    const sent = FakeXhr.last();
    expect(sent.body!.get('entryPrice')).toBe('0');
    expect(sent.body!.get('ticketUrl')).toBe('https://t.example.gr/x');
  });

  it('shows the error dialog with the contact address when saving fails; Close resets and goes back', async () => {
    const router = renderForm();
    choosePhoto();
    fireEvent.click(screen.getByRole('button', { name: 'Προσθήκη' }));
    act(() =>
      FakeXhr.last().respond(503, { message: 'Συντήρηση', messages: { el: 'Συντήρηση', en: 'Maintenance' } }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Κάτι πήγε στραβά' });
    expect(within(dialog).getByText('Συντήρηση')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'help@glentia.test' }).getAttribute('href')).toBe(
      'mailto:help@glentia.test',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Κλείσιμο' }));
    await screen.findByText('home');
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the form and says why when the server refuses the photo', async () => {
    renderForm();
    choosePhoto('notes.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Προσθήκη' }));
    act(() =>
      FakeXhr.last().respond(400, {
        code: 'IMAGE_UNSUPPORTED',
        message: 'Το αρχείο δεν είναι φωτογραφία',
        messages: { el: 'Το αρχείο δεν είναι φωτογραφία', en: 'Not a photo' },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Το αρχείο δεν είναι φωτογραφία');
    expect(screen.getByRole('button', { name: 'Προσθήκη' })).toBeTruthy();
  });

  it('refuses a photo over 15 MB before uploading', () => {
    renderForm();
    choosePhoto('huge.jpg', 'image/jpeg', 16 * 1024 * 1024);
    expect(screen.getByRole('alert').textContent).toBe('Η φωτογραφία είναι πολύ μεγάλη (έως 15 MB).');
    expect((screen.getByRole('button', { name: 'Προσθήκη' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks before leaving with unsaved data: Stay keeps the form, Yes leaves', async () => {
    const router = renderForm();
    choosePhoto();
    fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Έξοδος χωρίς αποθήκευση;' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Μένω εδώ' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/glenti/edit');
    fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Έξοδος χωρίς αποθήκευση;' })).getByRole(
        'button',
        {
          name: 'Ναι',
        },
      ),
    );
    await screen.findByText('home');
  });

  it("offers the venue the server's search finds for a mistyped name", async () => {
    renderForm();
    const input = screen.getByRole('combobox', { name: 'Μαγαζί' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'armso' } });
    expect(await screen.findByRole('option', { name: 'Κέντρο Ο Αρμός' })).toBeTruthy();
    expect(requestsTo(fetchMock, contract.search.find, { query: { q: 'armso' } }).length).toBeGreaterThan(0);
  });

  it('refuses a past date', () => {
    renderForm();
    choosePhoto();
    fireEvent.change(screen.getByLabelText(/Ημερομηνία/), { target: { value: addDays(today, -1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Προσθήκη' }));
    expect(screen.getByText('Διάλεξε σήμερα ή μελλοντική ημερομηνία.')).toBeTruthy();
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('edits an event: filled in, Save and Delete (confirmed), in English too', async () => {
    const event = makeReviewEvent({
      id: '00000000-0000-4000-8000-00000000d001',
      date: addDays(today, 3),
      time: '22:00',
      duration: 4,
      pendingArtists: ['Νέος Λυράρης'],
    });
    const router = renderForm({ event });
    expect(screen.getByRole('heading', { name: 'Επεξεργασία γλεντιού' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Καλλιτέχνες' }).textContent).toContain('Νέος Λυράρης');
    fireEvent.click(screen.getByRole('button', { name: 'Αποθήκευση' }));
    const sent = FakeXhr.last();
    expect([sent.method, sent.url]).toEqual(['PUT', pathOf(contract.eventForms.update, { id: event.id })]);
    expect(sent.body!.get('file')).toBeNull();
    act(() =>
      sent.respond(200, {
        createdId: event.id,
        duplicateId: null,
        isUnique: true,
        published: false,
        glenti: event,
      }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Ευχαριστούμε!' })).getByRole('button', {
        name: 'Εντάξει',
      }),
    );
    await screen.findByText('my events');

    await act(() => router.navigate('/glenti/edit'));
    await act(() => i18n.changeLanguage('en'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this glenti?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete glenti' }));
    await screen.findByText('home');
    expect(
      requestsTo(fetchMock, contract.eventForms.remove, { params: { id: event.id } }).length,
    ).toBeGreaterThan(0);
  });
});
