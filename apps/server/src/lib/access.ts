/**
 * The server's side of the policies in `@glentia/core` (rules/permissions.ts): a service asks
 * `requireAccess(actor, action, resource)` before it works, and gets the signed-in actor back or an
 * error: 401 for a visitor (or an unfinished sign-up), 403 for an account the policy refuses.
 */
import {
  type Actor,
  type Collection,
  type CollectionAction,
  can,
  type EventAction,
  type EventResource,
  isActiveUser,
  type UserActor,
} from '@glentia/core';
import { ForbiddenError, UnauthorizedError } from './errors.ts';

export function requireAccess<C extends Collection>(
  actor: Actor,
  action: CollectionAction<C>,
  resource: C,
): UserActor;
export function requireAccess(
  actor: Actor,
  action: EventAction,
  resource: EventResource,
  refused?: () => Error,
): UserActor;
export function requireAccess(
  actor: Actor,
  action: PropertyKey,
  resource: Collection | EventResource,
  refused: () => Error = () => new ForbiddenError(),
): UserActor {
  if (!isActiveUser(actor)) throw new UnauthorizedError();
  const allowed =
    typeof resource === 'string'
      ? can(actor, action as CollectionAction<typeof resource>, resource)
      : can(actor, action as EventAction, resource);
  if (!allowed) throw refused();
  return actor;
}
