import { beforeEach, describe, expect, it } from 'vitest';
import {
  createDefaultSession,
  mergePersistedSession,
  SESSION_STORAGE_KEY,
  selectIsLoggedIn,
  useSession,
} from './session.ts';

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState(createDefaultSession());
  });

  it('starts logged out with the defaults of SPEC §3', () => {
    const state = useSession.getState();
    expect(state.jwt).toBe('');
    expect(state.refreshToken).toBe('');
    expect(state.cookiesAccepted).toBe(false);
    expect(state.location).toBeNull();
    expect(state.topic).toEqual([]);
    expect(state.loading).toEqual({ DEFAULT: false });
    expect(state.showAds).toBe(true);
    expect(state.appSettings).toEqual({
      email: true,
      pushNotification: true,
      darkTheme: null,
      language: null,
    });
    expect(selectIsLoggedIn(state)).toBe(false);
  });

  it('fills fields missing from an older stored session with defaults', () => {
    const merged = mergePersistedSession(
      { jwt: 'a.b.c', topic: ['t1'], appSettings: { language: 'en' } },
      createDefaultSession(),
    );
    expect(merged.jwt).toBe('a.b.c');
    expect(merged.topic).toEqual(['t1']);
    expect(merged.appSettings).toEqual({
      email: true,
      pushNotification: true,
      darkTheme: null,
      language: 'en',
    });
    expect(merged.showAds).toBe(true);
    expect(selectIsLoggedIn(merged)).toBe(true);
  });

  it('ignores stored values of the wrong type and never restores run-time flags', () => {
    const merged = mergePersistedSession(
      {
        jwt: 42,
        topic: 'not-a-list',
        location: { lat: 'x' },
        appSettings: { darkTheme: 'yes', language: 'de', email: false },
        loading: { DEFAULT: true },
        initialized: true,
        loginBottomSheetOpen: true,
      },
      createDefaultSession(),
    );
    expect(merged.jwt).toBe('');
    expect(merged.topic).toEqual([]);
    expect(merged.location).toBeNull();
    expect(merged.appSettings).toEqual({
      email: false,
      pushNotification: true,
      darkTheme: null,
      language: null,
    });
    expect(merged.loading).toEqual({ DEFAULT: false });
    expect(merged.initialized).toBe(false);
    expect(merged.loginBottomSheetOpen).toBe(false);
  });

  it('saves settings under state.user without the run-time flags', () => {
    useSession.getState().setLanguage('en');
    useSession.getState().setDarkTheme(true);
    useSession.getState().showLoading();
    const saved = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(saved.state.appSettings).toMatchObject({ language: 'en', darkTheme: true });
    expect(saved.state).not.toHaveProperty('loading');
    expect(saved.state).not.toHaveProperty('initialized');
    expect(useSession.getState().loading.DEFAULT).toBe(true);
  });

  it("marks the page as a signed-in reader's while the kept session is signed in, for the stylesheet", () => {
    const marked = () => document.documentElement.hasAttribute('data-signed-in');
    expect(marked()).toBe(false);
    useSession.getState().setTokens('a.b.c', 'refresh');
    expect(marked()).toBe(true);
    useSession.getState().setTokens('d.e.f', 'refresh-2');
    expect(marked()).toBe(true);
    useSession.getState().logout();
    // Signed out, the menu's "Log in" row is shown again.
    expect(marked()).toBe(false);
  });

  it('logout forgets the account but keeps appearance, accepts cookies and shows ads', () => {
    useSession.setState({ jwt: 'a.b.c', refreshToken: 'r', topic: ['t'], showAds: false });
    useSession.getState().setLanguage('en');
    useSession.getState().logout();
    const state = useSession.getState();
    expect(state.jwt).toBe('');
    expect(state.refreshToken).toBe('');
    expect(state.topic).toEqual([]);
    expect(state.cookiesAccepted).toBe(true);
    expect(state.showAds).toBe(true);
    expect(state.appSettings.language).toBe('en');
    expect(typeof state.setLanguage).toBe('function');
  });
});
