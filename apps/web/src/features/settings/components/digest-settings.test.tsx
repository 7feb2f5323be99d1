import { contract, type TSettings } from '@glentia/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { createDefaultSession, useSession } from '../../../stores/session.ts';
import { answer, requestsTo, stubApi } from '../../../test/api.ts';
import { renderAt } from '../../../test/render.tsx';
import { stubGrantedWebPush, unstubWebPush } from '../../../test/web-push.ts';
import { NotificationSettings } from './notification-settings.tsx';

/** A settings server: answers what it keeps and keeps what it is sent. */
function settingsServer(initial: Partial<TSettings> = {}) {
  let kept: TSettings = {
    email: true,
    pushNotification: true,
    language: 'el',
    darkTheme: null,
    digest: 'off',
    ...initial,
  };
  return stubApi(
    answer(contract.settings.get, () => kept),
    answer(contract.settings.update, (request) => {
      kept = { ...kept, ...(request.body as Partial<TSettings>) };
      return kept;
    }),
    answer(contract.devices.registerToken, () => undefined),
  );
}

describe('the weekly digest in the notification settings', () => {
  beforeEach(async () => {
    useSession.setState(createDefaultSession());
  });
  afterEach(() => {
    cleanup();
    unstubWebPush();
  });

  it('lets an account choose it by e-mail, then turn it off, in Greek', async () => {
    await i18n.changeLanguage('el');
    useSession.setState({ jwt: 'token' });
    const fetch = settingsServer();
    renderAt(<NotificationSettings />);
    expect(await screen.findByRole('heading', { name: 'Εβδομαδιαία σύνοψη' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Καθόλου' }).disabled).toBe(false),
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Με e-mail' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Με e-mail' }).checked).toBe(true),
    );
    expect(requestsTo(fetch, contract.settings.update).map((request) => request.body)).toEqual([
      { digest: 'email' },
    ]);

    fireEvent.click(screen.getByRole('radio', { name: 'Καθόλου' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Καθόλου' }).checked).toBe(true),
    );
    expect(requestsTo(fetch, contract.settings.update).map((request) => request.body)).toEqual([
      { digest: 'email' },
      { digest: 'off' },
    ]);
  });

  it('asks an account that picks push for nothing more once the browser allows notifications', async () => {
    await i18n.changeLanguage('en');
    useSession.setState({ jwt: 'token' });
    stubGrantedWebPush();
    const fetch = settingsServer();
    renderAt(<NotificationSettings />);
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Off' }).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'On this device' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: 'On this device' }).checked).toBe(true),
    );
    expect(requestsTo(fetch, contract.settings.update).map((request) => request.body)).toEqual([
      { digest: 'push' },
    ]);
    expect(screen.queryByText('To get it, allow notifications on this device.')).toBeNull();
  });

  it('offers a visitor the push only, and says it needs notifications allowed', async () => {
    await i18n.changeLanguage('en');
    const fetch = settingsServer();
    renderAt(<NotificationSettings />);
    const toggle = await screen.findByRole('switch', { name: 'Weekly digest on this device' });
    expect(screen.queryByRole('radio', { name: 'By e-mail' })).toBeNull();
    // Off, once this device's settings are in (the switch waits for them).
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(requestsTo(fetch, contract.settings.update).map((request) => request.body)).toEqual([
      { digest: 'push' },
    ]);
    // This browser cannot notify (no permission): the choice is kept, and nothing will come until it can.
    expect(await screen.findByText('To get it, allow notifications on this device.')).toBeTruthy();
  });
});
