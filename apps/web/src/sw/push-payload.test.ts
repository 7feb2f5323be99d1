import { describe, expect, it } from 'vitest';
import { openedUrl, readPushPayload } from './push-payload.ts';

describe('readPushPayload', () => {
  it('reads the server’s payload', () => {
    expect(
      readPushPayload(
        '{"id":"n1","title":"Νέο γλέντι","body":"Σάββατο","url":"/glentia/7","image":"https://x/y.webp"}',
      ),
    ).toEqual({
      id: 'n1',
      title: 'Νέο γλέντι',
      body: 'Σάββατο',
      url: '/glentia/7',
      image: 'https://x/y.webp',
    });
  });
  it('defaults what is missing and never opens an outside address', () => {
    expect(readPushPayload(null)).toEqual({
      id: null,
      title: 'Γλέντια',
      body: '',
      url: '/notifications',
      image: null,
    });
    expect(readPushPayload('{"url":"https://evil.example"}').url).toBe('/notifications');
    expect(readPushPayload('{"url":"//evil.example"}').url).toBe('/notifications');
    expect(readPushPayload('plain words').body).toBe('plain words');
  });
});

describe('openedUrl', () => {
  it('marks the address as opened from a push', () => {
    expect(openedUrl('/glentia/7')).toBe('/glentia/7?push=opened');
    expect(openedUrl('/glentia?x=1')).toBe('/glentia?x=1&push=opened');
  });
});
