import { describe, expect, it } from 'vitest';
import {
  can,
  canApprovePendingEvent,
  canEditEvent,
  canRunSeriesAt,
  isAdmin,
  isArtist,
  isPartner,
  isUploader,
  isUploaderOf,
  knownRoles,
  mayCall,
  mayRunArtistPages,
  mayRunVenues,
  normalizeRoles,
  type Role,
  seriesRuleNeedsVenues,
  type UserActor,
  whyNot,
  whyNotCall,
} from './permissions.ts';

describe('permissions', () => {
  const admin = { username: 'root', roles: ['admin', 'user'] as const };
  const maria = { username: 'Maria', roles: ['user'] as const };
  const partner = { username: 'venue', roles: ['partner', 'user'] as const };

  it('reads roles', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(maria)).toBe(false);
    expect(isPartner(partner)).toBe(true);
    expect(isAdmin(null)).toBe(false);
  });
  it.each([
    [admin, 'someone', true],
    [maria, 'maria', true],
    [maria, 'MARIA', true],
    [maria, 'giorgos', false],
    [maria, null, false],
    [partner, 'maria', false],
    [null, 'maria', false],
  ])('edit access %#', (caller, publishedFrom, allowed) => {
    expect(canEditEvent(caller, { publishedFrom })).toBe(allowed);
  });
  it('lets an admin run a series anywhere and a partner only at a venue they run', () => {
    expect(canRunSeriesAt(admin, false)).toBe(true);
    expect(canRunSeriesAt(partner, true)).toBe(true);
    expect(canRunSeriesAt(partner, false)).toBe(false);
    expect(canRunSeriesAt(maria, true)).toBe(false);
    expect(canRunSeriesAt(null, true)).toBe(false);
  });
  it('knows the uploader by username in any case, admin or not', () => {
    expect(isUploaderOf(maria, { publishedFrom: 'MARIA' })).toBe(true);
    expect(isUploaderOf(admin, { publishedFrom: 'someone' })).toBe(false);
    expect(isUploaderOf(admin, { publishedFrom: 'Root' })).toBe(true);
    expect(isUploaderOf(maria, { publishedFrom: null })).toBe(false);
  });
});

