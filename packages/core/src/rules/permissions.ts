/**
 * Who may do what (SPEC §5, §6): every access decision of Glentia is made here, and only here.
 * One `Actor` for whoever makes a request; `can(actor, action, resource)` for a collection by name
 * (`'venues'`) or one record (an event, a venue, an account); `whyNot` says why it is refused.
 * The server asks these in its services (apps/server lib/access.ts) after the route's access level
 * let the caller in; the web app asks the same to show or hide what the server would refuse
 * (apps/web lib/authorization.tsx).
 */

/** `artist`: an account bound to one or more artist pages (a band's members may share one). */
export const ROLES = ['admin', 'partner', 'artist', 'user'] as const;
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

/** Whom a decision is about: the server's actor, the web app's reading of its token, or no one. */
export type Who = Actor | RoleHolder | null | undefined;

/**
 * The signed-in person a decision is about, or null. A server actor counts once its account is
 * finished; the web app's reading of a token is taken as it is (a pending sign-up carries no roles).
 */
function signedIn(who: Who): RoleHolder | (UserActor & RoleHolder) | null {
  if (!who) return null;
  if (!('kind' in who)) return who;
  return isActiveUser(who) ? who : null;
}

/** Whether the person holds the role (a visitor holds none). */
const holds = (who: Who, role: Role): boolean => {
  if (!who || ('kind' in who && who.kind === 'visitor')) return false;
  return (who as RoleHolder).roles.includes(role);
};

export function isAdmin(who: Who): boolean {
  return holds(who, 'admin');
}

export function isPartner(who: Who): boolean {
  return holds(who, 'partner');
}

export function isArtist(who: Who): boolean {
  return holds(who, 'artist');
}

/** A finished account: one that may contribute (a pending sign-up or a visitor may not). */
export function isActiveUser(actor: Actor | null | undefined): actor is UserActor {
  return actor?.kind === 'user' && actor.status === 'active';
}

/** The roles Glentia knows among those stored or claimed, once each, in a fixed order. */
export function knownRoles(roles: readonly unknown[]): Role[] {
  return ROLES.filter((role) => roles.includes(role));
}

/** A logged-in person who has finished registering carries the `user` role (SPEC §6 isUser). */
export function isCompleteUser(caller: { roles: readonly Role[] } | null | undefined): boolean {
  return !!caller?.roles.includes('user');
}

/** Whether an account may be given venues to run: a partner account only. */
export function mayRunVenues(account: { roles: readonly unknown[] }): boolean {
  return account.roles.includes('partner');
}

/** Whether an account may be bound to artist pages: an artist account only. */
export function mayRunArtistPages(account: { roles: readonly unknown[] }): boolean {
  return account.roles.includes('artist');
}

/** Every account keeps the `user` role; roles are stored once each, in a fixed order. */
export function normalizeRoles(roles: readonly unknown[]): Role[] {
  return knownRoles([...roles, 'user']);
}

/** Whether the person uploaded the event: their username equals its publishedFrom, in any case. */
export function isUploaderOf(who: Who, event: { publishedFrom: string | null }): boolean {
  const holder = who && !('kind' in who && who.kind === 'visitor') ? (who as RoleHolder) : null;
  return (
    !!holder && !!event.publishedFrom && event.publishedFrom.toLowerCase() === holder.username.toLowerCase()
  );
}

/** One event as its policy needs it: who uploaded it, by account and by name; `past` once over. */
export interface EventResource {
  type: 'event';
  publishedFrom: string | null;
  ownerId?: string | null;
  /** Whether the event is over: then only an admin may still change it. */
  past?: boolean;
  /** The account of the partner running the event's venue (null or absent when none). */
  venuePartnerId?: string | null;
}

/** Whether the actor uploaded the event, by account or by name. */
export function isUploader(actor: Who, event: Omit<EventResource, 'type'>): boolean {
  if (!actor || !('kind' in actor)) return isUploaderOf(actor, event);
  if (actor.kind !== 'user') return false;
  return (!!event.ownerId && event.ownerId === actor.id) || isUploaderOf(actor, event);
}

/** Edit access (SPEC §5): an admin, or the uploader, whatever the date (`can` with `past` for more). */
export function canEditEvent(who: Who, event: { publishedFrom: string | null }): boolean {
  return can(who, 'delete', { type: 'event', publishedFrom: event.publishedFrom });
}

/**
 * Who may run a weekly series of nights at a venue: an admin anywhere, a partner only at a venue
 * they run. The server refuses any other venue as invalid input; the event form offers "Repeats"
 * only where this holds, and the event page links a series' nights to its form the same way.
 */
