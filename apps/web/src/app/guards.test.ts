import { beforeEach, describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from '../lib/router/index.ts';
import { createDefaultSession, useSession } from '../stores/session.ts';
import { makeToken } from '../test/fixtures.ts';
import {
  redirectIfLoggedIn,
  requireAdmin,
  requireLogin,
  requirePartner,
  requirePendingRegistration,
} from './guards.ts';

const args = (url: string) =>
  ({ request: new Request(`http://localhost${url}`), params: {} }) as unknown as LoaderFunctionArgs;
const locationOf = (result: unknown) => (result instanceof Response ? result.headers.get('Location') : null);
const signIn = (roles: string[]) => useSession.setState({ jwt: makeToken({ roles }), refreshToken: 'r' });

describe('route guards (SPEC §2, §6)', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState(createDefaultSession());
  });

  it('sends visitors to /login with the way back, and opens the login sheet for the map', () => {
    expect(locationOf(requireLogin(args('/uploaded?x=1')))).toBe('/login?redirect=%2Fuploaded%3Fx%3D1');
    expect(useSession.getState().loginBottomSheetOpen).toBe(false);
    expect(locationOf(requireLogin(args('/maps')))).toBe('/login?redirect=%2Fmaps');
    expect(useSession.getState()).toMatchObject({
      loginBottomSheetOpen: true,
      redirectAfterSocialLogin: '/maps',
    });
  });

  it('lets users in, and sends a social sign-up without a username to /register-social first', () => {
    signIn(['user']);
    expect(requireLogin(args('/uploaded'))).toBeNull();
    signIn([]);
    expect(locationOf(requireLogin(args('/uploaded')))).toBe('/register-social');
    expect(requirePendingRegistration()).toBeNull();
    signIn(['user']);
    expect(locationOf(requirePendingRegistration())).toBe('/');
  });

  it('keeps the partner page for partners and admin pages for admins; others go home', () => {
    signIn(['user']);
    expect(locationOf(requirePartner())).toBe('/home');
    expect(locationOf(requireAdmin())).toBe('/home');
    signIn(['partner', 'user']);
    expect(requirePartner()).toBeNull();
    signIn(['admin', 'user']);
    expect(requireAdmin()).toBeNull();
  });

  it('sends logged-in people away from /login', () => {
    expect(redirectIfLoggedIn()).toBeNull();
    signIn(['user']);
    expect(locationOf(redirectIfLoggedIn())).toBe('/');
  });
});
