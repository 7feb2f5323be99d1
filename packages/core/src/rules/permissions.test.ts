import { describe, expect, it } from 'vitest';
import {
  can,
  canEditEvent,
  canRunSeriesAt,
  isAdmin,
  isPartner,
  isUploader,
  isUploaderOf,
  type Role,
  type UserActor,
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
});