export function canRunSeriesAt(who: Who, runsVenue: boolean): boolean {
  const holder = signedIn(who);
  if (!holder) return false;
  return isAdmin(holder) || (isPartner(holder) && runsVenue);
}

/**
 * Whether `canRunSeriesAt` turns on which venues the person runs: for a partner who is not an
 * admin. The web app then reads their venues from the partner overview.
 */
export function seriesRuleNeedsVenues(who: Who): boolean {
  return isPartner(who) && !isAdmin(who);
}

/** A venue as its policy needs it: the account of the partner who runs it. */
export interface VenueResource {
  type: 'venue';
  partnerId: string | null;
}

/** An artist page as its policy needs it: the accounts bound to it (its artists). */
export interface ArtistResource {
  type: 'artist';
  accountIds: readonly string[];
}

/** A claim to run a venue or an artist page: whose it is. */
export interface ClaimResource {
  type: 'claim';
  userId: string;
}

/** An account whose roles an admin sets: who it is and the roles it would have. */
export interface AccountResource {
  type: 'account';
  id: string;
  roles: readonly Role[];
}

type Rule = (holder: RoleHolder) => boolean;

const admin: Rule = (holder) => isAdmin(holder);

/** Policies of whole collections: what an actor may do with them, whatever the item. */
const COLLECTIONS = {
  /** Submitting events, the form's pickers, place search, poster reading, one's own list. */
  events: {
    contribute: (holder) => 'kind' in holder || isCompleteUser(holder),
    moderate: admin,
  },
  venues: { curate: admin },
  artists: { curate: admin },
  ads: { manage: admin },
  socialPosts: { moderate: admin },
  users: { manage: admin },
  partnerOverview: { view: (holder) => isPartner(holder) },
  /** An artist's own screen: their pages, their dates and their numbers. */
  artistOverview: { view: (holder) => isArtist(holder) },
  /** Asking to run a venue or an artist page (any finished account); deciding the asks (admins). */
  claims: {
    make: (holder) => 'kind' in holder || isCompleteUser(holder),
    review: admin,
  },
  /** The admin's screens and tools: review, catalogue, users, ads, search links. */
  adminArea: { open: admin },
  /** Admins curate in bulk: their submissions and poster readings are not rate limited. */
  writeLimits: { bypass: admin },
} satisfies Record<string, Record<string, Rule>>;

export type Collection = keyof typeof COLLECTIONS;
export type CollectionAction<C extends Collection> = keyof (typeof COLLECTIONS)[C];

/**
 * Viewing an unpublished event, changing (editing, cancelling) or deleting one: its uploader or an
 * admin; the partner running its venue views and changes every event there (deleting stays with the
 * uploader and admins).
 */
export type EventAction = 'view' | 'change' | 'delete' | 'approve';
/** Running a series at a venue (an admin, or its partner); its numbers (its partner only). */
export type VenueAction = 'runSeries' | 'viewStatistics';
/**
 * Editing an artist page (bio, photo, links, Spotify id): an admin, or an artist bound to it;
 * its numbers: an artist bound to it.
 */
export type ArtistAction = 'edit' | 'viewStatistics';
/** Setting an account's roles. */
export type AccountAction = 'setRoles';
/** Confirming a claim with its mailed code: the claimant only. */
export type ClaimAction = 'confirm';

/**
 * Why a decision went against the actor: `signedOut` (a visitor or an unfinished sign-up),
 * `notAllowed` (the policy refuses), `past` (the event is over and only admins change it),
 * `ownAdminRole` (an admin cannot take the admin role from themselves, so Glentia is never left
 * without one by accident).
 */
export type Refusal = 'signedOut' | 'notAllowed' | 'past' | 'ownAdminRole';

/** Whether the venue is run by this person, the partner named on it. */
function runsVenue(holder: RoleHolder, venue: VenueResource): boolean {
  return 'id' in holder && !!venue.partnerId && venue.partnerId === holder.id;
}

/** Whether the person is the partner running the event's venue: they edit every event there. */
export function runsVenueOf(who: Who, event: Pick<EventResource, 'venuePartnerId'>): boolean {
  const holder = signedIn(who);
  if (!holder || !isPartner(holder)) return false;
  return runsVenue(holder, { type: 'venue', partnerId: event.venuePartnerId ?? null });
}

/**
 * Who may approve (publish) or send back a pending event: an admin anywhere; the partner running
 * its venue for events there. So a date an artist (or anyone) submits at a venue that has a partner
 * waits for that partner or an admin, and at any other venue for an admin.
 */
