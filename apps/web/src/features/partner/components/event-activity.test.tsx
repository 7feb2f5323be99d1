import { contract, type TEventDailyStatistics, type TPartnerOverview } from '@glentia/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { answer, stubApi } from '../../../test/api.ts';
import { renderAt } from '../../../test/render.tsx';
import { EventActivity } from './event-activity.tsx';

const venueId = '00000000-0000-4000-8000-0000000f0001';
const event = (id: string, date: string): TPartnerOverview['upcoming'][number] => ({
  id,
  date,
  time: '21:30',
  locationId: venueId,
  artists: ['Ψαρογιώργης'],
  published: true,
  canceled: false,
  views: 0,
  favorites: 0,
});
const first = event('00000000-0000-4000-8000-0000000f0101', '2026-07-03');
const second = event('00000000-0000-4000-8000-0000000f0102', '2026-07-10');
const daily = (id: string, views: number): TEventDailyStatistics => ({
  eventId: id,
  from: '2026-06-01',
  to: '2026-06-02',
  days: [
    { date: '2026-06-01', views: 1, saves: 0 },
    { date: '2026-06-02', views, saves: 3 },
  ],
});

describe("the partner's views and saves chart", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    stubApi(
      answer(contract.partner.eventDaily, { params: { id: first.id } }, () => daily(first.id, 12)),
      answer(contract.partner.eventDaily, { params: { id: second.id } }, () => daily(second.id, 77)),
    );
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('el');
  });

  it('charts the first event, and another when chosen', async () => {
    renderAt(<EventActivity events={[first, second]} venues={[{ id: venueId, name: 'Λύρα' }]} />);
    const chart = await screen.findByRole('img', { name: /Views and saves per day/ });
    expect(chart.querySelectorAll('polyline')).toHaveLength(2);
    expect(screen.getByTestId('chart-readout').textContent).toContain('Views: 12');
    expect(screen.getByTestId('chart-readout').textContent).toContain('Saves: 3');
    fireEvent.change(screen.getByLabelText('Event'), { target: { value: second.id } });
    await waitFor(() => expect(screen.getByTestId('chart-readout').textContent).toContain('Views: 77'));
  });
});
