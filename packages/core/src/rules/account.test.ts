import { describe, expect, it } from 'vitest';

/** The query-string reader of a browser or Node, without needing their type libraries here. */
const params = (search: string) => {
  const entries = new Map(
    search.split('&').map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]),
  );
  return { get: (name: string) => entries.get(name) ?? null };
};

import {
  canSubmitPasswordChange,
  isValidPassword,
  isValidUsername,
  readSocialLoginReturn,
  sameUsername,
  suggestUsername,
} from './account.ts';

describe('usernames and passwords', () => {
  it.each([
    ['maria', true],
    ['Μαρία_1', true],
    ['giorgos.k-2', true],
    ['ab', false],
    ['.maria', false],
    ['maria papa', false],
    ['[deleted]', false],
    ['x'.repeat(31), false],
  ])('username %s valid: %s', (username, valid) => {
    expect(isValidUsername(username)).toBe(valid);
  });

  it('needs passwords of 8 to 200 characters', () => {
    expect(isValidPassword('123456789')).toBe(false);
    expect(isValidPassword('kalo-taxidi')).toBe(true);
    expect(isValidPassword('x'.repeat(201))).toBe(false);
  });

  it('compares usernames without case, Greek included', () => {
    expect(sameUsername('ΜΑΡΙΑ', 'μαρια')).toBe(true);
    expect(sameUsername('maria', 'mario')).toBe(false);
  });

  it('suggests a username from a name or an e-mail address', () => {
    expect(suggestUsername('Μαρία Παπαδάκη')).toBe('μαρία.παπαδάκη');
    expect(suggestUsername('giorgos@example.com')).toBe('giorgos');
    expect(suggestUsername('!!')).toBe('');
  });
});

describe('password change (SPEC §5)', () => {
  it.each([
    ['secret-1', 'secret-1', true],
    ['secret-1', 'secret-2', false],
    ['', '', false],
    ['secret-1', '', false],
  ])('%s / %s → %s', (password, confirmation, allowed) => {
    expect(canSubmitPasswordChange(password, confirmation)).toBe(allowed);
  });
});

describe('social login return', () => {
  it('needs a code with session_state or state', () => {
    expect(readSocialLoginReturn(params('code=abc&session_state=s1'))).toEqual({
      code: 'abc',
      state: null,
      sessionState: 's1',
      iss: null,
    });
    expect(readSocialLoginReturn(params('code=abc&state=xyz&iss=https%3A%2F%2Fid'))).toEqual({
      code: 'abc',
      state: 'xyz',
      sessionState: null,
      iss: 'https://id',
    });
    expect(readSocialLoginReturn(params('code=abc'))).toBeNull();
    expect(readSocialLoginReturn(params('state=xyz'))).toBeNull();
  });
});
