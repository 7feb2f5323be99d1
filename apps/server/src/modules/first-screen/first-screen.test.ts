import { describe, expect, it } from 'vitest';
import {
  drawnLanguage,
  drawsWide,
  firstScreenImage,
  forBrowser,
  injectFirstScreen,
  isServerDrawn,
  requestOrigin,
  startAppAfterPaint,
} from './first-screen.ts';

const INDEX = '<html lang="el"><head><title>Γλέντια</title></head><body><div id="root"></div></body></html>';

describe('first screen drawn on the server', () => {
  it('draws the public pages people open from links, without a query', () => {
    for (const url of ['/', '/glentia', '/glentia/abc', '/location/abc', '/artist/abc'])
      expect(isServerDrawn(url)).toBe(true);
    for (const url of ['/glentia/search', '/glentia?refresh=1', '/favorites', '/maps', '/glentia/a/b'])
      expect(isServerDrawn(url)).toBe(false);
  });

  it('draws a phone’s frame for phones and a wide window’s for every other browser', () => {
    expect(
      drawsWide('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36'),
    ).toBe(false);
    expect(drawsWide('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(false);
    expect(drawsWide('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36')).toBe(
      true,
    );
    expect(drawsWide(undefined)).toBe(true);
    const page = { html: '<main>Γλέντια</main>', state: {}, seed: 2 };
    expect(injectFirstScreen(INDEX, page, 'el', true)).toContain('data-seed="2" data-wide>');
    expect(injectFirstScreen(INDEX, page, 'el')).not.toContain('data-wide');
  });

  it('asks for the app’s scripts only once the drawing is painted, keeping its stylesheet', () => {
    const index = [
      '<html lang="el"><head>',
      '    <script src="/theme-init.js"></script>',
      '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/react-2.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/router-3.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/index-4.css">',
      '  <link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>',
    ].join('\n');
    const html = startAppAfterPaint(index);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    // The manifest (and the icon the browser fetches with it) waits for the paint too.
    expect(html).not.toContain('rel="manifest"');
    expect(html).toContain(
      '<script src="/app-start.js" data-entry="/assets/index-1.js" data-preload="/assets/react-2.js /assets/router-3.js" data-manifest="/manifest.webmanifest" defer></script>',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">');
    const drawn = injectFirstScreen(
      index,
      { html: '<img src="/p.webp" fetchpriority="high">', state: {}, seed: 1 },
      'el',
    );
    // The poster is asked for ahead of every script.
    expect(drawn.indexOf('rel="preload" as="image"')).toBeLessThan(drawn.indexOf('<script'));
  });

  it('puts the drawing inside the root, usable at once, its answers beside it and its poster preloaded', () => {
    const html = injectFirstScreen(
      INDEX,
      {
        html: '<main><img src="/uploads/p-thumb.webp" fetchPriority="high"/><h3>Γλέντι</h3></main>',
        state: { queries: [{ note: '</script><script>alert(1)</script>' }] },
        seed: 7,
      },
      'el',
    );
    expect(html).toContain('<div id="root" lang="el" data-first-screen data-seed="7"><main>');
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
    const html = injectFirstScreen(INDEX, { html: '<main>Glentia</main>', state: {}, seed: 3 }, 'en');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<div id="root" lang="en" data-first-screen data-seed="3"><main>Glentia</main>');
    expect(html).not.toContain('glentia-names');
  });

  it('puts the names an English drawing wrote in Latin letters beside it, never as markup', () => {
    const names = { 'Ταβέρνα Η Κληματαριά': 'Taverna Klimataria', '</script><b>': 'x' };
    const html = injectFirstScreen(
      INDEX,
      { html: '<main>Taverna Klimataria</main>', state: {}, seed: 3, names },
      'en',
    );
    const script = html.match(/<script type="application\/json" id="glentia-names">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(script!)).toEqual(names);
    expect(html).not.toContain('</script><b>');
  });

  it('moves what the drawing asks to have in the head there, so the app finds it where it keeps it', () => {
    const index = INDEX.replace('</head>', '<script src="/theme-init.js"></script></head>');
    const html = injectFirstScreen(
      index,
      {
        html: [
          '<link rel="preload" as="image" href="/uploads/p-thumb.webp" fetchPriority="high"/>',
          '<link rel="alternate" type="application/rss+xml" title="Γλέντια" href="/feeds/search.rss"/>',
          '<main><img src="/uploads/p-thumb.webp" fetchPriority="high"/></main>',
        ].join(''),
        state: {},
        seed: 5,
      },
      'el',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="alternate" type="application/rss+xml"');
    // The drawing's own preload of its poster is used, not a second one.
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
    expect(head.indexOf('rel="preload"')).toBeLessThan(head.indexOf('<script'));
    expect(html).toContain('data-seed="5"><main><img');
  });

  it('lists each of the page’s feeds once: the drawing’s own links, and the calendar’s that it has not', () => {
    const feed = 'https://glentia.gr/feeds/artist/a1';
    const index = INDEX.replace(
      '</head>',
      [
        `<link rel="alternate" type="application/rss+xml" title="Ψαραντώνης" href="${feed}.rss" />`,
        `<link rel="alternate" type="application/atom+xml" title="Ψαραντώνης" href="${feed}.atom" />`,
        `<link rel="alternate" type="text/calendar" title="Ψαραντώνης" href="${feed}.ics" />`,
        '</head>',
      ].join('\n    '),
    );
    const html = injectFirstScreen(
      index,
      {
        html: [
          `<link rel="alternate" type="application/rss+xml" title="Γλέντια: Ψαραντώνης" href="${feed}.rss"/>`,
          `<link rel="alternate" type="application/atom+xml" title="Γλέντια: Ψαραντώνης" href="${feed}.atom"/>`,
          '<main>Ψαραντώνης</main>',
        ].join(''),
        state: {},
        seed: 4,
      },
      'el',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    for (const extension of ['rss', 'atom', 'ics'])
      expect(head.split(`href="${feed}.${extension}"`)).toHaveLength(2);
    expect(head).toContain('title="Γλέντια: Ψαραντώνης" href="https://glentia.gr/feeds/artist/a1.rss"');
    expect(head).toContain('type="text/calendar"');
  });

  // React preloads an image by its narrower copies (`imagesrcset`); the server adds no second
  // preload, neither of the original nor of a card's thumbnail (its `src`).
  it.each([
    ['a banner', '/uploads/ad.webp', '/uploads/ad.webp?w=320 320w, /uploads/ad.webp?w=800 800w'],
    ["a card's thumbnail", '/uploads/p-thumb.webp', '/uploads/p.webp?w=320 320w, /uploads/p.webp?w=640 640w'],
  ])('takes the preload by copies for %s, asking for nothing else', (_, src, copies) => {
    const html = injectFirstScreen(
      INDEX,
      {
        html: `<link rel="preload" as="image" imageSrcSet="${copies}" imageSizes="100vw" fetchPriority="high"/><main><img src="${src}" srcSet="${copies}" sizes="100vw" fetchPriority="high"/></main>`,
        state: {},
        seed: 1,
      },
      'el',
    );
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
    expect(html).not.toContain(`href="${src}"`);
  });

  it('draws at the address the visitor asked for', () => {
    expect(requestOrigin({ protocol: 'https', host: 'glentia.gr' })).toBe('https://glentia.gr');
    expect(requestOrigin({ protocol: 'http', host: 'localhost:3000' })).toBe('http://localhost:3000');
  });

  it('marks the page of a browser that keeps nothing, so its first script reads nothing', () => {
    const drawn = injectFirstScreen(INDEX, { html: '<main>Γλέντια</main>', state: {}, seed: 4 }, 'en');
    expect(forBrowser(drawn, undefined)).toMatch(/^<html lang="en" data-nothing-kept>/);
    expect(forBrowser(drawn, 'other=1')).toContain('<html lang="en" data-nothing-kept>');
    // A kept cookie or a cookie choice: the page's script reads what is kept, as before.
    expect(forBrowser(drawn, 'glentia_kept=1')).toBe(drawn);
    expect(forBrowser(drawn, 'cc_cookie=%7B%7D')).toBe(drawn);
  });
});
