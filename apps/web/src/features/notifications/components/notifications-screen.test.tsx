import type { TNotification } from '@glentia/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_STORAGE_KEY } from '../../../lib/device.ts';
import { createMemoryRouter, RouterProvider } from '../../../lib/router/index.ts';
import { createDefaultSession, useSession } from '../../../stores/session.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
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
  const calls: string[] = [];

  beforeEach(() => {
    useSession.setState(createDefaultSession());
    // A visitor whose device has notifications already has its id.
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, '00000000-0000-4000-8000-0000000000d2');
    useSession.getState().setLanguage('el');
    server = [make('1', 5), make('2', 60 * 30, true), make('3', 1)];
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        calls.push(`${method} ${url}`);
        if (method === 'GET') return jsonResponse(server);
        const id = String(url).split('/')[4];
        if (method === 'PUT') server = server.map((n) => (n.id === id ? { ...n, read: true } : n));
        if (method === 'DELETE') server = id ? server.filter((n) => n.id !== id) : [];
        return method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse({});
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
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual([]);

    swipe(first, 60);
    act(() => vi.advanceTimersByTime(SWIPE_FIRE_DELAY_MS - 30));
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual([]);
    act(() => vi.advanceTimersByTime(40));
    vi.useRealTimers();
    await waitFor(() => expect(calls).toContain(`PUT /api/public/notifications/${first.dataset.id}/read`));
    await waitFor(() => expect(items()[0]!.dataset.read).toBe('true'));

    vi.useFakeTimers();
    const second = items()[1]!;
    swipe(second, -80);
    act(() => vi.advanceTimersByTime(SWIPE_FIRE_DELAY_MS + 10));
    vi.useRealTimers();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(calls).toContain(`DELETE /api/public/notifications/${second.dataset.id}`);
  });

  it('clears all after confirmation and then shows the empty state', async () => {
    renderScreen();
    await waitFor(() => expect(items()).toHaveLength(3));
    act(() => screen.getByTestId('clear-all').click());
    // A question whose button names the act, not the browser's OK/Cancel box.
    const question = await screen.findByRole('alertdialog', { name: 'Να διαγραφούν όλες οι ειδοποιήσεις;' });
    expect(calls).not.toContain('DELETE /api/public/notifications');
    act(() => within(question).getByRole('button', { name: 'Διαγραφή όλων' }).click());
    expect(await screen.findByText('Καμία ειδοποίηση')).toBeTruthy();
    expect(calls).toContain('DELETE /api/public/notifications');
  });
});
