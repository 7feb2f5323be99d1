/**
 * The user session of SPEC §3, persisted in localStorage under `state.user`. Logged in means a
 * non-empty `jwt`. Fields missing from (or malformed in) the stored copy take their defaults, so an
 * older saved session keeps working after the app gains new settings.
 */
import {
  createContext,
  createElement,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { adoptingDrawing, onPageAdopted } from './adoption.ts';

export type Language = 'el' | 'en';

export const SESSION_STORAGE_KEY = 'state.user';

export interface AppSettings {
  /** E-mail notifications. */
  email: boolean;
  pushNotification: boolean;
  /** `null` follows the device's colour scheme; otherwise forced dark (`true`) or light (`false`). */
  darkTheme: boolean | null;
  /** `null` follows the device language (see `lib/locale.ts`). */
  language: Language | null;
}

export interface DeviceLocation {
  lat: number;
  lng: number;
}

/** Named loading flags; `DEFAULT` is the app-wide overlay. */
export type LoadingFlags = { DEFAULT: boolean } & Record<string, boolean>;

export interface SessionData {
  jwt: string;
  refreshToken: string;
  cookiesAccepted: boolean;
  location: DeviceLocation | null;
  /** Followed artists and venues (ids). */
  topic: string[];
  initialized: boolean;
  igToken: string;
  loginBottomSheetOpen: boolean;
  appSettings: AppSettings;
  loading: LoadingFlags;
  showAds: boolean;
  redirectAfterSocialLogin?: string;
}

export interface SessionActions {
  setLanguage: (language: Language | null) => void;
  setDarkTheme: (darkTheme: boolean | null) => void;
  setInitialized: () => void;
  showLoading: (flag?: string) => void;
  hideLoading: (flag?: string) => void;
  /** Forgets the account on this device (SPEC §4); appearance settings stay, cookies stay accepted. */
  logout: () => void;
  /** Stores the tokens of a login or a refresh. */
  setTokens: (jwt: string, refreshToken: string) => void;
  /** Opens the login sheet; `redirect` is where to go after a social login (SPEC §2 login sheet). */
  openLoginSheet: (redirect?: string) => void;
  closeLoginSheet: () => void;
  setRedirectAfterSocialLogin: (path: string | undefined) => void;
  setNotificationSettings: (settings: Pick<AppSettings, 'email' | 'pushNotification'>) => void;
}

export type SessionState = SessionData & SessionActions;

/** A fresh session: logged out, settings following the device. */
export function createDefaultSession(): SessionData {
  return {
    jwt: '',
    refreshToken: '',
    cookiesAccepted: false,
    location: null,
    topic: [],
    initialized: false,
    igToken: '',
    loginBottomSheetOpen: false,
    appSettings: { email: true, pushNotification: true, darkTheme: null, language: null },
    loading: { DEFAULT: false },
    showAds: true,
  };
}

/** Fields that describe this run of the app only and are never written to storage. */
type TransientField = 'initialized' | 'loading' | 'loginBottomSheetOpen';
export type PersistedSession = Omit<SessionData, TransientField>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const pick = <T>(value: unknown, fallback: T, valid: (candidate: unknown) => boolean): T =>
  valid(value) ? (value as T) : fallback;

const isString = (value: unknown) => typeof value === 'string';
const isBoolean = (value: unknown) => typeof value === 'boolean';
const isLanguageOrNull = (value: unknown) => value === null || value === 'el' || value === 'en';
const isBooleanOrNull = (value: unknown) => value === null || typeof value === 'boolean';
const isLocation = (value: unknown) =>
  value === null || (isRecord(value) && typeof value.lat === 'number' && typeof value.lng === 'number');
const isStringList = (value: unknown) => Array.isArray(value) && value.every(isString);

/**
 * Combines a stored session with the current (default) one field by field: anything missing or of
 * the wrong type keeps the current value. Transient fields are never taken from storage.
 */
export function mergePersistedSession<T extends SessionData>(persisted: unknown, current: T): T {
  if (!isRecord(persisted)) return current;
  const settings = isRecord(persisted.appSettings) ? persisted.appSettings : {};
  const merged: T = {
    ...current,
    jwt: pick(persisted.jwt, current.jwt, isString),
    refreshToken: pick(persisted.refreshToken, current.refreshToken, isString),
    cookiesAccepted: pick(persisted.cookiesAccepted, current.cookiesAccepted, isBoolean),
    location: pick(persisted.location, current.location, isLocation),
    topic: pick(persisted.topic, current.topic, isStringList),
    igToken: pick(persisted.igToken, current.igToken, isString),
    showAds: pick(persisted.showAds, current.showAds, isBoolean),
    appSettings: {
      email: pick(settings.email, current.appSettings.email, isBoolean),
      pushNotification: pick(settings.pushNotification, current.appSettings.pushNotification, isBoolean),
      darkTheme: pick(settings.darkTheme, current.appSettings.darkTheme, isBooleanOrNull),
      language: pick(settings.language, current.appSettings.language, isLanguageOrNull),
    },
  };
  if (typeof persisted.redirectAfterSocialLogin === 'string') {
    merged.redirectAfterSocialLogin = persisted.redirectAfterSocialLogin;
  }
  return merged;
}

/** What is written to storage: everything except the transient fields. */
export function toPersistedSession(state: SessionState): PersistedSession {
  const persisted: PersistedSession = {
    jwt: state.jwt,
    refreshToken: state.refreshToken,
    cookiesAccepted: state.cookiesAccepted,
    location: state.location,
    topic: state.topic,
    igToken: state.igToken,
    appSettings: state.appSettings,
    showAds: state.showAds,
  };
  if (state.redirectAfterSocialLogin !== undefined) {
    persisted.redirectAfterSocialLogin = state.redirectAfterSocialLogin;
  }
  return persisted;
}

const sessionStore = createStore<SessionState>()(
  persist(
    (set) => ({
      ...createDefaultSession(),
      setLanguage: (language) => set((state) => ({ appSettings: { ...state.appSettings, language } })),
      setDarkTheme: (darkTheme) => set((state) => ({ appSettings: { ...state.appSettings, darkTheme } })),
      setInitialized: () => set({ initialized: true }),
      showLoading: (flag = 'DEFAULT') => set((state) => ({ loading: { ...state.loading, [flag]: true } })),
      hideLoading: (flag = 'DEFAULT') => set((state) => ({ loading: { ...state.loading, [flag]: false } })),
      logout: () =>
        set((state) => {
          const { redirectAfterSocialLogin: _dropped, ...rest } = state;
          return {
            ...rest,
            ...createDefaultSession(),
            initialized: state.initialized,
            appSettings: state.appSettings,
            cookiesAccepted: true,
            showAds: true,
          };
        }, true),
      setTokens: (jwt, refreshToken) => set({ jwt, refreshToken }),
      openLoginSheet: (redirect) =>
        set(
          redirect === undefined
            ? { loginBottomSheetOpen: true }
            : { loginBottomSheetOpen: true, redirectAfterSocialLogin: redirect },
        ),
      closeLoginSheet: () => set({ loginBottomSheetOpen: false }),
      setRedirectAfterSocialLogin: (path) =>
        set((state) => {
          if (path !== undefined) return { ...state, redirectAfterSocialLogin: path };
          const { redirectAfterSocialLogin: _dropped, ...rest } = state;
          return rest;
        }, true),
      setNotificationSettings: (settings) =>
        set((state) => ({ appSettings: { ...state.appSettings, ...settings } })),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: toPersistedSession,
      merge: mergePersistedSession,
    },
  ),
);

/**
 * Whether the screens see the session kept on this device, or the fresh one a page the server
 * drew was drawn with. While the app adopts such a page they see the fresh one, as the server did;
 * once the page is adopted, the stored one comes in as a transition: every part that depends on
 * the reader (menu links, favourites, an owner's controls) draws again in slices a phone can answer
 * a tap between. Read from the store directly, the switch came as an urgent re-render right after
 * the frame was adopted, and it made React adopt the whole page at once with it (the home page of a
 * signed-in reader: one 400–500 ms task on a phone four times slower).
 */
const SessionShown = createContext(true);

/**
 * Around the app: shows the stored session from the start, or, when the app adopts a page the
 * server drew, once that page is adopted; sooner if the session changes meanwhile (a sign-in, a
 * refreshed token, the login sheet opened).
 */
export function SessionAfterAdoption({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => !adoptingDrawing());
  useEffect(() => {
    if (shown) return;
    const show = () => startTransition(() => setShown(true));
    const stopWaiting = onPageAdopted(show);
    const stopListening = sessionStore.subscribe(show);
    return () => {
      stopWaiting();
      stopListening();
    };
  }, [shown]);
  return createElement(SessionShown.Provider, { value: shown }, children);
}

/**
 * A part of the session, re-rendering when it changes (`useSession((state) => state.jwt)`); the
 * store itself is reached as with zustand (`useSession.getState()`, `.setState`, `.persist`).
 */
function useSessionSlice<T>(selector: (state: SessionState) => T): T {
  const shown = useContext(SessionShown);
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => selector(shown ? sessionStore.getState() : sessionStore.getInitialState()),
    () => selector(sessionStore.getInitialState()),
  );
}

export const useSession = Object.assign(useSessionSlice, sessionStore);

// Another tab logged in, out, or refreshed the tokens: take its copy, so both tabs use the newest
// refresh token (an older one would count as reused and end the session).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) void useSession.persist.rehydrate();
  });
}

/** Logged in means a non-empty access token (SPEC §4). */
export const selectIsLoggedIn = (state: SessionData): boolean => state.jwt !== '';

// The page is marked while the session kept on this device is a signed-in one (theme-init.js marks
// it before the first paint): the stylesheet keeps a signed-out visitor's rows hidden for them,
// also while the screens still show the session a drawn page was drawn with.
if (typeof document !== 'undefined') {
  const markSignedIn = (state: SessionState) =>
    document.documentElement.toggleAttribute('data-signed-in', selectIsLoggedIn(state));
  markSignedIn(sessionStore.getState());
  sessionStore.subscribe(markSignedIn);
}
