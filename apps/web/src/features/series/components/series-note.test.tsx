import { contract, pathOf, type TSeries } from '@glentia/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { createDefaultSession, useSession } from '../../../stores/session.ts';
import { jsonResponse, makeEvent, makeToken } from '../../../test/fixtures.ts';
import { InRouter } from '../../../test/render.tsx';
import { SeriesNote } from './series-note.tsx';

const SERIES_ID = '00000000-0000-4000-8000-00000000c001';
const night = makeEvent({ seriesId: SERIES_ID, publishedFrom: 'taverna', future: true });
const VENUE_ID = night.location!.id;
const series = {
  location: night.location!,
  id: SERIES_ID,
  frequency: 'weekly',
  startDate: '2027-01-01',
  position: null,
  until: '2027-01-29',
  count: null,
  exceptions: [],
  time: '22:00',
} as Partial<TSeries>;

function renderNote(event = night) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <InRouter>
        <SeriesNote event={event} />
      </InRouter>
    </QueryClientProvider>,
  );
}

describe('the series note on a night’s page', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      if (String(input) === pathOf(contract.series.getPublic, { id: SERIES_ID })) return jsonResponse(series);
      // The partner's overview names the venues they run: the series' own among them.
      if (String(input) === pathOf(contract.partner.overview))
        return jsonResponse({ venues: [{ id: VENUE_ID }], upcoming: [] });
      return jsonResponse({ message: 'unexpected' }, 500);
    });
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState(createDefaultSession());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says the repetition, with no edit link for a visitor', async () => {
    renderNote();
    expect((await screen.findByTestId('series-note')).textContent).toBe(
      'Κάθε Παρασκευή στις 22:00, ως τις 29 Ιανουαρίου',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links its partner and admins to editing the series, in English too', async () => {
    useSession.setState({
      ...createDefaultSession(),
      jwt: makeToken({ username: 'taverna', roles: ['partner'] }),
    });
    await i18n.changeLanguage('en');
    renderNote();
    const link = await screen.findByRole('link', { name: 'Edit the series' });
    expect(link.getAttribute('href')).toBe(`/series/${SERIES_ID}/edit`);
    expect(screen.getByTestId('series-note').textContent).toContain(
      'Every Friday at 22:00, until January 29',
    );
  });

  it('links no partner of another venue, nor the uploader who does not run it', async () => {
    fetchMock.mockImplementation(async (input) => {
      if (String(input) === pathOf(contract.series.getPublic, { id: SERIES_ID })) return jsonResponse(series);
      if (String(input) === pathOf(contract.partner.overview))
        return jsonResponse({ venues: [{ id: 'another' }], upcoming: [] });
      return jsonResponse({ message: 'unexpected' }, 500);
    });
    useSession.setState({
      ...createDefaultSession(),
      jwt: makeToken({ username: 'taverna', roles: ['partner'] }),
    });
    renderNote();
    await screen.findByTestId('series-note');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(pathOf(contract.partner.overview), expect.anything()),
    );
    // Let the overview's answer arrive before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing for a glenti that is not part of a series', () => {
    renderNote(makeEvent({ seriesId: null }));
    expect(screen.queryByTestId('series-note')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
