import { describe, expect, it } from 'vitest';
import { eventIdFromHost, subdomainEventPath } from './subdomain.ts';

const ID = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';

describe('eventIdFromHost', () => {
  it('reads the event id from its subdomain', () => {
    expect(eventIdFromHost(`${ID}.glentia.gr`, 'glentia.gr')).toBe(ID);
    expect(eventIdFromHost(`${ID.toUpperCase()}.Glentia.GR`, 'glentia.gr')).toBe(ID);
    expect(eventIdFromHost(`${ID}.glentia.gr.`, 'glentia.gr')).toBe(ID);
  });

  it.each([
    ['the base host', 'glentia.gr'],
    ['www', 'www.glentia.gr'],
    ['a non-uuid label', 'events.glentia.gr'],
    ['a deeper subdomain', `x.${ID}.glentia.gr`],
    ['another site', `${ID}.example.com`],
    ['a look-alike host', `${ID}.notglentia.gr`],
    ['localhost', 'localhost'],
  ])('finds nothing on %s', (_name, hostname) => {
    expect(eventIdFromHost(hostname, 'glentia.gr')).toBeNull();
  });

  it('is off when no base host is configured', () => {
    expect(eventIdFromHost(`${ID}.glentia.gr`, null)).toBeNull();
    expect(eventIdFromHost(`${ID}.glentia.gr`, '')).toBeNull();
  });
});

describe('subdomainEventPath', () => {
  it('opens the event page from the root of its subdomain', () => {
    expect(subdomainEventPath({ hostname: `${ID}.glentia.gr`, pathname: '/' }, 'glentia.gr')).toBe(
      `/glentia/${ID}`,
    );
    expect(subdomainEventPath({ hostname: `${ID}.glentia.gr`, pathname: '/home' }, 'glentia.gr')).toBe(
      `/glentia/${ID}`,
    );
  });

  it('leaves other pages of the subdomain and other hosts alone', () => {
    expect(subdomainEventPath({ hostname: `${ID}.glentia.gr`, pathname: '/help' }, 'glentia.gr')).toBeNull();
    expect(subdomainEventPath({ hostname: 'glentia.gr', pathname: '/' }, 'glentia.gr')).toBeNull();
  });
});