describe('can', () => {
  const actor = (roles: Role[], status: 'active' | 'pending' = 'active'): UserActor => ({
    kind: 'user',
    id: `id-${roles.join('-')}`,
    username: 'Maria',
    roles,
    status,
  });
  const visitor = { kind: 'visitor', deviceId: 'device-1' } as const;
  const event = (publishedFrom: string | null, ownerId: string | null = null) =>
    ({ type: 'event', publishedFrom, ownerId }) as const;

  it('lets any finished account contribute, and nobody else', () => {
    expect(can(actor(['user']), 'contribute', 'events')).toBe(true);
    expect(can(actor(['user'], 'pending'), 'contribute', 'events')).toBe(false);
    expect(can(visitor, 'contribute', 'events')).toBe(false);
    expect(can(null, 'contribute', 'events')).toBe(false);
  });

  it('keeps moderation and curation to admins, the overview to partners', () => {
    for (const [action, resource] of [
      ['moderate', 'events'],
      ['curate', 'venues'],
      ['curate', 'artists'],
      ['moderate', 'socialPosts'],
      ['manage', 'users'],
    ] as const) {
      expect(can(actor(['admin', 'user']), action as never, resource)).toBe(true);
      expect(can(actor(['partner', 'user']), action as never, resource)).toBe(false);
      expect(can(actor(['admin', 'user'], 'pending'), action as never, resource)).toBe(false);
    }
    expect(can(actor(['partner', 'user']), 'view', 'partnerOverview')).toBe(true);
    expect(can(actor(['admin', 'user']), 'view', 'partnerOverview')).toBe(false);
  });

  it('lets the uploader (by name, any case, or by account) and admins change an event', () => {
    const maria = actor(['user']);
    expect(can(maria, 'change', event('maria'))).toBe(true);
    expect(can(maria, 'delete', event(null, maria.id))).toBe(true);
    expect(can(maria, 'view', event('giorgos'))).toBe(false);
    expect(can(actor(['admin', 'user']), 'change', event('giorgos'))).toBe(true);
    expect(can(visitor, 'change', event('maria'))).toBe(false);
    expect(isUploader(visitor, event('maria'))).toBe(false);
  });

  it('refuses a visitor or an unfinished sign-up as signed out, whatever they ask', () => {
    expect(whyNot(visitor, 'moderate', 'events')).toBe('signedOut');
    expect(whyNot(actor(['admin', 'user'], 'pending'), 'change', event('maria'))).toBe('signedOut');
    expect(whyNot(null, 'view', 'partnerOverview')).toBe('signedOut');
    expect(whyNot(actor(['user']), 'moderate', 'events')).toBe('notAllowed');
  });

  it('keeps ads, users and unlimited writes to admins', () => {
    for (const [action, resource] of [
      ['manage', 'ads'],
      ['manage', 'users'],
      ['bypass', 'writeLimits'],
      ['open', 'adminArea'],
    ] as const) {
      expect(can(actor(['admin', 'user']), action as never, resource)).toBe(true);
      expect(can(actor(['partner', 'user']), action as never, resource)).toBe(false);
      expect(can(visitor, action as never, resource)).toBe(false);
    }
  });

  it('lets only an admin change an event that is over; its uploader may still delete it', () => {
    const maria = actor(['user']);
    const past = { ...event('maria'), past: true };
    expect(whyNot(maria, 'change', past)).toBe('past');
    expect(whyNot(actor(['user']), 'change', { ...event('giorgos'), past: true })).toBe('notAllowed');
    expect(can(maria, 'delete', past)).toBe(true);
    expect(can(actor(['admin', 'user']), 'change', { ...event('giorgos'), past: true })).toBe(true);
  });

  it('lets a partner view and change every event at a venue they run, not delete it', () => {
    const partner = actor(['partner', 'user']);
    const atTheirs = { ...event('giorgos'), venuePartnerId: partner.id };
    expect(can(partner, 'change', atTheirs)).toBe(true);
    expect(can(partner, 'view', atTheirs)).toBe(true);
    expect(whyNot(partner, 'delete', atTheirs)).toBe('notAllowed');
    expect(whyNot(partner, 'change', { ...atTheirs, past: true })).toBe('past');
    expect(whyNot(partner, 'change', { ...event('giorgos'), venuePartnerId: 'someone-else' })).toBe(
      'notAllowed',
    );
    expect(whyNot(partner, 'change', { ...event('giorgos'), venuePartnerId: null })).toBe('notAllowed');
    // The partner role is what counts: a user named on a venue (a role taken away) edits nothing there.
    const former = actor(['user']);
    expect(can(former, 'change', { ...event('giorgos'), venuePartnerId: former.id })).toBe(false);
  });

  it('lets an admin run a series at any venue, a partner only at one they run', () => {
    const partner = actor(['partner', 'user']);
    const theirs = { type: 'venue', partnerId: partner.id } as const;
    const another = { type: 'venue', partnerId: 'someone-else' } as const;
    expect(can(partner, 'runSeries', theirs)).toBe(true);
    expect(can(partner, 'runSeries', another)).toBe(false);
    expect(can(partner, 'runSeries', { type: 'venue', partnerId: null })).toBe(false);
    expect(can(actor(['admin', 'user']), 'runSeries', another)).toBe(true);
    expect(can(actor(['user']), 'runSeries', { type: 'venue', partnerId: 'id-user' })).toBe(false);
  });

  it('shows a venue’s numbers to the partner who runs it only, not to admins', () => {
    const partner = actor(['partner', 'user']);
    expect(can(partner, 'viewStatistics', { type: 'venue', partnerId: partner.id })).toBe(true);
    expect(can(partner, 'viewStatistics', { type: 'venue', partnerId: 'someone-else' })).toBe(false);
    expect(can(actor(['admin', 'user']), 'viewStatistics', { type: 'venue', partnerId: 'x' })).toBe(false);
  });

  it('lets an admin set roles, but not take the admin role from themselves', () => {
    const root = actor(['admin', 'user']);
    expect(can(root, 'setRoles', { type: 'account', id: 'other', roles: ['user'] })).toBe(true);
    expect(can(root, 'setRoles', { type: 'account', id: root.id, roles: ['admin', 'user'] })).toBe(true);
    expect(whyNot(root, 'setRoles', { type: 'account', id: root.id, roles: ['user'] })).toBe('ownAdminRole');
    expect(whyNot(actor(['partner', 'user']), 'setRoles', { type: 'account', id: 'x', roles: [] })).toBe(
      'notAllowed',
    );
  });
});

