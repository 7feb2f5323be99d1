import { contract, type TImportResult, type TReviewEvent, type TSeries } from '@glentia/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { answer, stubApi } from '../../../test/api.ts';
import { jsonResponse, makeReviewEvent, makeSeries } from '../../../test/fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { ReviewQueue } from './review-queue.tsx';

function reviewEvent(overrides: Partial<TReviewEvent> = {}): TReviewEvent {
  return makeReviewEvent({ published: false, ...overrides });
}

describe('review queue (/unpublished)', () => {
  const first = reviewEvent({ publishedFrom: 'maria', date: '2026-07-03', time: '21:30' });
  const second = reviewEvent({
    location: null,
    pendingLocation: 'Καφενείο Η Πλατεία',
    pendingArtists: ['Νέος Λυράρης'],
    publishedFrom: 'nikos',
  });
  let queue: TReviewEvent[];
  let seriesQueue: TSeries[];
  /** The server refuses to publish the series (it was deleted meanwhile). */
  let refuseSeries: boolean;
  const series = makeSeries();
  const calls: Array<{ key: string; body: unknown }> = [];

  /** Shows the queue with one reported event; returns what the admin's decisions sent. */
  function showReported(reported: TReviewEvent, removed: number) {
    queue = [reported];
    const resolved: unknown[] = [];
    stubApi(
      answer(contract.moderation.reviewQueue, () => queue),
      answer(contract.series.listUnpublished, () => seriesQueue),
      answer(contract.reports.resolve, { params: { id: reported.id } }, (request) => {
        resolved.push(request.body);
        queue = [];
        return { removed };
      }),
    );
    renderAt(<ReviewQueue />, '/unpublished');
    return resolved;
  }

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    queue = [first, second];
    seriesQueue = [];
    refuseSeries = false;
    calls.length = 0;
    const record = (key: string) => (request: { body: unknown }) => {
      calls.push({ key, body: request.body });
    };
    stubApi(
      answer(contract.moderation.reviewQueue, () => queue),
      answer(contract.series.listUnpublished, () => seriesQueue),
      answer(contract.series.publish, { params: { id: series.id } }, (request) => {
        if (refuseSeries) {
          const refusal = { statusCode: 404, code: 'SERIES_NOT_FOUND', message: 'Η σειρά δεν βρέθηκε.' };
          return jsonResponse(refusal, 404);
        }
        record('publish-series')(request);
        seriesQueue = [];
        return { ...series, published: true };
      }),
      answer(contract.moderation.publish, { params: { id: first.id } }, (request) => {
        record('publish')(request);
        queue = queue.filter((event) => event.id !== first.id);
        return { ...first, published: true };
      }),
      answer(contract.moderation.reject, { params: { id: second.id } }, (request) => {
        record('reject')(request);
        queue = queue.filter((event) => event.id !== second.id);
        return { ...second, rejectReason: 'x' };
      }),
      answer(contract.moderation.importFromUrl, (request): TImportResult => {
        record('import')(request);
        return {
          draftId: '00000000-0000-4000-8000-00000000e001',
          glenti: reviewEvent(),
          missing: ['date', 'image'],
          source: 'open-graph',
        };
      }),
    );
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists waiting events with the names held for review, and publishes one', async () => {
    renderAt(<ReviewQueue />, '/unpublished');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Από maria')).toBeTruthy();
    expect(within(items[0]!).getByText(/Παρασκευή 3 Ιουλίου 2026 · 21:30/)).toBeTruthy();
    expect(within(items[1]!).getByText('Νέο μαγαζί: Καφενείο Η Πλατεία')).toBeTruthy();
    expect(within(items[1]!).getByText('Νέοι καλλιτέχνες: Νέος Λυράρης')).toBeTruthy();
    expect(within(items[1]!).getByRole('link', { name: 'Επεξεργασία' }).getAttribute('href')).toBe(
      `/glenti/edit/${second.id}`,
    );

    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Δημοσίευση' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls.map((call) => call.key)).toEqual(['publish']);
  });

  it("shows an owner's edit of a published event as a diff, and flags a past date", async () => {
    queue = [
      reviewEvent({
        published: true,
        time: '21:00',
        revision: {
          createdAt: '2026-07-01T10:00:00.000Z',
          changes: [
            { field: 'time', before: '21:00', after: '22:30' },
            { field: 'entryPrice', before: null, after: '1250' },
          ],
        },
      }),
      reviewEvent({
        flags: {
          pastDate: true,
          duplicateEventIds: ['00000000-0000-4000-8000-0000000000d1'],
          similarVenues: [{ id: '00000000-0000-4000-8000-0000000000d2', name: 'Ρακάδικο Η Λύρα' }],
          similarArtists: [],
          unplacedVenue: false,
        },
      }),
    ];
    renderAt(<ReviewQueue />, '/unpublished');
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Αλλαγές σε δημοσιευμένο γλέντι')).toBeTruthy();
    const time = within(items[0]!).getByRole('row', { name: /Ώρα/ });
    expect(time.textContent).toContain('21:00');
    expect(time.textContent).toContain('22:30');
    expect(within(items[0]!).getByRole('row', { name: /Είσοδος/ }).textContent).toContain('12.50 €');
    expect(within(items[0]!).getByRole('button', { name: 'Έγκριση αλλαγών' })).toBeTruthy();
    expect(within(items[0]!).queryByText('Η ημερομηνία έχει περάσει')).toBeNull();
    expect(within(items[1]!).getByText('Η ημερομηνία έχει περάσει')).toBeTruthy();
    // A night gone by sits in its own group, with nothing to publish.
    const past = screen.getByRole('region', { name: 'Έχουν περάσει' });
    expect(within(past).getAllByRole('listitem')).toHaveLength(1);
    expect(within(past).queryByRole('button', { name: 'Δημοσίευση' })).toBeNull();
    expect(within(past).getByRole('button', { name: 'Απόρριψη' })).toBeTruthy();
    expect(within(past).getByText(/φεύγουν από τη λίστα 7 μέρες/)).toBeTruthy();
    expect(within(items[1]!).getByRole('link', { name: 'γλέντι 1' }).getAttribute('href')).toBe(
      '/glentia/00000000-0000-4000-8000-0000000000d1',
    );
    expect(within(items[1]!).getByText('Μοιάζει με γνωστό μαγαζί: Ρακάδικο Η Λύρα')).toBeTruthy();
    expect(within(items[1]!).getByRole('link', { name: 'Προβολή' }).getAttribute('href')).toBe(
      `/glentia/${queue[1]!.id}`,
    );
  });

  it('flags a new venue without a place, and shows the place chosen for another', async () => {
    queue = [
      reviewEvent({
        location: null,
        pendingLocation: 'Καφενείο Άγνωστο',
        flags: {
          pastDate: false,
          duplicateEventIds: [],
          similarVenues: [],
          similarArtists: [],
          unplacedVenue: true,
        },
      }),
      reviewEvent({
        location: null,
        pendingLocation: 'Ταβέρνα Πλάτανος',
        pendingLocationPlace: {
          lat: 35.37,
          lng: 24.47,
          postalCode: '74100',
          county: 'RETHYMNO',
          address: 'Αρκαδίου 12, Ρέθυμνο',
        },
      }),
    ];
    renderAt(<ReviewQueue />, '/unpublished');
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByTestId('unplaced-venue').textContent).toMatch(/Νέο μαγαζί χωρίς θέση/);
    expect(within(items[1]!).queryByTestId('unplaced-venue')).toBeNull();
    expect(within(items[1]!).getByText('Θέση νέου μαγαζιού: Αρκαδίου 12, Ρέθυμνο')).toBeTruthy();
  });

  it("shows visitors' reports of a published event; the admin dismisses them or cancels it after confirming", async () => {
    const reported = reviewEvent({
      published: true,
      reports: [
        {
          id: '00000000-0000-4000-8000-0000000000a1',
          reason: 'canceled',
          note: 'Κλειστό απόψε',
          createdAt: '2026-07-01T10:00:00.000Z',
        },
        {
          id: '00000000-0000-4000-8000-0000000000b2',
          reason: 'wrong',
          note: null,
          createdAt: '2026-07-01T11:00:00.000Z',
        },
      ],
    });
    const resolved = showReported(reported, 2);
    const reports = await screen.findByTestId('review-reports');
    expect(within(reports).getByText('2 αναφορές προβλήματος')).toBeTruthy();
    expect(within(reports).getByText('Ακυρώθηκε')).toBeTruthy();
    expect(within(reports).getByText('“Κλειστό απόψε”')).toBeTruthy();
    expect(within(reports).getByText('Λάθος στοιχεία')).toBeTruthy();
    // Nothing to publish or reject: the event is live, only the reports wait.
    expect(screen.queryByRole('button', { name: 'Δημοσίευση' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Απόρριψη' })).toBeNull();

    fireEvent.click(within(reports).getByRole('button', { name: 'Ακύρωσε το γλέντι' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Να ακυρωθεί το γλέντι;' });
    expect(resolved).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ακύρωση γλεντιού' }));
    await waitFor(() => expect(resolved).toEqual([{ action: 'cancel' }]));
    expect(await screen.findByText('Κανένα γλέντι δεν περιμένει έλεγχο.')).toBeTruthy();
  });

  it('dismisses reports in one tap', async () => {
    const reported = reviewEvent({
      published: true,
      reports: [
        {
          id: '00000000-0000-4000-8000-0000000000c3',
          reason: 'wrong',
          note: null,
          createdAt: '2026-07-01T11:00:00.000Z',
        },
      ],
    });
    const resolved = showReported(reported, 1);
    fireEvent.click(await screen.findByRole('button', { name: 'Κλείσε τις αναφορές' }));
    await waitFor(() => expect(resolved).toEqual([{ action: 'dismiss' }]));
  });

  it('rejects with a reason the uploader will read', async () => {
    renderAt(<ReviewQueue />, '/unpublished');
    const items = await screen.findAllByRole('listitem');
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Απόρριψη' }));
    const dialog = screen.getByRole('dialog', { name: 'Απόρριψη γλεντιού' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Απόρριψη' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Γράψε μια αιτία (τουλάχιστον 3 χαρακτήρες).');
    fireEvent.change(within(dialog).getByLabelText('Αιτία (τη βλέπει ο χρήστης)'), {
      target: { value: ' Η αφίσα δεν διαβάζεται ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Απόρριψη' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([{ key: 'reject', body: { reason: 'Η αφίσα δεν διαβάζεται' } }]);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('imports from a link and says what the page did not give', async () => {
    renderAt(<ReviewQueue />, '/unpublished');
    await screen.findAllByRole('listitem');
    fireEvent.click(screen.getByRole('button', { name: 'Εισαγωγή από σύνδεσμο' }));
    const dialog = screen.getByRole('dialog', { name: 'Εισαγωγή γλεντιού από σύνδεσμο' });
    fireEvent.change(within(dialog).getByLabelText('Διεύθυνση σελίδας'), {
      target: { value: 'https://tickets.example.gr/armos' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Εισαγωγή' }));
    expect(
      await within(dialog).findByText('Δεν βρέθηκαν: ημερομηνία (μπήκε η σημερινή), αφίσα.'),
    ).toBeTruthy();
    expect(calls).toEqual([{ key: 'import', body: { url: 'https://tickets.example.gr/armos' } }]);
    expect(within(dialog).getByRole('link', { name: 'Άνοιγμα στη φόρμα' }).getAttribute('href')).toBe(
      '/glenti/edit/00000000-0000-4000-8000-00000000e001',
    );
  });

  describe("partners' series", () => {
    beforeEach(() => {
      // The next nights are the rule's dates from today on: a fixed today keeps them the same.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-12-20T10:00:00Z'));
      queue = [first];
      seriesQueue = [series];
    });
    afterEach(() => vi.useRealTimers());

    it('lists a waiting series with its venue, artists, rule and next nights, and a link to its form', async () => {
      renderAt(<ReviewQueue />, '/unpublished');
      const section = await screen.findByRole('region', { name: 'Σειρές βραδιών' });
      const card = within(section).getByTestId('series-card');
      expect(within(card).getByRole('heading', { name: 'Ταβέρνα Ο Πλάτανος · Χανιά' })).toBeTruthy();
      expect(within(card).getByText('Ψαρογιώργης · Μαριάννα')).toBeTruthy();
      expect(within(card).getByTestId('series-rule').textContent).toBe(
        'Κάθε Παρασκευή στις 22:00, ως τις 29 Ιανουαρίου',
      );
      expect(
        within(card)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Παρασκευή 1 Ιανουαρίου 2027',
        'Παρασκευή 8 Ιανουαρίου 2027',
        'Παρασκευή 15 Ιανουαρίου 2027',
      ]);
      expect(within(card).getByText(/Από taverna/)).toBeTruthy();
      expect(within(card).getByRole('link', { name: 'Άλλαξε τη σειρά' }).getAttribute('href')).toBe(
        `/series/${series.id}/edit`,
      );
      // The events wait below, under their own heading.
      expect(screen.getByRole('region', { name: 'Γλέντια' })).toBeTruthy();
    });

    it('publishes a series after a confirmation, and it leaves the queue', async () => {
      renderAt(<ReviewQueue />, '/unpublished');
      const section = await screen.findByRole('region', { name: 'Σειρές βραδιών' });
      const publish = within(section).getByRole('button', { name: 'Δημοσίευσε τη σειρά' });
      const question = () => screen.getByRole('alertdialog', { name: 'Να δημοσιευτεί η σειρά;' });
      // Άκυρο leaves it waiting.
      fireEvent.click(publish);
      fireEvent.click(within(question()).getByRole('button', { name: 'Άκυρο' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(calls).toEqual([]);
      fireEvent.click(publish);
      fireEvent.click(within(question()).getByRole('button', { name: 'Δημοσίευση' }));
      // While the dialog is open the page behind it is hidden from the accessibility tree, so the
      // section counts as gone only once it has left the page (`hidden: true`), after the request.
      await waitFor(() => expect(calls.map((call) => call.key)).toEqual(['publish-series']));
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Σειρές βραδιών', hidden: true })).toBeNull(),
      );
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    });

    it('says a refusal in the dialog and keeps the series waiting', async () => {
      refuseSeries = true;
      renderAt(<ReviewQueue />, '/unpublished');
      const section = await screen.findByRole('region', { name: 'Σειρές βραδιών' });
      fireEvent.click(within(section).getByRole('button', { name: 'Δημοσίευσε τη σειρά' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Να δημοσιευτεί η σειρά;' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Δημοσίευση' }));
      expect(await within(dialog).findByText('Η σειρά δεν βρέθηκε.')).toBeTruthy();
      expect(within(section).getByTestId('series-card')).toBeTruthy();
    });

    it('counts as waiting even with no event in the queue, and speaks English', async () => {
      await i18n.changeLanguage('en');
      queue = [];
      renderAt(<ReviewQueue />, '/unpublished');
      const section = await screen.findByRole('region', { name: 'Series of nights' });
      expect(screen.queryByText('No glenti is waiting for review.')).toBeNull();
      expect(within(section).getByTestId('series-rule').textContent).toBe(
        'Every Friday at 22:00, until January 29',
      );
      expect(within(section).getByRole('button', { name: 'Publish the series' })).toBeTruthy();
      expect(within(section).getByRole('link', { name: 'Edit the series' })).toBeTruthy();
      expect(within(section).getByText('Next nights')).toBeTruthy();
    });
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    queue = [];
    renderAt(<ReviewQueue />, '/unpublished');
    expect(await screen.findByText('No glenti is waiting for review.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Unpublished glentia' })).toBeTruthy();
  });
});
