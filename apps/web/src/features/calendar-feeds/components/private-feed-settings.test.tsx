import { contract, DEVICE_ID_HEADER } from '@glentia/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NECESSARY_ONLY, setConsent } from '../../../lib/consent-state.ts';
import { DEVICE_ID_STORAGE_KEY } from '../../../lib/device.ts';
import { i18n } from '../../../lib/i18n.ts';
import { nextTask } from '../../../lib/next-task.ts';
import { createDefaultSession, useSession } from '../../../stores/session.ts';
import { answer, stubApi } from '../../../test/api.ts';
import { renderAt } from '../../../test/render.tsx';
import { PrivateFeedSettings } from './private-feed-settings.tsx';

const URL_ONE = 'https://glentia.gr/feeds/private/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';

describe('my private calendar in settings', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('el');
    useSession.setState(createDefaultSession());
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('creates the secret link, shows and subscribes with it, then revokes it', async () => {
    let active = false;
    const status = () => ({ active, createdAt: active ? '2026-05-01T10:00:00.000Z' : null });
    stubApi(
      answer(contract.privateFeed.status, status),
      answer(contract.privateFeed.renew, () => {
        active = true;
        return { url: URL_ONE, createdAt: '2026-05-01T10:00:00.000Z' };
      }),
      answer(contract.privateFeed.revoke, () => {
        active = false;
        return status();
      }),
    );
    renderAt(<PrivateFeedSettings />);
    fireEvent.click(await screen.findByRole('button', { name: 'Δημιούργησε σύνδεσμο' }));

    await waitFor(() => expect(screen.getByDisplayValue(URL_ONE)).toBeTruthy());
    expect(screen.getByTestId('private-feed-webcal').getAttribute('href')).toBe(
      'webcal://glentia.gr/feeds/private/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
    );
    expect(screen.getByTestId('private-feed-google').getAttribute('href')).toContain('calendar.google.com');
    expect(await screen.findByText(/Ενεργός σύνδεσμος από/)).toBeTruthy();
    // The device keeps the address to show it again; the server has only its hash.
    expect(localStorage.getItem('glentia.private-feed.device')).toBe(URL_ONE);

    fireEvent.click(screen.getByRole('button', { name: 'Ακύρωση συνδέσμου' }));
    expect(await screen.findByText(/Ο σύνδεσμος ακυρώθηκε/)).toBeTruthy();
    expect(screen.queryByDisplayValue(URL_ONE)).toBeNull();
    expect(localStorage.getItem('glentia.private-feed.device')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Δημιούργησε σύνδεσμο' })).toBeTruthy();
  });

  it('asks nothing for a visitor whose device has no id, and gives it one when they make a link', async () => {
    setConsent(NECESSARY_ONLY);
    const asked: { method: string; device: string | null }[] = [];
    const record = ({ init, method }: { init: RequestInit | undefined; method: string }) =>
      asked.push({ method, device: new Headers(init?.headers).get(DEVICE_ID_HEADER) });
    stubApi(
      answer(contract.privateFeed.status, (request) => {
        record(request);
        return { active: true, createdAt: '2026-05-01T10:00:00.000Z' };
      }),
      answer(contract.privateFeed.renew, (request) => {
        record(request);
        return { url: URL_ONE, createdAt: '2026-05-01T10:00:00.000Z' };
      }),
    );
    renderAt(<PrivateFeedSettings />);
    // No address yet, and nothing to wait for.
    const create = await screen.findByRole('button', { name: 'Δημιούργησε σύνδεσμο' });
    expect(screen.queryByText('Φόρτωση…')).toBeNull();
    await act(nextTask);
    expect(asked).toEqual([]);

    // Made on request, with statistics declined: the address is this device's, so it gets its id.
    fireEvent.click(create);
    await waitFor(() => expect(screen.getByDisplayValue(URL_ONE)).toBeTruthy());
    const device = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    expect(device).toMatch(/^[0-9a-f-]{36}$/);
    expect(asked[0]).toEqual({ method: 'PUT', device });
    await waitFor(() => expect(asked.at(-1)).toEqual({ method: 'GET', device }));
  });

  it('uses the account’s link when signed in, and says where to see a link made elsewhere', async () => {
    useSession.setState({ jwt: 'token' });
    stubApi(
      answer(contract.privateFeed.status, () => ({ active: true, createdAt: '2026-05-01T10:00:00.000Z' })),
    );
    renderAt(<PrivateFeedSettings />);
    expect(await screen.findByText(/φαίνεται μόνο στη συσκευή/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Νέος σύνδεσμος' })).toBeTruthy();
  });
});
