import { describe, expect, it } from 'vitest';
import { decodeEntities, readEventPage } from './page-reader.ts';

const PAGE = 'https://tickets.example.gr/events/armos';

describe('reading an event page', () => {
  it('reads schema.org Event JSON-LD, inside a graph, with performers and a place', () => {
    const html = `<html><head>
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Tickets"}</script>
      <script type="application/ld+json">
      {"@context":"https://schema.org","@graph":[
        {"@type":"WebPage","name":"Page"},
        {"@type":["MusicEvent"],"name":"Γλέντι με τον Ψαρογιώργη &amp; φίλους",
         "startDate":"2026-07-03T21:30:00+03:00","endDate":"2026-07-04T02:30:00+03:00",
         "description":"<p>Κρητική βραδιά</p>",
         "image":[{"@type":"ImageObject","url":"/img/armos.jpg"}],
         "location":{"@type":"Place","name":"Κέντρο Ο Αρμός","address":{"@type":"PostalAddress","addressLocality":"Χανιά"}},
         "performer":[{"@type":"Person","name":"Ψαρογιώργης"},{"@type":"MusicGroup","name":"Οι Μαντινάδες"}]}
      ]}
      </script>
      <meta property="og:image" content="https://cdn.example.gr/og.jpg"><meta property="og:site_name" content="Tickets">
      </head></html>`;
    expect(readEventPage(html, PAGE)).toEqual({
      source: 'json-ld',
      title: 'Γλέντι με τον Ψαρογιώργη & φίλους',
      startDate: '2026-07-03T21:30:00+03:00',
      endDate: '2026-07-04T02:30:00+03:00',
      description: 'Κρητική βραδιά',
      imageUrl: 'https://tickets.example.gr/img/armos.jpg',
      locationName: 'Κέντρο Ο Αρμός',
      performerNames: ['Ψαρογιώργης', 'Οι Μαντινάδες'],
      siteName: 'Tickets',
    });
  });

  it('takes a string location and a single performer, and skips broken blocks', () => {
    const html = `<script type="application/ld+json">{ broken </script>
      <script type='application/ld+json'>[{"@type":"Event","name":"Πανηγύρι","startDate":"2026-08-15","location":"Πλατεία Ανωγείων","performer":"Νίκος Ξυλούρης","image":"https://x.example/p.png"}]</script>`;
    expect(readEventPage(html, PAGE)).toMatchObject({
      source: 'json-ld',
      startDate: '2026-08-15',
      locationName: 'Πλατεία Ανωγείων',
      performerNames: ['Νίκος Ξυλούρης'],
      imageUrl: 'https://x.example/p.png',
    });
  });

  it('falls back to Open Graph', () => {
    const html = `<head><title>ignored</title>
      <meta property="og:title" content="Βραδιά λύρας στο Στέκι">
      <meta content='Live κάθε Σάββατο' property='og:description'>
      <meta property="og:image" content="//cdn.example.gr/poster.jpg">
      <meta property="event:start_time" content="2026-07-10T22:00">
      <meta property="og:site_name" content="Το Στέκι"></head>`;
    expect(readEventPage(html, PAGE)).toEqual({
      source: 'open-graph',
      title: 'Βραδιά λύρας στο Στέκι',
      startDate: '2026-07-10T22:00',
      endDate: null,
      description: 'Live κάθε Σάββατο',
      imageUrl: 'https://cdn.example.gr/poster.jpg',
      locationName: null,
      performerNames: [],
      siteName: 'Το Στέκι',
    });
  });

  it('finds nothing on a page without an event or Open Graph', () => {
    expect(readEventPage('<html><title>Hello</title><p>Nothing here</p></html>', PAGE)).toBeNull();
  });

  it('refuses non-web image addresses', () => {
    const html =
      '<meta property="og:title" content="x"><meta property="og:image" content="javascript:alert(1)">';
    expect(readEventPage(html, PAGE)?.imageUrl).toBeNull();
  });

  it('decodes entities', () => {
    expect(decodeEntities('Tom &amp; Jerry &#8211; &#x3b1; &quot;x&quot; &unknown;')).toBe(
      'Tom & Jerry – α "x" &unknown;',
    );
  });
});
