/** Roles and what they allow (SPEC §6). The server enforces these; the web app only mirrors them. */

export const ROLES = ['admin', 'partner', 'user'] as const;
export type Role = (typeof ROLES)[number];

export interface Caller {
  username: string;
  roles: readonly Role[];
}

export function isAdmin(caller: Caller | null | undefined): boolean {
  return !!caller?.roles.includes('admin');
}

export function isPartner(caller: Caller | null | undefined): boolean {
  return !!caller?.roles.includes('partner');
}

/** Whether the caller uploaded the event: their username equals its publishedFrom, in any case. */
export function isUploaderOf(caller: Caller, event: { publishedFrom: string | null }): boolean {
  return !!event.publishedFrom && event.publishedFrom.toLowerCase() === caller.username.toLowerCase();
}

/** Edit access (SPEC §5): an admin, or the uploader. */
export function canEditEvent(
  caller: Caller | null | undefined,
  event: { publishedFrom: string | null },
): boolean {
  if (!caller) return false;
  return isAdmin(caller) || isUploaderOf(caller, event);
}