export function canApprovePendingEvent(who: Who, event: Pick<EventResource, 'venuePartnerId'>): boolean {
  const holder = signedIn(who);
  return !!holder && (isAdmin(holder) || runsVenueOf(holder, event));
}

/** Whether the person is an artist bound to this page. */
function runsArtistPage(holder: RoleHolder, page: ArtistResource): boolean {
  return isArtist(holder) && 'id' in holder && page.accountIds.includes(holder.id as string);
}

function artistRefusal(holder: RoleHolder, action: ArtistAction, page: ArtistResource): Refusal | null {
  if (action === 'edit') return isAdmin(holder) || runsArtistPage(holder, page) ? null : 'notAllowed';
  return runsArtistPage(holder, page) ? null : 'notAllowed';
}

function eventRefusal(holder: RoleHolder, action: EventAction, event: EventResource): Refusal | null {
  if (action === 'approve') return canApprovePendingEvent(holder, event) ? null : 'notAllowed';
  const venuePartner = action !== 'delete' && runsVenueOf(holder, event);
  if (!isAdmin(holder) && !isUploader(holder, event) && !venuePartner) return 'notAllowed';
  if (action === 'change' && event.past && !isAdmin(holder)) return 'past';
  return null;
}

function venueRefusal(holder: RoleHolder, action: VenueAction, venue: VenueResource): Refusal | null {
  if (action === 'runSeries') return canRunSeriesAt(holder, runsVenue(holder, venue)) ? null : 'notAllowed';
  return isPartner(holder) && runsVenue(holder, venue) ? null : 'notAllowed';
}

function accountRefusal(holder: RoleHolder, account: AccountResource): Refusal | null {
  if (!isAdmin(holder)) return 'notAllowed';
  if ('id' in holder && holder.id === account.id && !account.roles.includes('admin')) return 'ownAdminRole';
  return null;
}

/** What a decision may be about: a collection by name, or one record. */
export type Resource =
  | Collection
  | EventResource
  | VenueResource
  | ArtistResource
  | AccountResource
  | ClaimResource;

/** One question to the policies: an action and what it is done to, typed together. */
export type Decision =
  | { [C in Collection]: [action: CollectionAction<C>, resource: C] }[Collection]
  | [action: EventAction, resource: EventResource]
  | [action: VenueAction, resource: VenueResource]
  | [action: ArtistAction, resource: ArtistResource]
  | [action: AccountAction, resource: AccountResource]
  | [action: ClaimAction, resource: ClaimResource];

/** Why `who` may not do `action` with `resource`, or null when it may. */
export function whyNot(who: Who, ...[action, resource]: Decision): Refusal | null {
  const holder = signedIn(who);
  if (!holder) return 'signedOut';
  if (typeof resource === 'string') {
    const rules = COLLECTIONS[resource] as Record<string, Rule>;
    return rules[String(action)]?.(holder) ? null : 'notAllowed';
  }
  switch (resource.type) {
    case 'event':
      return eventRefusal(holder, action as EventAction, resource);
    case 'venue':
      return venueRefusal(holder, action as VenueAction, resource);
    case 'artist':
      return artistRefusal(holder, action as ArtistAction, resource);
    case 'account':
      return accountRefusal(holder, resource);
    case 'claim':
      return 'id' in holder && holder.id === resource.userId ? null : 'notAllowed';
  }
}

/** Whether `who` may do `action` with `resource` (`whyNot` says why not). */
export function can(who: Who, ...decision: Decision): boolean {
  return whyNot(who, ...decision) === null;
}

/**
 * A contract route's access level: `public` for anyone, `account` for any signed-in account (a
 * social sign-up without a username yet too), `user` for a finished account, `partner`, `artist`
 * and `admin` for a finished account with that role.
 */
export type RouteAccess = 'public' | 'account' | 'user' | 'partner' | 'artist' | 'admin';

/**
 * Why the actor may not call a route of this access level, or null when it may: `signedOut` for a
 * visitor, or for an unfinished sign-up where a finished account is needed; `notAllowed` when the
 * account lacks the level's role.
 */
export function whyNotCall(actor: Actor | null | undefined, access: RouteAccess): Refusal | null {
  if (access === 'public') return null;
  if (!actor || actor.kind === 'visitor') return 'signedOut';
  if (access === 'account') return null;
  if (!isActiveUser(actor)) return 'signedOut';
  if (access === 'user') return null;
  return holds(actor, access) ? null : 'notAllowed';
}

/** Whether the actor may call a route of this access level (`whyNotCall` says why not). */
export function mayCall(actor: Actor | null | undefined, access: RouteAccess): boolean {
  return whyNotCall(actor, access) === null;
}
