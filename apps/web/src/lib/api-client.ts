/**
 * The one way the web app talks to the Glentia API (SPEC §7): same-origin `fetch`, every request
 * carrying the interface language and, when logged in, the access token; the device id and name
 * only where the visitor's own things need them or their cookie choice allows (lib/device-scope.ts).
 * Answers of 300 and above become an `ApiError` with the server's own message.
 */
import {
  DEVICE_COUNTED_HEADER,
  DEVICE_ID_HEADER,
  DEVICE_NAME_HEADER,
  type InputOf,
  pathOf,
  type ResponseOf,
  type RouteContract,
  type TError,
} from '@glentia/core';
import { env } from '../config/env.ts';
import { useSession } from '../stores/session.ts';
import { consentAllows } from './consent-state.ts';
import { existingDeviceId, getDeviceId, getDeviceName } from './device.ts';
import { deviceScopeOf } from './device-scope.ts';
import { currentLanguage, i18n } from './i18n.ts';
import { nextTask } from './next-task.ts';
import { showOfflineAlert } from './offline-alert.ts';
import { isNativePlatform } from './platform/detect.ts';
import { refreshSession } from './session-refresh.ts';

/** Same origin on the web (the server serves both the app and the API); the phone apps call the API host. */
export const API_BASE_URL = isNativePlatform() ? env.nativeApiUrl : '';

/** An answer of status 300 or more, with the server's message in the interface language. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly body: Partial<TError> | null;

  constructor(status: number, message: string, body: Partial<TError> | null) {
    super(message);
    this.status = status;
    this.code = body?.code ?? `HTTP_${status}`;
    this.body = body;
  }
}

/** Raised before any request is made when the device has no connection. */
export class OfflineError extends Error {
  override readonly name = 'OfflineError';
}

/** Raised when the server could not be reached at all. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

function refuseOffline(options: Pick<RequestOptions, 'background'> = {}): OfflineError {
  if (!options.background) showOfflineAlert();
  return new OfflineError(i18n.t('errors.offline'));
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when it is `FormData`. */
  body?: unknown;
  /** Query parameters; lists are repeated (`?county=CHANIA&county=LASITHI`), empty values dropped. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** `false`: an answer of 401/403 is final, without refreshing the session (logout, for one). */
  refresh?: false;
  /** A signal the visitor did not ask for (a view, an ad seen): offline it is dropped, with no alert. */
  background?: true;
  /** A count sent without consent: no device id, no device name and no access token go with it. */
  anonymous?: true;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(key, String(item));
  }
  const search = params.toString();
  return `${API_BASE_URL}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
}

/** The device id a request to `path` may carry now, or null (SPEC §9: see lib/device-scope.ts). */
function deviceIdFor(path: string): string | null {
  const scope = deviceScopeOf(path);
  if (scope === 'none') return null;
  if (scope === 'own') return getDeviceId();
  if (scope === 'ads') return consentAllows('ads') ? getDeviceId() : null;
  if (consentAllows('analytics')) return getDeviceId();
  return scope === 'known' ? existingDeviceId() : null;
}

/** Headers a request to `path` carries (SPEC §7). */
export function baseHeaders(
  path: string,
  options: Pick<RequestOptions, 'anonymous'> = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  if (options.anonymous) return headers;
  const deviceId = deviceIdFor(path);
  if (deviceId) {
    headers[DEVICE_ID_HEADER] = deviceId;
    headers[DEVICE_NAME_HEADER] = getDeviceName();
    // Necessary requests carry the id too; only with statistics consent may the server count it.
    if (consentAllows('analytics')) headers[DEVICE_COUNTED_HEADER] = '1';
  }
  const { jwt } = useSession.getState();
  if (jwt) headers.Authorization = `Bearer ${jwt}`;
  return headers;
}

function isErrorBody(value: unknown): value is Partial<TError> {
  return typeof value === 'object' && value !== null && 'message' in value;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** The server's message in the interface language, or a general one when it sent none. */
function errorMessage(status: number, body: Partial<TError> | null): string {
  const language = currentLanguage();
  return body?.messages?.[language] || body?.message || i18n.t('errors.server', { status });
}

/**
 * Sends one request and returns the parsed answer typed as `T` (a type from `@glentia/core`).
 * SPEC §4/§7: a logged-in request answered 401 or 403 refreshes the session once and is retried
 * once; a POST still answered 403 logs out.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const sentToken = useSession.getState().jwt;
  try {
    return await sendRequest<T>(path, options);
  } catch (error) {
    if (!(error instanceof ApiError) || !sentToken || options.refresh === false || options.anonymous)
      throw error;
    if (error.status !== 401 && error.status !== 403) throw error;
    // Another request may have refreshed meanwhile; otherwise refresh now.
    if (useSession.getState().jwt === sentToken && (await refreshSession()) !== 'refreshed') throw error;
    if (!useSession.getState().jwt) throw error;
    try {
      return await sendRequest<T>(path, options);
    } catch (retryError) {
      if (retryError instanceof ApiError && retryError.status === 403 && options.method === 'POST') {
        useSession.getState().logout();
      }
      throw retryError;
    }
  }
}

async function sendRequest<T>(path: string, options: RequestOptions): Promise<T> {
  // A request is mostly asked for from React's work (a screen's query mounting, an effect): it
  // starts in a task of its own, so starting it does not lengthen that work, which a slow phone
  // feels as a page that does not answer.
  await nextTask();
  const method = options.method ?? 'GET';
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  // SPEC §4/§8: with no connection a request is refused after an alert. Screens read offline from
  // the copy the app keeps on the device (app/offline), and their queries wait for the connection.
  if (offline) throw refuseOffline(options);
  const headers = { ...baseHeaders(path, options), ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: body ?? null,
      signal: options.signal ?? null,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (offline || (typeof navigator !== 'undefined' && navigator.onLine === false))
      throw refuseOffline(options);
    throw new NetworkError(i18n.t('errors.network'), { cause: error });
  }
  const parsed = await readBody(response);
  if (response.status >= 300) {
    const errorBody = isErrorBody(parsed) ? parsed : null;
    throw new ApiError(response.status, errorMessage(response.status, errorBody), errorBody);
  }
  return parsed as T;
}

/** How a call is made, beyond what the route itself says. */
export type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'query'>;

type CallArguments<R extends RouteContract> =
  Record<string, never> extends InputOf<R>
    ? [input?: InputOf<R>, options?: CallOptions]
    : [input: InputOf<R>, options?: CallOptions];

/**
 * Calls one route of the contract (`@glentia/core` `contract`): the path, method and the types of
 * what is sent and answered all come from the route, so none is written here.
 *
 *   const event = await call(contract.events.get, { params: { id } }, { signal });
 */
export function call<R extends RouteContract>(route: R, ...[input, options]: CallArguments<R>) {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  return apiRequest<ResponseOf<R>>(pathOf(route, params), {
    ...options,
    method: route.method,
    ...(body !== undefined ? { body } : {}),
    ...(query ? { query: query as Record<string, QueryValue> } : {}),
  });
}

/** A message fit to show a person for anything a request threw. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError || error instanceof OfflineError || error instanceof NetworkError) {
    return error.message;
  }
  return i18n.t('errors.pageMessage');
}
