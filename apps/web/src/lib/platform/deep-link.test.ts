import { describe, expect, it } from 'vitest';
import { deepLinkPath } from './deep-link.ts';

const id = '2ad612d7-69e6-4d81-9d84-423fc54b162c';

describe('deepLinkPath', () => {
  it('opens events from web links and their short form', () => {
    expect(deepLinkPath(`https://glentia.gr/glentia/${id}`)).toBe(`/glentia/${id}`);
    expect(deepLinkPath(`https://glentia.gr/g/${id}`)).toBe(`/glentia/${id}`);
    expect(deepLinkPath(`glentia://g/${id}`)).toBe(`/glentia/${id}`);
  });
  it('opens other Glentia pages as they are, and ignores what is not a link', () => {
    expect(deepLinkPath('https://glentia.gr/location/abc?x=1')).toBe('/location/abc?x=1');
    expect(deepLinkPath('https://glentia.gr/')).toBeNull();
    expect(deepLinkPath('not a url')).toBeNull();
  });
});
