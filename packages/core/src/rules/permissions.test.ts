import { describe, expect, it } from 'vitest';
import { canEditEvent, isAdmin, isPartner } from './permissions.ts';

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
});
