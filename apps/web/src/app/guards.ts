/**
 * Who may open which screen (SPEC §2, §6). These only steer the visitor to the right place; the
 * server checks every permission again.
 */
import { can, isCompleteUser } from '@glentia/core';
import { currentActor } from '../lib/authorization.tsx';
import { type LoaderFunctionArgs, redirect } from '../lib/router/index.ts';
import { refreshSession } from '../lib/session-refresh.ts';
import { useSession } from '../stores/session.ts';

function loginWithRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/login?${new URLSearchParams({ redirect: url.pathname + url.search })}`);
}

/** Screens where arriving logged out also opens the login sheet (SPEC §2 /maps). */
const OPEN_SHEET_FOR = ['/maps'];

/**
 * Screens for logged-in people: everyone else goes to the login screen, then back here; a social
 * sign-up that has no username yet finishes that first.
 */
export function requireLogin({ request }: LoaderFunctionArgs) {
  const caller = currentActor();
  if (!caller) {
    const { pathname, search } = new URL(request.url);
    if (OPEN_SHEET_FOR.includes(pathname)) useSession.getState().openLoginSheet(pathname + search);
    return loginWithRedirect(request);
  }
  return isCompleteUser(caller) ? null : redirect('/register-social');
}

/** SPEC §2 `/glenti/edit`: opens only after a successful token refresh. */
export async function requireFreshLogin(args: LoaderFunctionArgs) {
  const refused = requireLogin(args);
  if (refused) return refused;
  return (await refreshSession()) === 'refreshed' ? null : redirect('/home');
}

/** `/register-social`: only for a signed-in account that still has to choose its username. */
export function requirePendingRegistration() {
  const caller = currentActor();
  if (!caller) return redirect('/login');
  return isCompleteUser(caller) ? redirect('/') : null;
}

/** The partner page: partners only, others go home. */
export function requirePartner() {
  return can(currentActor(), 'view', 'partnerOverview') ? null : redirect('/home');
}

/** The artist's own page: artists only, others go home. */
export function requireArtist() {
  return can(currentActor(), 'view', 'artistOverview') ? null : redirect('/home');
}

/** Admin screens: admins only, others go home. */
export function requireAdmin() {
  return can(currentActor(), 'open', 'adminArea') ? null : redirect('/home');
}

/** The login screen is for logged-out people; logged-in ones go home. */
export function redirectIfLoggedIn() {
  return currentActor() ? redirect('/') : null;
}

/** `/glentia/` names an event without an id: there is no such event (SPEC §2). */
export function rejectEmptyEventId({ request }: LoaderFunctionArgs) {
  return new URL(request.url).pathname.endsWith('/') ? redirect('/not-found') : null;
}
