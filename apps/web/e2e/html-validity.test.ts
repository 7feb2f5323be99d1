/**
 * Every page the server writes is valid HTML to the Nu HTML Checker: the home page, /glentia, an
 * event, a venue and an artist, with their first screen drawn (as phones get them) and without it
 * (as desktops do), other app pages such as /maps, and the legal documents. Each public page also
 * names itself (og:type, og:url, canonical link) once.
 */
import type { TEvent } from '@glentia/core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkHtml } from './html-validator.ts';

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const DESKTOP_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('HTML validity of the pages the server writes', () => {
  const baseUrl = inject('baseUrl');
  const pages: string[] = [];

  beforeAll(async () => {
    const events = (await (await fetch(`${baseUrl}/api/public/glentia?limit=200`)).json()) as TEvent[];
    // An event with a venue and artists, so its page draws all of its parts.
    const event = events.find((candidate) => candidate.location && candidate.artists.length > 0);
    expect(event, 'a demo event with a venue and artists').toBeTruthy();
    pages.push(
      '/',
      '/glentia',
      `/glentia/${event!.id}`,
      `/location/${event!.location!.id}`,
      `/artist/${event!.artists[0]!.id}`,
      '/maps',
      '/privacy',
      '/terms',
    );
  });

  it('finds no errors in any of them, drawn for a phone or not, nor in the legal documents', async () => {
    const documents: { name: string; html: string }[] = [];
    const load = async (name: string, pathname: string, agent: string, language = 'el') => {
      const response = await fetch(`${baseUrl}${pathname}`, {
        headers: { 'user-agent': agent, 'accept-language': language },
      });
      expect(response.status, pathname).toBe(200);
      documents.push({ name, html: await response.text() });
    };
    for (const pathname of pages) {
      await load(`${pathname} (phone)`, pathname, PHONE_AGENT);
      await load(`${pathname} (phone, English)`, pathname, PHONE_AGENT, 'en');
      await load(`${pathname} (desktop)`, pathname, DESKTOP_AGENT);
    }
    for (const name of ['privacy_el', 'privacy_en', 'terms_el', 'terms_en']) {
      await load(`/legal/${name}.html`, `/legal/${name}.html`, DESKTOP_AGENT);
    }
    // The drawn pages carry the first screen: the check would mean little without it.
    expect(documents.find((page) => page.name === '/glentia (phone)')?.html).toContain('data-first-screen');

    // Each public page names itself once: Open Graph's type and URL, and the canonical link.
    for (const pathname of pages) {
      for (const page of documents.filter(({ name }) => name.startsWith(`${pathname} (`))) {
        // A page with an English address of its own names that one when drawn in English.
        const english = page.name.includes('English') && page.html.includes('hreflang="en"');
        const url = `${baseUrl}${pathname}${english ? '?lang=en' : ''}`;
        const found = (pattern: RegExp) => [...page.html.matchAll(pattern)].map((match) => match[1]);
        expect(found(/<link rel="canonical" href="([^"]*)"/g), page.name).toEqual([url]);
        expect(found(/<meta property="og:url" content="([^"]*)"/g), page.name).toEqual([url]);
        expect(found(/<meta property="og:type" content="([^"]*)"/g), page.name).toHaveLength(1);
      }
    }

    const problems = checkHtml(documents);
    expect(problems.map((p) => `${p.document}:${p.line}: ${p.message} [${p.extract?.trim()}]`)).toEqual([]);
  });
});
