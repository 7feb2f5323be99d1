import { describe, expect, it } from 'vitest';
import {
  drawnLanguage,
  firstScreenImage,
  injectFirstScreen,
  isPhone,
  isServerDrawn,
} from './first-screen.ts';

const INDEX = '<html lang="el"><head><title>Γλέντια</title></head><body><div id="root"></div></body></html>';

describe('first screen drawn on the server', () => {
  it('draws the public pages people open from links, without a query', () => {
    for (const url of ['/', '/glentia', '/glentia/abc', '/location/abc', '/artist/abc'])
      expect(isServerDrawn(url)).toBe(true);
    for (const url of ['/glentia/search', '/glentia?refresh=1', '/favorites', '/maps', '/glentia/a/b'])
      expect(isServerDrawn(url)).toBe(false);
  });

  it('draws for phones only', () => {
    expect(isPhone('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36')).toBe(
      true,
    );
    expect(isPhone('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isPhone('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36')).toBe(
      false,
    );
    expect(isPhone(undefined)).toBe(false);
  });

  it('puts the drawing inside the root, inert, its answers beside it and its poster preloaded', () => {
    const html = injectFirstScreen(
      INDEX,
      {
        html: '<main><img src="/uploads/p-thumb.webp" fetchPriority="high"/><h3>Γλέντι</h3></main>',
        state: { queries: [{ note: '</script><script>alert(1)</script>' }] },
      },
      'el',
    );
    expect(html).toContain('<div id="root"><div inert lang="el" data-first-screen><main>');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/p-thumb.webp" fetchpriority="high" />',
    );
    expect(html).toContain('<script type="application/json" id="glentia-state">');
    // Text inside the answers can never close the script element.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(firstScreenImage('<img src="/a.webp" loading="lazy"/>')).toBeNull();
  });

  it('draws in the language a first visit from the device gets, and says which', () => {
    const phone =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
    expect(drawnLanguage({ 'accept-language': 'el-GR,el;q=0.9,en;q=0.8', 'user-agent': phone })).toBe('el');
    expect(drawnLanguage({ 'accept-language': 'en-GB,en;q=0.9', 'user-agent': phone })).toBe('en');
    expect(drawnLanguage({ 'user-agent': 'Googlebot/2.1' })).toBe('el');
    const html = injectFirstScreen(INDEX, { html: '<main>Glentia</main>', state: {} }, 'en');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<div inert lang="en" data-first-screen><main>Glentia</main>');
  });
});