describe('the web app’s reading of its token', () => {
  const admin = { username: 'root', roles: ['admin'] as Role[] };
  const maria = { username: 'Maria', roles: ['user'] as Role[] };
  const partner = { username: 'venue', roles: ['partner', 'user'] as Role[] };

  it('is asked the same rules as an actor', () => {
    expect(can(admin, 'moderate', 'events')).toBe(true);
    expect(can(maria, 'moderate', 'events')).toBe(false);
    expect(can(maria, 'contribute', 'events')).toBe(true);
    expect(can({ username: '', roles: [] }, 'contribute', 'events')).toBe(false);
    expect(can(partner, 'view', 'partnerOverview')).toBe(true);
    expect(can(maria, 'change', { type: 'event', publishedFrom: 'MARIA', past: false })).toBe(true);
    expect(whyNot(maria, 'change', { type: 'event', publishedFrom: 'maria', past: true })).toBe('past');
  });

  it('asks for the partner’s venues only where the series rule turns on them', () => {
    expect(seriesRuleNeedsVenues(partner)).toBe(true);
    expect(seriesRuleNeedsVenues({ username: 'both', roles: ['admin', 'partner'] })).toBe(false);
    expect(seriesRuleNeedsVenues(maria)).toBe(false);
    expect(seriesRuleNeedsVenues(null)).toBe(false);
  });
});

describe('roles as stored', () => {
  it('give venues to partner accounts only', () => {
    expect(mayRunVenues({ roles: ['partner', 'user'] })).toBe(true);
    expect(mayRunVenues({ roles: ['admin', 'user'] })).toBe(false);
  });

  it('keep only the roles Glentia knows', () => {
    expect(knownRoles(['user', 'root', 'admin'])).toEqual(['admin', 'user']);
  });

  it('always keep the user role, once each, in a fixed order', () => {
    expect(normalizeRoles(['partner', 'admin', 'partner'])).toEqual(['admin', 'partner', 'user']);
    expect(normalizeRoles([])).toEqual(['user']);
  });
});

describe('route access levels', () => {
  const person = (roles: Role[], status: UserActor['status'] = 'active'): UserActor => ({
    kind: 'user',
    id: 'u1',
    username: 'maria',
    roles,
    status,
  });
  const visitor = { kind: 'visitor', deviceId: null } as const;
  const pending = person([], 'pending');
  const maria = person(['user']);
  const partner = person(['partner', 'user']);
  const admin = person(['admin', 'user']);

  it('let anyone call a public route', () => {
    expect(mayCall(visitor, 'public')).toBe(true);
    expect(mayCall(null, 'public')).toBe(true);
  });

  it('let any signed-in account call an account route, a sign-up not finished too', () => {
    expect(whyNotCall(visitor, 'account')).toBe('signedOut');
    expect(whyNotCall(pending, 'account')).toBeNull();
    expect(whyNotCall(maria, 'account')).toBeNull();
  });

  it('need a finished account for the other levels', () => {
    for (const access of ['user', 'partner', 'admin'] as const) {
      expect(whyNotCall(null, access)).toBe('signedOut');
      expect(whyNotCall(pending, access)).toBe('signedOut');
    }
    expect(whyNotCall(maria, 'user')).toBeNull();
  });

  it('need the level’s role for partner and admin routes', () => {
    expect(whyNotCall(maria, 'partner')).toBe('notAllowed');
    expect(whyNotCall(partner, 'partner')).toBeNull();
    expect(whyNotCall(partner, 'admin')).toBe('notAllowed');
    expect(whyNotCall(admin, 'admin')).toBeNull();
    expect(whyNotCall(admin, 'partner')).toBe('notAllowed');
  });
});

