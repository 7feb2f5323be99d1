import { describe, expect, it } from 'vitest';
import { readFeed } from './feed.ts';
import { readEventPages } from './schema-org.ts';
import { UnreadableSourceError } from './upstream.ts';

describe('source readers', () => {
  it('reads another Glentia’s Atom feed: when, venue and artists from the head, cancelled items kept', () => {
    const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>https://chania.glentia.example/location/1</id><title>Κέντρο Ο Μύλος</title>
  <entry>
    <title type="html"><![CDATA[ΑΚΥΡΩΘΗΚΕ: Γλέντι με τον Ψαρογιώργη]]></title>
    <id>https://chania.glentia.example/glentia/11</id>
    <link href="https://chania.glentia.example/glentia/11"/>
    <summary type="html"><![CDATA[ΑΚΥΡΩΘΗΚΕ · 14/06/2031 22:00 · Κέντρο Ο Μύλος · Ψαρογιώργης, Νίκος Ζωιδάκης

Λύρα ως το πρωί.]]></summary>
  </entry>
  <entry>
    <title type="html"><![CDATA[Ριζίτικα]]></title>
    <id>https://chania.glentia.example/glentia/12</id>
    <link href="https://chania.glentia.example/glentia/12"/>
    <summary type="html"><![CDATA[21/06/2031 21:30 · Κέντρο Ο Μύλος · Ψαρογιώργης

Τραγούδια της τάβλας.]]></summary>
  </entry>
  <entry><title>Νέα του συλλόγου</title><id>news-1</id><summary>Χωρίς ημερομηνία.</summary></entry>
</feed>`;
    const [canceled, plain, ...rest] = readFeed(atom, 'https://chania.glentia.example/feeds/location/1.atom');
    expect(rest).toEqual([]);
    expect(canceled).toMatchObject({
      upstreamId: 'https://chania.glentia.example/glentia/11',
      title: 'Γλέντι με τον Ψαρογιώργη',
      date: '2031-06-14',
      time: '22:00',
      canceled: true,
    });
    expect(plain).toMatchObject({
      title: 'Ριζίτικα',
      date: '2031-06-21',
      time: '21:30',
      venueName: 'Κέντρο Ο Μύλος',
      artistNames: ['Ψαρογιώργης'],
      description: 'Τραγούδια της τάβλας.',
      url: 'https://chania.glentia.example/glentia/12',
      canceled: false,
    });
  });

  it('reads nested microdata and skips broken JSON-LD blocks', () => {
    const html = `<html><head><script type="application/ld+json">{ broken</script></head><body>
      <section itemscope itemtype="https://schema.org/ItemList">
        <article itemprop="itemListElement" itemscope itemtype="https://schema.org/Event">
          <h2 itemprop="name">Βραδιά &amp; μαντινάδα</h2>
          <meta itemprop="startDate" content="2031-07-02T21:00">
          <meta itemprop="eventStatus" content="https://schema.org/EventCancelled">
          <div itemprop="location" itemscope itemtype="https://schema.org/Place"><span itemprop="name">Ταβέρνα Ο Λάκκος</span></div>
          <a itemprop="url" href="/e/7">Εισιτήρια</a>
        </article>
      </section></body></html>`;
    expect(readEventPages(html, 'https://tickets.example/list')).toEqual([
      {
        upstreamId: 'https://tickets.example/e/7',
        title: 'Βραδιά & μαντινάδα',
        date: '2031-07-02',
        time: '21:00',
        duration: null,
        description: null,
        venueName: 'Ταβέρνα Ο Λάκκος',
        artistNames: [],
        url: 'https://tickets.example/e/7',
        canceled: true,
      },
    ]);
  });

  it('refuses what is not a feed or a page', () => {
    expect(() => readFeed('{"events": []}', 'https://x.example/feed')).toThrow(UnreadableSourceError);
    expect(() => readEventPages('BEGIN:VCALENDAR', 'https://x.example/')).toThrow(UnreadableSourceError);
  });
});
