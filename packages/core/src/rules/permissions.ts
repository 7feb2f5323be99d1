/**
 * Who may do what (SPEC §5, §6): one `Actor` for whoever makes a request, and one policy per
 * resource, asked through `can(actor, action, resource)`. The server checks these in its services;
 * the web app asks the same to show or hide buttons.
 */

export const ROLES = ['admin', 'partner', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Someone without an account (or whose token was not sent); their own things go by device. */
export interface VisitorActor {
  kind: 'visitor';
  deviceId: string | null;
}

/** A signed-in account. `pending`: a Google/Apple sign-up that has not chosen a username yet. */
export interface UserActor {
  kind: 'user';
  id: string;
  username: string;
  roles: readonly Role[];
  status: 'active' | 'pending';
}

export type Actor = VisitorActor | UserActor;

/** What role checks need: an actor, or the username and roles the web app reads from its token. */
export type RoleHolder = Pick<UserActor, 'username' | 'roles'>;

const holderOf = (actor: Actor | RoleHolder | null | undefined): RoleHolder | null =>
  !actor || ('kind' in actor && actor.kind === 'visitor') ? null : (actor as RoleHolder);

export function isAdmin(actor: Actor | RoleHolder | null | undefined): boolean {
  return !!holderOf(actor)?.roles.includes('admin');
}

export function isPartner(actor: Actor | RoleHolder | null | undefined): boolean {
  return !!holderOf(actor)?.roles.includes('partner');
}

/** Whether the actor uploaded the event: their username equals its publishedFrom, in any case. */
export function isUploaderOf(actor: Actor | RoleHolder, event: { publishedFrom: string | null }): boolean {
  const holder = holderOf(actor);
  return (
    !!holder && !!event.publishedFrom && event.publishedFrom.toLowerCase() === holder.username.toLowerCase()
  );
}

/** Edit access (SPEC §5): an admin, or the uploader. */
export function canEditEvent(
  actor: Actor | RoleHolder | null | undefined,
  event: { publishedFrom: string | null },
): boolean {
  const holder = holderOf(actor);
  if (!holder) return false;
  return isAdmin(holder) || isUploaderOf(holder, event);
}

/**
 * Who may run a weekly series of nights at a venue: an admin anywhere, a partner only at a venue
 * they run. The server refuses any other venue as invalid input; the event form offers "Repeats"
 * only where this holds.
 */
export function canRunSeriesAt(actor: Actor | RoleHolder | null | undefined, runsVenue: boolean): boolean {
  const holder = holderOf(actor);
  if (!holder) return false;
  return isAdmin(holder) || (isPartner(holder) && runsVenue);
}

/** A finished account: one that may contribute (a pending sign-up or a visitor may not). */
export function isActiveUser(actor: Actor | null | undefined): actor is UserActor {
  return actor?.kind === 'user' && actor.status === 'active';
}

/** One event as its policy needs it: who uploaded it, by account and by name. */
export interface EventResource {
  type: 'event';
  publishedFrom: string | null;
  ownerId?: string | null;
}

/** Whether the actor uploaded the event, by account or by name. */
export function isUploader(actor: Actor, event: Omit<EventResource, 'type'>): boolean {
  if (actor.kind !== 'user') return false;
  return (!!event.ownerId && event.ownerId === actor.id) || isUploaderOf(actor, event);
}

type Rule = (actor: Actor) => boolean;

/** Policies of whole collections: what an actor may do with them, whatever the item. */
const COLLECTIONS = {
  /** Submitting events, the form's pickers, place search, poster reading, one's own list. */
  events: { contribute: isActiveUser, moderate: (actor) => isActiveUser(actor) && isAdmin(actor) },
  venues: { curate: (actor) => isActiveUser(actor) && isAdmin(actor) },
  artists: { curate: (actor) => isActiveUser(actor) && isAdmin(actor) },
  socialPosts: { moderate: (actor) => isActiveUser(actor) && isAdmin(actor) },
  users: { manage: (actor) => isActiveUser(actor) && isAdmin(actor) },
  partnerOverview: { view: (actor) => isActiveUser(actor) && isPartner(actor) },
} satisfies Record<string, Record<string, Rule>>;

export type Collection = keyof typeof COLLECTIONS;
export type CollectionAction<C extends Collection> = keyof (typeof COLLECTIONS)[C];

/** Viewing an unpublished event, changing (editing, cancelling) or deleting one: uploader or admin. */
export type EventAction = 'view' | 'change' | 'delete';

/**
 * Whether `actor` may do `action` with `resource`: a collection by name (`'venues'`), or one
 * event. Time rules (a past event no longer changes for its uploader) are the caller's to add.
 */
export function can<C extends Collection>(
  actor: Actor | null,
  action: CollectionAction<C>,
  resource: C,
): boolean;
export function can(actor: Actor | null, action: EventAction, resource: EventResource): boolean;
export function can(actor: Actor | null, action: PropertyKey, resource: Collection | EventResource): boolean {
  if (!isActiveUser(actor)) return false;
  if (typeof resource === 'string') {
    const rules = COLLECTIONS[resource] as Record<string, Rule>;
    return rules[String(action)]?.(actor) ?? false;
  }
  return isAdmin(actor) || isUploader(actor, resource);
}