describe('artist accounts', () => {
  const person = (id: string, roles: Role[]): UserActor => ({
    kind: 'user',
    id,
    username: id,
    roles,
    status: 'active',
  });
  const artist = person('a1', ['artist', 'user']);
  const bandmate = person('a2', ['artist', 'user']);
  const stranger = person('a3', ['artist', 'user']);
  const formerArtist = person('a1', ['user']);
  const admin = person('root', ['admin', 'user']);
  const partner = person('p1', ['partner', 'user']);
  const page = { type: 'artist', accountIds: ['a1', 'a2'] } as const;

  it('know the artist role, between partner and user', () => {
    expect(normalizeRoles(['user', 'artist', 'admin'])).toEqual(['admin', 'artist', 'user']);
    expect(isArtist(artist)).toBe(true);
    expect(isArtist(partner)).toBe(false);
    expect(mayRunArtistPages({ roles: ['artist', 'user'] })).toBe(true);
    expect(mayRunArtistPages({ roles: ['partner', 'user'] })).toBe(false);
  });

  it('let an admin or an artist bound to the page edit it, band members alike', () => {
    expect(can(artist, 'edit', page)).toBe(true);
    expect(can(bandmate, 'edit', page)).toBe(true);
    expect(can(admin, 'edit', page)).toBe(true);
    expect(whyNot(stranger, 'edit', page)).toBe('notAllowed');
    expect(whyNot(partner, 'edit', page)).toBe('notAllowed');
    // Bound, but the role was taken away: no longer.
    expect(whyNot(formerArtist, 'edit', page)).toBe('notAllowed');
    expect(whyNot(null, 'edit', page)).toBe('signedOut');
  });

  it('show a page’s numbers to its artists only', () => {
    expect(can(artist, 'viewStatistics', page)).toBe(true);
    expect(can(admin, 'viewStatistics', page)).toBe(false);
    expect(can(stranger, 'viewStatistics', page)).toBe(false);
  });

  it('open the artist screen to artists and artist routes to the artist role', () => {
    expect(can(artist, 'view', 'artistOverview')).toBe(true);
    expect(can(partner, 'view', 'artistOverview')).toBe(false);
    expect(whyNotCall(artist, 'artist')).toBeNull();
    expect(whyNotCall(partner, 'artist')).toBe('notAllowed');
    expect(whyNotCall(admin, 'artist')).toBe('notAllowed');
  });

  it('let an admin approve any pending event, a partner those at their venues', () => {
    const atPartnersVenue = {
      type: 'event',
      publishedFrom: 'a1',
      ownerId: 'a1',
      venuePartnerId: 'p1',
    } as const;
    const atFreeVenue = { type: 'event', publishedFrom: 'a1', ownerId: 'a1', venuePartnerId: null } as const;
    expect(can(admin, 'approve', atPartnersVenue)).toBe(true);
    expect(can(admin, 'approve', atFreeVenue)).toBe(true);
    expect(can(partner, 'approve', atPartnersVenue)).toBe(true);
    expect(can(partner, 'approve', atFreeVenue)).toBe(false);
    // The uploader (an artist) never approves their own date.
    expect(can(artist, 'approve', atPartnersVenue)).toBe(false);
    expect(
      canApprovePendingEvent({ id: 'p1', username: 'p1', roles: ['partner', 'user'] }, atPartnersVenue),
    ).toBe(true);
    expect(canApprovePendingEvent(null, atPartnersVenue)).toBe(false);
  });
});
