import { contract, type TReviewEvent, type TSeries } from '@glentia/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { createDefaultSession, useSession } from '../../../stores/session.ts';
import { answer, stubApi } from '../../../test/api.ts';
import { makeReviewEvent, makeSeries, makeToken } from '../../../test/fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { UploadedEvents } from './uploaded-events.tsx';

const today = '2026-07-10';

function mine(overrides: Partial<TReviewEvent> = {}): TReviewEvent {
  return makeReviewEvent({ publishedFrom: 'maria', date: '2026-07-20', future: true, ...overrides });
}

const pending = mine({
  published: false,
  date: '2026-07-12',
  time: '21:30',
  location: null,
  pendingLocation: 'Καφενείο Η Πλατεία',
  pendingArtists: ['Νέος Λυράρης'],
});
const rejected = mine({ published: false, date: '2026-07-25', rejectReason: 'Η αφίσα είναι θολή.' });
const published = mine({ date: '2026-07-15' });
const canceled = mine({ date: '2026-07-30', canceled: true });
const pastPublished = mine({ date: '2026-07-01', future: false });
const pastUnreviewed = mine({ published: false, date: '2026-06-20', future: false });

function rowOf(event: TReviewEvent) {
  const row = document.querySelector<HTMLElement>(`[data-event-id="${event.id}"]`);
  if (!row) throw new Error(`no row for ${event.id}`);
  return within(row);
}

