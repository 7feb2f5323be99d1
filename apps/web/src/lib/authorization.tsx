/**
 * Who is signed in, for what the app shows (SPEC §6): `useActor()` reads the username and roles
 * from the access token, and `<Can do on>` shows its children only where core's permissions
 * (`@glentia/core` rules/permissions.ts) allow. Only to show or hide: the server decides every
 * request again with the same rules.
 */
import { can, type Decision, type RoleHolder } from '@glentia/core';
import { type ReactNode, useMemo } from 'react';
import { useSession } from '../stores/session.ts';
import { callerFromToken } from './jwt.ts';

/** The signed-in person as the access token names them, or null for a visitor. */
export function useActor(): RoleHolder | null {
  const jwt = useSession((state) => state.jwt);
  return useMemo(() => callerFromToken(jwt), [jwt]);
}

/** The same outside a component (route guards, one-off checks). */
export function currentActor(): RoleHolder | null {
  return callerFromToken(useSession.getState().jwt);
}

// The page is marked while the session kept on this device is an admin's (theme-init.js marks it
// before the first paint): the stylesheet keeps an admin's room for an event's controls, which
// come in with the session after the drawn page is on screen.
if (typeof document !== 'undefined') {
  const markModerator = () =>
    document.documentElement.toggleAttribute('data-moderator', can(currentActor(), 'moderate', 'events'));
  markModerator();
  useSession.subscribe(markModerator);
}

/** Whether the signed-in person may do `action` with `resource`, by core's permissions. */
export function useCan(...decision: Decision): boolean {
  return can(useActor(), ...decision);
}

/** `do` and `on` of one decision, typed together as core's permissions pair them. */
type Asked = Decision extends infer D ? (D extends [infer A, infer R] ? { do: A; on: R } : never) : never;

type CanProps = Asked & { children: ReactNode; fallback?: ReactNode };

/** Its children where core's permissions allow the signed-in person to `do` it `on` the resource. */
export function Can({ children, fallback = null, ...asked }: CanProps) {
  const allowed = useCan(...([asked.do, asked.on] as Decision));
  return <>{allowed ? children : fallback}</>;
}
