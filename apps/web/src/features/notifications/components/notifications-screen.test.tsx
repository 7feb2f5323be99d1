import { contract, type TNotification } from '@glentia/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_STORAGE_KEY } from '../../../lib/device.ts';
import { createMemoryRouter, RouterProvider } from '../../../lib/router/index.ts';
import { createDefaultSession, useSession } from '../../../stores/session.ts';
import { answer, requestsTo, stubApi } from '../../../test/api.ts';
import { SWIPE_FIRE_DELAY_MS } from '../swipe.ts';
import { NotificationsScreen } from './notifications-screen.tsx';

const now = Date.now();
const make = (id: string, minutesAgo: number, read = false): TNotification => ({
  id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`,
  title: `Ειδοποίηση ${id}`,
  body: 'Νέο γλέντι',
  image: null,
  data: { url: '/glentia/1' },
  read,
  createdAt: new Date(now - minutesAgo * 60_000).toISOString(),
});

describe('NotificationsScreen', () => {
  let server: TNotification[];
  let fetchMock: ReturnType<typeof stubApi>;
  const changes = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');

  beforeEach(() => {
    useSession.setState(createDefaultSession());
    // A visitor whose device has notifications already has its id.
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, '00000000-0000-4000-8000-0000000000d2');
    useSession.getState().setLanguage('el');
    server = [make('1', 5), make('2', 60 * 30, true), make('3', 1)];
    fetchMock = stubApi(
      answer(contract.notifications.list, () => server),
      answer(contract.notifications.read, ({ params }) => {
        server = server.map((n) => (n.id === params.id ? { ...n, read: true } : n));
        return server.find((n) => n.id === params.id)!;
      }),
      answer(contract.notifications.remove, ({ params }) => {
        server = server.filter((n) => n.id !== params.id);
        return undefined;
      }),
      answer(contract.notifications.clear, () => {
        const count = server.length;
        server = [];
        return { count };
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function renderScreen() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '/notifications', element: <NotificationsScreen /> }], {
      initialEntries: ['/notifications'],
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  const items = () => screen.getAllByTestId('notification');

  function swipe(element: HTMLElement, dx: number) {
    const surface = element.querySelector('div.relative') as HTMLElement;
    fireEvent.pointerDown(surface, { clientX: 200, clientY: 100, pointerId: 1, button: 0 });
    fireEvent.pointerMove(surface, { clientX: 200 + dx / 2, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(surface, { clientX: 200 + dx, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(surface, { clientX: 200 + dx, clientY: 100, pointerId: 1 });
  }

  it('lists newest first, grouped by day, with a link to the settings', async () => {
    renderScreen();
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items().map((item) => item.textContent?.match(/Ειδοποίηση \d/)?.[0])).toEqual([
      'Ειδοποίηση 3',
      'Ειδοποίηση 1',
      'Ειδοποίηση 2',
    ]);
    expect(screen.getByRole('link', { name: 'Ρυθμίσεις ειδοποιήσεων' }).getAttribute('href')).toBe(
      '/settings/notifications',
    );
  });

  it('a short drag does nothing; a 40 px swipe right marks read after 230 ms; left deletes', async () => {
    renderScreen();
    await waitFor(() => expect(items()).toHaveLength(3));
    vi.useFakeTimers();
    const first = items()[0]!;
    swipe(first, 30);
    act(() => vi.advanceTimersByTime(SWIPE_FIRE_DELAY_MS + 50));
    expect(changes()).toEqual([]);

    swipe(first, 60);
    act(() => vi.advanceTimersByTime(SWIPE_FIRE_DELAY_MS - 30));
    expect(changes()).toEqual([]);
    act(() => vi.advanceTimersByTime(40));
    vi.useRealTimers();
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, contract.notifications.read, { params: { id: first.dataset.id } }),
      ).toHaveLength(1),
    );
    await waitFor(() => expect(items()[0]!.dataset.read).toBe('true'));

    vi.useFakeTimers();
    const second = items()[1]!;
    swipe(second, -80);
    act(() => vi.advanceTimersByTime(SWIPE_FIRE_DELAY_MS + 10));
    vi.useRealTimers();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(
      requestsTo(fetchMock, contract.notifications.remove, { params: { id: second.dataset.id } }),
    ).toHaveLength(1);
  });

  it('clears all after confirmation and then shows the empty state', async () => {
    renderScreen();
    await waitFor(() => expect(items()).toHaveLength(3));
    act(() => screen.getByTestId('clear-all').click());
    // A question whose button names the act, not the browser's OK/Cancel box.
    const question = await screen.findByRole('alertdialog', { name: 'Να διαγραφούν όλες οι ειδοποιήσεις;' });
    expect(requestsTo(fetchMock, contract.notifications.clear)).toEqual([]);
    act(() => within(question).getByRole('button', { name: 'Διαγραφή όλων' }).click());
    expect(await screen.findByText('Καμία ειδοποίηση')).toBeTruthy();
    expect(requestsTo(fetchMock, contract.notifications.clear)).toHaveLength(1);
  });
});