describe('my events (/uploaded)', () => {
  let uploaded: () => TReviewEvent[] | Response;
  let ownSeries: TSeries[];

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    useSession.setState({ ...createDefaultSession(), jwt: makeToken({ username: 'Maria' }) });
    uploaded = () => [pastUnreviewed, canceled, rejected, published, pending, pastPublished];
    ownSeries = [];
    stubApi(
      answer(contract.eventForms.listUploaded, () => uploaded()),
      answer(contract.series.listOwn, () => ownSeries),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists upcoming events (soonest first) and then past ones, each with its state', async () => {
    renderAt(<UploadedEvents today={today} />);
    const upcoming = await screen.findByRole('region', { name: 'Επόμενα' });
    const past = screen.getByRole('region', { name: 'Περασμένα' });
    const idsIn = (section: HTMLElement) =>
      within(section)
        .getAllByTestId('uploaded-event')
        .map((row) => row.dataset.eventId);
    expect(idsIn(upcoming)).toEqual([pending.id, published.id, rejected.id, canceled.id]);
    expect(idsIn(past)).toEqual([pastPublished.id, pastUnreviewed.id]);
    expect(screen.getByRole('status').textContent).toBe('6 γλέντια · 1 περιμένει έγκριση');

    const stateOf = (event: TReviewEvent) => rowOf(event).getByTestId('uploaded-state').textContent;
    expect(stateOf(pending)).toBe('Περιμένει έγκριση');
    expect(stateOf(rejected)).toBe('Δεν εγκρίθηκε');
    expect(stateOf(published)).toBe('Δημοσιεύτηκε');
    expect(stateOf(canceled)).toBe('Ακυρώθηκε');
    expect(stateOf(pastPublished)).toBe('Πέρασε');
    expect(stateOf(pastUnreviewed)).toBe('Πέρασε');
  });

  it('marks a published event whose edit waits for review, showing the edit as sent', async () => {
    const edited = mine({
      date: '2026-07-16',
      time: '22:30',
      revision: {
        createdAt: '2026-07-09T10:00:00.000Z',
        changes: [{ field: 'time', before: '21:00', after: '22:30' }],
      },
    });
    uploaded = () => [published, edited];
    renderAt(<UploadedEvents today={today} />);
    await screen.findByRole('region', { name: 'Επόμενα' });
    expect(rowOf(edited).getByTestId('pending-edit-chip').textContent).toBe('Αλλαγές σε έγκριση');
    expect(rowOf(edited).getByText('· 22:30')).toBeTruthy();
    expect(rowOf(published).queryByTestId('pending-edit-chip')).toBeNull();
  });

  it('shows the poster, the date and the venue, and the admin’s reason for a rejection', async () => {
    renderAt(<UploadedEvents today={today} />);
    await screen.findByRole('region', { name: 'Επόμενα' });
    const row = rowOf(pending);
    expect(row.getByRole('img').getAttribute('src')).toBe(pending.thumbnail);
    expect(row.getByRole('img').getAttribute('alt')).toBe('Αφίσα γλεντιού (Κυριακή 12 Ιουλίου)');
    expect(row.getByText('Κυρ 12 Ιουλ')).toBeTruthy();
    expect(row.getByText('· 21:30')).toBeTruthy();
    expect(row.getByRole('heading', { level: 3 }).textContent).toBe('Νέο μαγαζί: Καφενείο Η Πλατεία');
    expect(row.getByText(/Νέος Λυράρης/)).toBeTruthy();

    expect(rowOf(rejected).getByTestId('reject-reason').textContent).toBe('Η αφίσα είναι θολή.');
    expect(
      rowOf(rejected).getByText('Διόρθωσέ το και αποθήκευσέ το ξανά για να ελεγχθεί πάλι.'),
    ).toBeTruthy();
  });

  it('opens the form while an event waits, the page once published, and nothing for an old unreviewed one', async () => {
    renderAt(<UploadedEvents today={today} />);
    await screen.findByRole('region', { name: 'Επόμενα' });
    expect(rowOf(pending).getByRole('link').getAttribute('href')).toBe(`/glenti/edit/${pending.id}`);
    expect(rowOf(rejected).getByRole('link').getAttribute('href')).toBe(`/glenti/edit/${rejected.id}`);
    expect(rowOf(published).getByRole('link', { name: published.location?.name }).getAttribute('href')).toBe(
      `/glentia/${published.id}`,
    );
    expect(
      rowOf(published)
        .getByRole('link', { name: 'Επεξεργασία γλεντιού (Τετάρτη 15 Ιουλίου)' })
        .getAttribute('href'),
    ).toBe(`/glenti/edit/${published.id}`);
    expect(
      rowOf(pastPublished)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/glentia/${pastPublished.id}`]);
    expect(rowOf(pastUnreviewed).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Πρόσθεσε γλέντι' }).getAttribute('href')).toBe('/glenti/edit');
  });

  it('lists each series once, with its rule, its state and a link to its form, above the loose nights', async () => {
    const waiting = makeSeries({ startDate: '2026-07-17', until: '2026-08-28' });
    const running = makeSeries({
      startDate: '2026-07-04',
      until: null,
      frequency: 'fortnightly',
      published: true,
      upcoming: [
        { id: '00000000-0000-4000-8000-00000000a001', date: '2026-07-18', canceled: false },
        { id: '00000000-0000-4000-8000-00000000a002', date: '2026-08-01', canceled: true },
        { id: '00000000-0000-4000-8000-00000000a003', date: '2026-08-15', canceled: false },
      ],
    });
    const ended = makeSeries({ startDate: '2026-05-01', until: '2026-06-26', published: true });
    ownSeries = [waiting, running, ended];
    uploaded = () => [published];
    renderAt(<UploadedEvents today={today} />);
    const section = await screen.findByRole('region', { name: 'Οι σειρές σου' });
    const entries = within(section).getAllByTestId('uploaded-series');
    expect(entries.map((entry) => entry.dataset.state)).toEqual(['pending', 'published', 'past']);
    const [first, second, third] = entries.map((entry) => within(entry));
    expect(first!.getByTestId('uploaded-state').textContent).toBe('Περιμένει έγκριση');
    expect(first!.getByTestId('series-rule').textContent).toBe(
      'Κάθε Παρασκευή στις 22:00, ως τις 28 Αυγούστου',
    );
    expect(first!.getByRole('link', { name: 'Άλλαξε τη σειρά' }).getAttribute('href')).toBe(
      `/series/${waiting.id}/edit`,
    );
    expect(second!.getByTestId('uploaded-state').textContent).toBe('Δημοσιεύτηκε');
    expect(second!.getByTestId('series-rule').textContent).toBe('Κάθε δεύτερο Σάββατο στις 22:00');
    // A published series shows its nights as they stand: the called-off one is left out.
    expect(
      Array.from(second!.getByTestId('series-next').getElementsByTagName('li'), (item) => item.textContent),
    ).toEqual(['Σάββατο 18 Ιουλίου 2026', 'Σάββατο 15 Αυγούστου 2026']);
    expect(third!.getByTestId('uploaded-state').textContent).toBe('Πέρασε');
    expect(third!.queryByRole('link')).toBeNull();
    // The loose nights and events are still listed below.
    expect(screen.getByRole('region', { name: 'Επόμενα' })).toBeTruthy();
  });

  it('shows a partner with series but no loose event their series, not the invitation', async () => {
    await i18n.changeLanguage('en');
    uploaded = () => [];
    ownSeries = [makeSeries({ startDate: '2026-07-17', until: '2026-08-28' })];
    renderAt(<UploadedEvents today={today} />);
    const section = await screen.findByRole('region', { name: 'Your series' });
    expect(within(section).getByTestId('series-rule').textContent).toBe(
      'Every Friday at 22:00, until August 28',
    );
    expect(within(section).getByTestId('uploaded-state').textContent).toBe('Pending review');
    expect(screen.queryByTestId('uploaded-empty')).toBeNull();
  });

  it('speaks English, and invites a first glenti when there is none', async () => {
    await i18n.changeLanguage('en');
    uploaded = () => [];
    renderAt(<UploadedEvents today={today} />);
    const empty = await screen.findByTestId('uploaded-empty');
    expect(within(empty).getByRole('heading', { name: 'You have not added a glenti yet' })).toBeTruthy();
    const adds = screen.getAllByRole('link', { name: 'Add a glenti' });
    expect(adds).toHaveLength(1);
    expect(adds[0]?.getAttribute('href')).toBe('/glenti/edit');
  });

  it('says when the list could not load, and tries again', async () => {
    await i18n.changeLanguage('en');
    let fail = true;
    uploaded = () =>
      fail
        ? new Response(JSON.stringify({ statusCode: 500, code: 'INTERNAL', message: 'Boom' }), {
            status: 500,
          })
        : [rejected];
    renderAt(<UploadedEvents today={today} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your glentia could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Not approved')).toBeTruthy();
    expect(screen.getByText('Admin’s note:')).toBeTruthy();
  });
});
