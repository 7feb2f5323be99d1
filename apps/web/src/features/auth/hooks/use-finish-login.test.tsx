import { contract, pathOf } from '@glentia/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultSession, useSession } from '../../../stores/session.ts';
import { makeToken } from '../../../test/fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { stubGrantedWebPush, unstubWebPush } from '../../../test/web-push.ts';
import { useFinishLogin } from './use-finish-login.ts';

function LoginButton({ token }: { token: string }) {
  const finishLogin = useFinishLogin();
  return (
    <button
      type="button"
      onClick={() =>
        finishLogin(
          {
            access_token: token,
            refresh_token: 'r',
            token_type: 'Bearer',
            expires_in: 300,
            refresh_expires_in: 1800,
          },
          '/favorites',
        )
      }
    >
      log in
    </button>
  );
}

describe('finishing a login', () => {
  const posted: string[] = [];

  beforeEach(() => {
    posted.length = 0;
    useSession.setState(createDefaultSession());
    stubGrantedWebPush();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST') posted.push(String(input));
        return new Response(null, { status: 204 });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    unstubWebPush();
    localStorage.clear();
  });

  it('moves this browser’s push registration to the account when permission was granted', async () => {
    const router = renderAt(<LoginButton token={makeToken({ roles: ['user'] })} />, '/login');
    fireEvent.click(screen.getByRole('button', { name: 'log in' }));
    await waitFor(() => expect(posted).toEqual([pathOf(contract.devices.registerToken)]));
    expect(router.state.location.pathname).toBe('/favorites');
  });

  it('waits with it while a social account still needs a username', async () => {
    const router = renderAt(<LoginButton token={makeToken({ roles: [] })} />, '/login');
    fireEvent.click(screen.getByRole('button', { name: 'log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-social'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posted).toEqual([]);
  });
});
