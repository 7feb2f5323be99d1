import { describe, expect, it } from 'vitest';
import { draftFromPosterText, mergePosterReadings, needsSecondReading } from './poster-draft.ts';

const known = {
  venues: [
    { id: 'v1', name: 'Το Παραδοσιακό', county: 'CHANIA' as const },
    { id: 'v2', name: 'Κέντρο Αστέρια', county: null },
  ],
  artists: [
    { id: 'a1', name: 'Μανώλης Μανουσάκης' },
    { id: 'a2', name: 'Γιώργης Ξυλούρης' },
  ],
};

describe('an event draft from a poster’s text', () => {
  it('reads a whole poster, forgiving the reader’s mistakes', () => {
    const text = [
      'ΜΕΓΑΛΟ ΓΛΕΝΤΙ',
      'ΜΑΝΟΛΗΣ ΜΑΝΟΥΣΑΚΗΣ',
      'ΓIΩPΓΗΣ ΞΥΛΟΥΡΗΣ',
      'ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ',
      'ΩΡΑ 22:00',
      'ΚΕΝΤΡΟ ΤΟ ΠΑΡΑΔΟΣΙΑΚΟ',
      'ΚΡΑΤΗΣΕΙΣ 697 123 4567',
    ].join('\n');
    const draft = draftFromPosterText(text, known, '2026-11-24');
    expect(draft).toMatchObject({
      date: '2026-12-12',
      time: '22:00',
      telephone: '+306971234567',
      location: { id: 'v1', name: 'Το Παραδοσιακό', county: 'CHANIA' },
    });
    expect(draft.artists.map((artist) => artist.id).sort()).toEqual(['a1', 'a2']);
    expect(draft.confidence.date).toBeGreaterThan(0.5);
    expect(draft.confidence.artists).toBeGreaterThan(0.5);
  });

  it('keeps an unknown venue by name, with the county of the village it names', () => {
    const draft = draftFromPosterText('ΤΑΒΕΡΝΑ Ο ΜΥΛΟΣ\nΑΝΩΓΕΙΑ\nαπό τις 9', known, '2026-11-24');
    expect(draft.location).toEqual({ id: null, name: 'ΤΑΒΕΡΝΑ Ο ΜΥΛΟΣ', county: 'RETHYMNO' });
    expect(draft.time).toBe('21:00');
    expect(draft.confidence.time).toBeLessThan(0.9);
    expect(draft.confidence.location).toBeLessThan(0.5);
  });

  it('reads the entry, the booking phone and the ticket address, and drafts the rest as description', () => {
    const text = [
      'ΜΕΓΑΛΟ ΚΡΗΤΙΚΟ ΓΛΕΝΤΙ',
      'ΜΑΝΩΛΗΣ ΜΑΝΟΥΣΑΚΗΣ',
      'ΠΑΡΑΣΚΕΥΗ 4 ΔΕΚΕΜΒΡΙΟΥ ΣΤΙΣ 21:30',
      'Κέντρο Αστέρια',
      'Είσοδος 10€',
      'Εισιτήρια: more.com/asteria',
      'κράτηση στο 6944 556677',
      '. , ~ |',
      'Με την υποστήριξη του Δήμου Ανωγείων',
    ].join('\n');
    const draft = draftFromPosterText(text, known, '2026-11-24');
    expect(draft).toMatchObject({
      date: '2026-12-04',
      time: '21:30',
      telephone: '+306944556677',
      location: { id: 'v2' },
      entryPrice: 1000,
      ticketUrl: 'https://more.com/asteria',
      description: 'ΜΕΓΑΛΟ ΚΡΗΤΙΚΟ ΓΛΕΝΤΙ\nΜε την υποστήριξη του Δήμου Ανωγείων',
    });
    expect(draft.confidence).toMatchObject({ date: 0.95, time: 0.95, telephone: 0.9, entry: 0.9 });
  });

  it('asks about a date or a time when the picture holds another (a poster beside it on a wall)', () => {
    const text = 'ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ\nΩΡΑ 22:00\nΚΥΡΙΑΚΗ 20/12 ΣΤΙΣ 21:30';
    const draft = draftFromPosterText(text, known, '2026-11-24');
    expect(draft).toMatchObject({ date: '2026-12-12', time: '22:00' });
    expect(draft.confidence.date).toBeLessThan(0.8);
    expect(draft.confidence.time).toBeLessThan(0.8);
  });

  it('leaves a screenshot’s social-post frame and its status-bar clock out', () => {
    const text = [
      '20:52',
      'Posts',
      '@ kentro_asteria_crete',
      'ΜΕΓΑΛΟ ΓΛΕΝΤΙ',
      'ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ',
      'ΩΡΑ 22:00',
      '127 likes',
      'kentro_asteria_crete Σας περιμένουμε! #glenti #crete',
      'View all 11 comments',
    ].join('\n');
    const draft = draftFromPosterText(text, known, '2026-11-24');
    expect(draft.time).toBe('22:00');
    expect(draft.confidence.time).toBe(0.95);
    expect(draft.description).toBe('ΜΕΓΑΛΟ ΓΛΕΝΤΙ\nΣας περιμένουμε!');
  });

  it('asks about a date whose month it took from the weekday alone', () => {
    const draft = draftFromPosterText('ΜΕΓΑΛΟ ΓΛΕΝΤΙ\nΣΑΒΒΑΤΟ 12\nΩΡΑ 22:00', known, '2026-11-24');
    expect(draft.date).toBe('2026-12-12');
    expect(draft.confidence.date).toBeLessThan(0.8);
  });

  it('reads free entry', () => {
    expect(draftFromPosterText('ΕΛΕΥΘΕΡΗ ΕΙΣΟΔΟΣ', known, '2026-11-24').entryPrice).toBe(0);
  });

  it('does not say it is sure of a time whose minutes it had to change', () => {
    const draft = draftFromPosterText('ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ\nΣΤΙΣ 21:50', known, '2026-11-24');
    expect(draft.time).toBe('21:30');
    expect(draft.confidence.time).toBeLessThan(0.8);
  });

  it('answers nothing, with no confidence, for a picture without a poster', () => {
    expect(draftFromPosterText('', known, '2026-11-24')).toEqual({
      date: null,
      time: null,
      telephone: null,
      location: null,
      artists: [],
      entryPrice: null,
      ticketUrl: null,
      description: null,
      confidence: { date: 0, time: 0, telephone: 0, location: 0, artists: 0, entry: 0 },
    });
  });
});

