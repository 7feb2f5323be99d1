import { contract } from '@glentia/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_STORAGE_KEY, getDeviceId } from '../../../lib/device.ts';
import { i18n } from '../../../lib/i18n.ts';
import { offlineAlert } from '../../../lib/offline-alert.ts';
import { useSession } from '../../../stores/session.ts';
import { answer, requestsTo, stubApi } from '../../../test/api.ts';
import { makeToken } from '../../../test/fixtures.ts';
import { useLanguageSync } from './use-language-sync.ts';

const DEVICE = '0b7d2c1e-4a5f-4c3d-9e8f-1a2b3c4d5e6f';
const ACCOUNT = '6f1c2d8e-0000-4000-8000-000000000001';
const settings = {
  email: true,
  pushNotification: false,
  language: 'el' as const,
  darkTheme: null,
  digest: 'off' as const,
};

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('the reader’s language, told to the server', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, DEVICE);
    useSession.setState({ jwt: makeToken(), refreshToken: 'refresh' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.setState({ jwt: '', refreshToken: '' });
  });

  it('is sent once, as the account’s, when the app adopts a page the server drew for anyone', async () => {
    const fetch = stubApi(answer(contract.settings.update, () => settings));
    // Adopting a drawing: the first render sees the session the server drew with (none).
    renderHook(() => useLanguageSync(), { wrapper, hydrate: true });
    await waitFor(() => expect(localStorage.getItem('glentia.languageSent')).toBe(`u:${ACCOUNT}:el`));
    expect(requestsTo(fetch, contract.settings.update)).toHaveLength(1);
  });

  it('is not sent again on the next start once the server has it', async () => {
    localStorage.setItem('glentia.languageSent', `u:${ACCOUNT}:el`);
    const fetch = stubApi();
    renderHook(() => useLanguageSync(), { wrapper, hydrate: true });
    renderHook(() => useLanguageSync(), { wrapper });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is dropped without the offline alert when there is no connection', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = stubApi();
    renderHook(() => useLanguageSync(), { wrapper });
    // The request is refused once it has asked whether there is a connection.
    await waitFor(() => expect(onLine).toHaveBeenCalled());
    expect(offlineAlert.getState().open).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem('glentia.languageSent')).toBeNull();
    onLine.mockRestore();
  });

  it('sends a switch made while the first language is on its way after it, so the server keeps the last', async () => {
    await i18n.changeLanguage('el');
    const held: Array<() => void> = [];
    const languages: string[] = [];
    const fetch = stubApi(
      answer(contract.settings.update, async (request) => {
        languages.push((request.body as { language: string }).language);
        await new Promise<void>((resolve) => held.push(resolve));
        return settings;
      }),
    );
    renderHook(() => useLanguageSync(), { wrapper });
    await waitFor(() => expect(held).toHaveLength(1));
    // The reader switches to English before the server has answered for Greek.
    await act(() => i18n.changeLanguage('en'));
    expect(requestsTo(fetch, contract.settings.update)).toHaveLength(1);
    held[0]?.();
    await waitFor(() => expect(held).toHaveLength(2));
    held[1]?.();
    await waitFor(() => expect(localStorage.getItem('glentia.languageSent')).toBe(`u:${ACCOUNT}:en`));
    expect(languages).toEqual(['el', 'en']);
    // Back to Greek, answered too: nothing of this test is left on its way.
    await act(() => i18n.changeLanguage('el'));
    await waitFor(() => expect(held).toHaveLength(3));
    held[2]?.();
    await waitFor(() => expect(localStorage.getItem('glentia.languageSent')).toBe(`u:${ACCOUNT}:el`));
  });

  it('is sent for a device when it gets its id, without drawing anything again', async () => {
    localStorage.removeItem(DEVICE_ID_STORAGE_KEY);
    useSession.setState({ jwt: '', refreshToken: '' });
    const fetch = stubApi(answer(contract.settings.update, () => settings));
    let renders = 0;
    renderHook(
      () => {
        renders++;
        useLanguageSync();
      },
      { wrapper },
    );
    const drawn = renders;
    expect(fetch).not.toHaveBeenCalled();
    const device = getDeviceId();
    await waitFor(() => expect(localStorage.getItem('glentia.languageSent')).toBe(`d:${device}:el`));
    expect(requestsTo(fetch, contract.settings.update)).toHaveLength(1);
    // A state change here made React start adopting a drawn page over again.
    expect(renders).toBe(drawn);
  });
});
