import { addDays, contract, pathOf, type TEvent } from '@glentia/core';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { nextTask } from '../../../lib/next-task.ts';
import { createMemoryRouter, RouterProvider } from '../../../lib/router/index.ts';
import { jsonResponse, makeEvent } from '../../../test/fixtures.ts';
import { TestIntersectionObserver } from '../../../test/intersection-observer.ts';
import { resetViewedEvents } from '../api/mark-event-viewed.ts';
import { Timeline } from './timeline.tsx';

const today = '2026-07-03';
/** Events per day, for seven days from today. */
const perDay = [5, 2, 3, 1, 1, 1, 1];

function eventsFor(): TEvent[] {
  return perDay.flatMap((count, day) =>
    Array.from({ length: count }, (_, index) =>
      makeEvent({
        date: addDays(today, day),
        time: `2${index}:00`,
        selected: day === 0 && index === 0,
        canceled: day === 1 && index === 1,
      }),
    ),
  );
}

function renderTimeline(events: TEvent[], hasAds: boolean) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <Timeline
            events={events}
            today={today}
            hasAds={hasAds}
            renderAd={(index) => <aside data-testid="ad">ad before day {index}</aside>}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('timeline', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(async () => {
    await i18n.changeLanguage('el');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => jsonResponse({ id: 'x', views: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    TestIntersectionObserver.instances = [];
    resetViewedEvents();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('groups events by day, at most 3 a day, with view-all for days with more than 2', () => {
    renderTimeline(eventsFor(), false);
    const days = screen.getAllByTestId('timeline-day');
    expect(days.map((day) => day.getAttribute('data-date'))).toEqual(perDay.map((_, i) => addDays(today, i)));
    expect(days.map((day) => within(day).getAllByRole('article').length)).toEqual([3, 2, 3, 1, 1, 1, 1]);

    const first = within(days[0]!);
    const heading = first.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('ΣήμεραΠαρασκευή 3 Ιουλίου');
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/events?date=2026-07-03');
    expect(
      first.getByRole('link', { name: 'Όλα τα γλέντια, Παρασκευή 3 Ιουλίου (5)' }).getAttribute('href'),
    ).toBe('/events?date=2026-07-03');
    expect(within(days[1]!).getByRole('heading', { level: 2 }).textContent).toBe('ΑύριοΣάββατο 4 Ιουλίου');
    expect(within(days[1]!).queryByRole('link', { name: /^Όλα/ })).toBeNull();
    expect(within(days[2]!).getByRole('link', { name: /^Όλα τα γλέντια.*\(3\)$/ })).toBeTruthy();
  });

  it('wraps the first day into a grid and makes the other days sideways-scrolling rows', () => {
    renderTimeline(eventsFor(), false);
    const [first, second] = screen.getAllByTestId('timeline-day');
    expect(within(first!).getByRole('list').className).toContain('grid');
    expect(within(first!).getByRole('list').className).not.toContain('overflow-x-auto');
    expect(within(second!).getByRole('list').className).toContain('overflow-x-auto');
    expect(within(second!).getByRole('list').className).toContain('snap-x');
  });

  it('marks featured and canceled events and opens the event page', () => {
    const events = eventsFor();
    renderTimeline(events, false);
    const [first, second] = screen.getAllByTestId('timeline-day');
    expect(within(first!).getAllByText('Προτεινόμενο')).toHaveLength(1);
    expect(within(second!).getAllByText('Ακυρώθηκε')).toHaveLength(1);
    const link = within(first!).getAllByRole('link', { name: 'Κέντρο Ο Αρμός' })[0]!;
    expect(link.getAttribute('href')).toBe(`/glentia/${events[0]!.id}`);
  });

  it('puts a sponsored ad before days 0, 3 and 6 when there are ads, and none otherwise', () => {
    renderTimeline(eventsFor(), true);
    const ads = screen.getAllByTestId('ad');
    expect(ads.map((ad) => ad.textContent)).toEqual([
      'ad before day 0',
      'ad before day 3',
      'ad before day 6',
    ]);
    const days = screen.getAllByTestId('timeline-day');
    for (const [adIndex, dayIndex] of [
      [0, 0],
      [1, 3],
      [2, 6],
    ] as const) {
      expect(ads[adIndex]!.nextElementSibling).toBe(days[dayIndex]!);
    }
    cleanup();
    renderTimeline(eventsFor(), false);
    expect(screen.queryAllByTestId('ad')).toEqual([]);
  });

  it('counts a view once a card is more than 80 % visible, once per event', async () => {
    const events = eventsFor().slice(0, 2);
    renderTimeline(events, false);
    // No cookie choice: an anonymous count, without the device id (SPEC §9).
    const viewed = () =>
      fetchMock.mock.calls.filter(
        ([url, init]) =>
          String(url).endsWith('/anonymous-view') &&
          init?.method === 'POST' &&
          !new Headers(init.headers).has('x-device-id'),
      );
    expect(TestIntersectionObserver.instances.every((o) => o.thresholds.includes(0.8))).toBe(true);
    act(() => TestIntersectionObserver.showAll(0.5));
    // A request starts in a task of its own: one that would have been sent has started by then.
    await act(nextTask);
    expect(viewed()).toHaveLength(0);
    await act(async () => TestIntersectionObserver.showAll(0.85));
    await waitFor(() =>
      expect(viewed().map(([url]) => url)).toEqual(
        events.map((event) => pathOf(contract.anonymousCounts.eventView, { id: event.id })),
      ),
    );
    await act(async () => TestIntersectionObserver.showAll(1));
    await act(nextTask);
    expect(viewed()).toHaveLength(2);
  });
});