describe('two readings of one poster made one draft', () => {
  const today = '2026-11-24';
  const glare = draftFromPosterText(
    'ΜΑΝΟΛΗΣ ΜΑΝΟΥΣΑΚΗΣ\n17 a.\nΩΡΑ 22:00\nΚΡΑΤΗΣΕΙΣ 697 123 4567',
    known,
    today,
  );
  const evened = draftFromPosterText(
    'ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ\nΩΡΑ 21:00\nΕίσοδος 10€\nΚΡΑΤΗΣΕΙΣ 697 123 4567',
    known,
    today,
  );

  it('asks for a second reading only when the date is missing or in doubt, or no time or phone was found', () => {
    expect(needsSecondReading(glare)).toBe(true);
    expect(needsSecondReading(evened)).toBe(false);
    expect(needsSecondReading(draftFromPosterText('ΣΑΒΒΑΤΟ 12\nΩΡΑ 22:00', known, today))).toBe(true);
    expect(needsSecondReading(draftFromPosterText('ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ\nΑΠΟ ΤΙΣ', known, today))).toBe(
      true,
    );
  });

  it('asks for a second reading when Greek capitals were read as Latin ones and a field is missing', () => {
    const text = 'TIAPAAOZIAKH BPAAIA\nBATIAHY TKOYAAL\nΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ\nΩΡΑ 22:00\nEIXOAOX EAEYOLEPH';
    const draft = draftFromPosterText(text, known, today);
    expect(needsSecondReading(draft, text)).toBe(true);
    const plain = 'ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ\nΩΡΑ 22:00\nLIVE MUSIC\nΚΡΑΤΗΣΕΙΣ 697 123 4567';
    expect(needsSecondReading(draftFromPosterText(plain, known, today), plain)).toBe(false);
  });

  it('asks for a second reading when the phone or the entry’s price could not be read', () => {
    const sure = 'ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ\nΩΡΑ 22:00';
    expect(needsSecondReading(draftFromPosterText(sure, known, today), sure)).toBe(true);
    const glared = `${sure}\nΕΙΣΟΔΟΣ pe ο στο\nΚΡΑΤΗΣΕΙΣ 697 123 4567`;
    expect(needsSecondReading(draftFromPosterText(glared, known, today), glared)).toBe(true);
    const noCurrency = `${sure}\nΕΙΣΟΔΟΣ:86\nΚΡΑΤΗΣΕΙΣ 697 123 4567`;
    expect(needsSecondReading(draftFromPosterText(noCurrency, known, today), noCurrency)).toBe(true);
    const read = `${sure}\nΕΙΣΟΔΟΣ 10€\nΚΡΑΤΗΣΕΙΣ 697 123 4567`;
    expect(needsSecondReading(draftFromPosterText(read, known, today), read)).toBe(false);
  });

  it('takes the second reading’s entry when it is surer (a price read with its € over one without)', () => {
    const first = draftFromPosterText('ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ\nΕΙΣΟΔΟΣ:86', known, today);
    const second = draftFromPosterText('ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ\nΕΙΣΟΔΟΣ: 8 €', known, today);
    const merged = mergePosterReadings(first, second);
    expect(merged.entryPrice).toBe(800);
    expect(merged.confidence.entry).toBe(second.confidence.entry);
    expect(mergePosterReadings(second, first).entryPrice).toBe(800);
  });

  it('finds names the reader gave with look-alike capitals (Λ and Δ as A, Σ as X, Γ as T)', () => {
    const artists = [{ id: 'a9', name: 'Μιχάλης Τζουγανάκης' }];
    const venues = [{ id: 'v9', name: 'Αρόδαμος', county: null }];
    const draft = draftFromPosterText('MIXAAHX TZOYTANAKHY\nAPOAAMOX', { venues, artists }, today);
    expect(draft.artists.map((artist) => artist.id)).toEqual(['a9']);
    expect(draft.location?.id).toBe('v9');
    expect(draft.confidence.artists).toBeLessThan(1);
  });

  it('takes the phone of the reading that made out more of the poster when the two differ', () => {
    const dim = draftFromPosterText('ΑΠΟ ΤΙΣ 21:00\nΤηλ. 697 123 4507', known, today);
    const evenedOut = draftFromPosterText(
      '28.01.27\nΑΠΟ ΤΙΣ 21:00\nΕΙΣΟΔΟΣ 12 ΕΥΡΩ\nΤηλ. 697 123 4567',
      known,
      today,
    );
    expect(mergePosterReadings(dim, evenedOut).telephone).toBe('+306971234567');
    expect(mergePosterReadings(evenedOut, dim).telephone).toBe('+306971234567');
  });

  it('adds the artists only the second reading made out to the first’s', () => {
    const one = draftFromPosterText('ΜΑΝΩΛΗΣ ΜΑΝΟΥΣΑΚΗΣ\nΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ', known, today);
    const both = draftFromPosterText('ΜΑΝΩΛΗΣ ΜΑΝΟΥΣΑΚΗΣ\nΓΙΩΡΓΗΣ ΞΥΛΟΥΡΗΣ', known, today);
    expect(mergePosterReadings(one, both).artists.map((artist) => artist.id)).toEqual(['a1', 'a2']);
  });

  it('takes the date the second found, keeps the first’s other fields, and fills only what the first missed', () => {
    const merged = mergePosterReadings(glare, evened);
    expect(merged).toMatchObject({
      date: '2026-12-12',
      time: '22:00',
      telephone: '+306971234567',
      artists: [{ id: 'a1' }],
      entryPrice: 1000,
    });
    expect(merged.confidence).toMatchObject({
      date: evened.confidence.date,
      time: glare.confidence.time,
      entry: evened.confidence.entry,
    });
  });

  it('keeps the first reading’s date when the second is no surer', () => {
    const sure = draftFromPosterText('ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ', known, today);
    const doubtful = draftFromPosterText('ΤΡΙΤΗ 20/12', known, today);
    expect(mergePosterReadings(sure, doubtful).date).toBe('2026-12-12');
    expect(mergePosterReadings(doubtful, sure).date).toBe('2026-12-12');
  });
});
