import { draftFromPosterText } from '@glentia/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPoster } from './read-poster.ts';

const known = { venues: [], artists: [] };
const today = '2026-11-24';

/** A reader that answers the given texts in turn and counts its readings. */
function readerOf(...texts: string[]) {
  const reader = { readings: 0, read: async () => texts[reader.readings++] ?? '' };
  return reader;
}

describe('reading a poster photo', async () => {
  const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();
  const draftOf = (text: string) => draftFromPosterText(text, known, today);

  it('reads once when the first reading finds a sure date, a time and a phone', async () => {
    const reader = readerOf('ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ\nΩΡΑ 22:00\nΚΡΑΤΗΣΕΙΣ 697 123 4567');
    const reading = await readPoster(reader, photo, draftOf);
    expect(reader.readings).toBe(1);
    expect(reading.draft).toMatchObject({ date: '2026-12-12', time: '22:00' });
  });

  it('reads a second time when the first lost the phone line (a dim corner), and takes the phone from it', async () => {
    const reader = readerOf(
      'ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ\nΩΡΑ 22:00',
      'ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ\nΩΡΑ 22:00\nΠληροφορίες: 2810 234 567',
    );
    const reading = await readPoster(reader, photo, draftOf);
    expect(reader.readings).toBe(2);
    expect(reading.draft.telephone).toBe('+302810234567');
  });

  it('reads a second time when the first finds no date, and takes the date from it', async () => {
    const reader = readerOf('ΜΕΓΑΛΟ ΓΛΕΝΤΙ\n17 a.\nΩΡΑ 22:00', 'ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ');
    const reading = await readPoster(reader, photo, draftOf);
    expect(reader.readings).toBe(2);
    expect(reading.draft).toMatchObject({ date: '2026-12-12', time: '22:00' });
    expect(reading.draft.confidence.date).toBe(0.95);
  });

  it('reads a second time when the first finds two dates (a wall of posters), and takes the surer', async () => {
    const reader = readerOf(
      'Μιχάλης Τζουγανάκης 10.05.\n11 ΔΕΚΕΜΒΡΙΟΥ Ο Μύλο\nΩΡΑ 22:00',
      'Μιχάλης Τζουγανάκης\n11 ΔΕΚΕΜΒΡΙΟΥ\nΩΡΑ 22:00',
    );
    const reading = await readPoster(reader, photo, draftOf);
    expect(reader.readings).toBe(2);
    expect(reading.draft.date).toBe('2026-12-11');
    expect(reading.draft.confidence.date).toBe(0.85);
  });
});
