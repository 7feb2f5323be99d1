import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookie-header.ts';

describe('cookieValue', () => {
  it('reads one cookie of a header, whatever the spaces around it', () => {
    const header = 'cc_cookie=%7B%22categories%22%3A%5B%5D%7D;  glentia_kept=1 ;other=a=b';
    expect(cookieValue(header, 'glentia_kept')).toBe('1');
    expect(cookieValue(header, 'cc_cookie')).toBe('%7B%22categories%22%3A%5B%5D%7D');
    // A value may hold "=" itself.
    expect(cookieValue(header, 'other')).toBe('a=b');
  });

  it('tells an empty cookie from a missing one, and a name from the end of another', () => {
    expect(cookieValue('glentia_kept=', 'glentia_kept')).toBe('');
    expect(cookieValue('not_glentia_kept=1; kept=1', 'glentia_kept')).toBeNull();
    expect(cookieValue('glentia_kept', 'glentia_kept')).toBeNull();
    expect(cookieValue(undefined, 'glentia_kept')).toBeNull();
    expect(cookieValue('', 'glentia_kept')).toBeNull();
  });

  it('takes the first of two cookies with one name', () => {
    expect(cookieValue('a=first; a=second', 'a')).toBe('first');
  });
});
