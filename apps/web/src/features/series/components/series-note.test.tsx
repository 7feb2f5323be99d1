import { contract, pathOf } from '@glentia/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { createDefaultSession, useSession } from '../../../stores/session.ts';
import { jsonResponse, makeEvent, makeSeries, makeToken } from '../../../test/fixtures.ts';
import { InRouter } from '../../../test/render.tsx';
import { SeriesNote } from './series-note.tsx';

const SERIES_ID = '00000000-0000-4000-8000-00000000c001';
const night = makeEvent({ seriesId: SERIES_ID });
const series = makeSeries({ id: SERIES_ID, location: night.location!, published: true });

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

  it('says the same to a partner who runs the venue: the way to edit it is among the controls', async () => {
    useSession.setState({
      ...createDefaultSession(),
      jwt: makeToken({ username: 'taverna', roles: ['partner'] }),
    });
    await i18n.changeLanguage('en');
    renderNote();
    expect((await screen.findByTestId('series-note')).textContent).toBe(
      'Every Friday at 22:00, until January 29',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing for a glenti that is not part of a series', () => {
    renderNote(makeEvent({ seriesId: null }));
    expect(screen.queryByTestId('series-note')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
