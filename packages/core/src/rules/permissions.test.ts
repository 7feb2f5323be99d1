import { describe, expect, it } from 'vitest';
import { canEditEvent, isAdmin, isPartner, isUploaderOf } from './permissions.ts';

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
  it('knows the uploader by username in any case, admin or not', () => {
    expect(isUploaderOf(maria, { publishedFrom: 'MARIA' })).toBe(true);
    expect(isUploaderOf(admin, { publishedFrom: 'someone' })).toBe(false);
    expect(isUploaderOf(admin, { publishedFrom: 'Root' })).toBe(true);
    expect(isUploaderOf(maria, { publishedFrom: null })).toBe(false);
  });
});
