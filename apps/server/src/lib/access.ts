/**
 * The services' one access check. The route's access level (http/route.ts) decides who may call
 * at all; a service then asks `requireAccess(actor, action, resource)`, which takes the decision
 * from `@glentia/core` (rules/permissions.ts) and answers with the signed-in actor or an error:
 * 401 for a visitor (or an unfinished sign-up), 403 for an account the policy refuses, unless the
 * service names its own error for a refusal (an event's EVENT_NOT_OWNER, a series' venue).
 */
import { type Actor, type Decision, type Refusal, type UserActor, whyNot } from '@glentia/core';
import { ForbiddenError, UnauthorizedError } from './errors.ts';

/** The error a service answers with for each reason it may be refused; 403 where none is named. */
export type RefusalErrors = Partial<Record<Exclude<Refusal, 'signedOut'>, () => Error>>;

/** A decision of core's permissions, with the service's own errors for its refusals. */
type Check = Decision extends infer D
  ? D extends [infer A, infer R]
    ? [action: A, resource: R, errors?: RefusalErrors]
    : never
  : never;

export function requireAccess(actor: Actor, ...[action, resource, errors = {}]: Check): UserActor {
  const refusal = whyNot(actor, ...([action, resource] as Decision));
  if (refusal === 'signedOut' || actor.kind !== 'user') throw new UnauthorizedError();
  if (refusal) throw (errors[refusal] ?? (() => new ForbiddenError()))();
  return actor;
}
