import { describe, expect, it } from 'vitest';
import {
  entryUnread,
  readPosterDate,
  readPosterDateEvidence,
  readPosterEntry,
  readPosterPhone,
  readPosterPhoneEvidence,
  readPosterTicketUrl,
  readPosterTime,
} from './poster-fields.ts';

describe('a poster’s date', () => {
  it.each([
    ['ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ', '2026-11-24', '2026-12-12'],
    ['Σάββατο 12/12', '2026-11-24', '2026-12-12'],
    ['12.12.26', '2026-11-24', '2026-12-12'],
    ['ΠΑΡΑΣΚΕΥΗ 3 ΙΟΥΛΙΟΥ 2027', '2026-11-24', '2027-07-03'],
    // No year: the next 3 July after today, so next year.
    ['Παρασκευή 3 Ιουλίου', '2026-11-24', '2027-07-03'],
    // Latin look-alikes inside the Greek word, and one letter misread.
    ['ΣABBATO 12 ΔEKEMBPIOY', '2026-11-24', '2026-12-12'],
    ['ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΙ', '2026-11-24', '2026-12-12'],
    // The whole word read as Latin capitals, Δ as A.
    ['ΠΑΡΑΣΚΕΥΗ 4 AEKEMBPIOY', '2026-11-24', '2026-12-04'],
    ['ΠΑΡΑΣΚΕΥΗ 4ΔΕΚΕΜΒΡΙΟΥ', '2026-11-24', '2026-12-04'],
    // The weekday says which digit was misread: 20/12/2026 is a Sunday, 29/12 a Tuesday.
    ['ΤΡΙΤΗ 20/12', '2026-11-24', '2026-12-29'],
    ['ΚΥΡΙΑΚΗ 20/12', '2026-11-24', '2026-12-20'],
    ['ΣΑΒΒΑΤΟ 15 ΑΥΓΟΥΣΤΟΥ\nΩΡΑ 21:30', '2026-08-01', '2026-08-15'],
  ])('%s (today %s) → %s', (text, today, date) => {
    expect(readPosterDate(text, today)).toBe(date);
  });

  it.each([
    ['ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ', { weekday: 'agrees', monthWord: true }],
    ['12 ΔΕΚΕΜΒΡΙΟΥ', { weekday: 'none', monthWord: true }],
    ['12.12.26', { weekday: 'none', monthWord: false }],
    ['ΤΡΙΤΗ 20/12', { weekday: 'corrected', monthWord: false }],
    ['ΔΕΥΤΕΡΑ 12/12', { weekday: 'disagrees', monthWord: false }],
  ])('%s says how sure its date is', (text, evidence) => {
    expect(readPosterDateEvidence(text, '2026-11-24')).toMatchObject(evidence);
  });

  it('is null when the poster names no day', () => {
    expect(readPosterDate('ΜΕΓΑΛΟ ΓΛΕΝΤΙ\nΩΡΑ 22:00', '2026-11-24')).toBeNull();
  });

  it.each([
    // 5/12/2026 is a Saturday; the short weekday backs it.
    ['Σάβ. 5/12', '2026-12-05', 'agrees'],
    ['ΣΑΒ 5/12', '2026-12-05', 'agrees'],
    ['ΠΑΡ. 4/12', '2026-12-04', 'agrees'],
    // The short weekday says which digit was misread: 6/12 is a Sunday.
    ['Σάβ. 6/12', '2026-12-05', 'corrected'],
  ])('reads a shortened weekday: %s → %s (%s)', (text, date, weekday) => {
    expect(readPosterDateEvidence(text, '2026-11-24')).toMatchObject({ date, weekday });
  });

  it.each([
    ['ΣΑΒΒΑΤΟ l2 ΔΕΚΕΜΒΡΙΟΥ', '2026-12-12'],
    ['ΣΑΒΒΑΤΟ S ΔΕΚΕΜΒΡΙΟΥ', '2026-12-05'],
    ['Σάββατο S/12', '2026-12-05'],
    ['ΠΑΡΑΣΚΕΥΗ 1Ι/12', '2026-12-11'],
    ['l2.l2.26', '2026-12-12'],
  ])('puts back digits read as letters where a date stands: %s → %s', (text, date) => {
    expect(readPosterDate(text, '2026-11-24')).toBe(date);
  });

  it.each(['Ο ΣΤΕΛΙΟΣ ΚΑΙ ΟΙ ΦΙΛΟΙ', 'ο/ι', 'ΩΡΑ 21.30', 'SOS 112'])(
    'turns no letters into digits outside a date: %s',
    (text) => {
      expect(readPosterDate(text, '2026-11-24')).toBeNull();
    },
  );

  it.each([
    // The month lost to glare: the next Saturday the 12th after 24/11/2026 is 12/12/2026.
    ['ΣΑΒΒΑΤΟ 12', '2026-11-24', '2026-12-12'],
    ['ΣΑΒΒΑΤΟ 12 ΔΚΑΙΙ', '2026-11-24', '2026-12-12'],
    // From 13/12/2026 on, the next Saturday the 12th is in June 2027.
    ['Σάββατο 12', '2026-12-13', '2027-06-12'],
    ['Παρ. 4', '2026-11-24', '2026-12-04'],
  ])(
    'takes a weekday and a day without a month for the next such date: %s (today %s) → %s',
    (text, today, date) => {
      expect(readPosterDateEvidence(text, today)).toMatchObject({ date, monthGuessed: true });
    },
  );

  it.each(['ΣΑΒΒΑΤΟ 22:00', 'ΣΑΒΒΑΤΟ 10 μ.μ.', 'ΣΑΒΒΑΤΟ 21.30'])(
    'takes no date from a weekday and a clock: %s',
    (text) => {
      expect(readPosterDateEvidence(text, '2026-11-24')).toBeNull();
    },
  );
});

it.each([
  ['Σάβ.9/1', '2027-01-09'],
  ['ΠΑΡ.4/12', '2026-12-04'],
])('reads a shortened weekday glued to its date: %s → %s', (text, date) => {
  expect(readPosterDateEvidence(text, '2026-11-24')).toMatchObject({ date, weekday: 'agrees' });
});

describe('a poster’s start time', () => {
  it.each([
    ['ΩΡΑ 22:00', '22:00', false],
    ['ΣΑΒΒΑΤΟ 12/12 22.00', '22:00', false],
    ['Σάββατο 12.12 στις 21.30', '21:30', false],
    ['10 μ.μ.', '22:00', false],
    ['ΣΤΙΣ 10 Μ.Μ.', '22:00', false],
    ['από τις 9', '21:00', true],
    ['ΑΠΟ ΤΙΣ 9.30', '21:30', true],
    ['9.30', '21:30', true],
    ['ΣΤΙΣ 11 Π.Μ. ΛΕΙΤΟΥΡΓΙΑ', '11:00', false],
    ['ΩΡΑ 22:0O', '22:00', false],
    ['QPA 22 00', '22:00', false],
    ['10 M.M.', '22:00', false],
    ['10MM,', '22:00', false],
    ['10 p.p.', '22:00', false],
    ['10 pm', '22:00', false],
    ['ΩΡΑ ΕΝΑΡΞΗΣ 22.00', '22:00', false],
    ['ΤΡΙΤΗ 29/12\nΩΡΑ ΕΝΑΡΞΗΣ 2200', '22:00', false],
    ['ΠΕΜΠΤΗ 18 ΦΕΒΡΟΥΑΡΙΟΥ\nΩΡΑ ΕΝΑΡΞΗΣ 22 00', '22:00', false],
    ['Τετάρτη 24/2\n10 μ-μ.', '22:00', false],
    // The dot between hour and minutes lost in a dim photo.
    ['ΔΕΥΤΕΡΑ 25 ΙΑΝ.\n9 30 ΜΜ.', '21:30', false],
    ['ΣΑΒΒΑΤΟ 28 ΝΟΕΜΒΡΙΟΥ\nΑΠΟ ΤΙΣ 9\nΤηλ. 6944 556677', '21:00', true],
  ])('%s → %s', (text, time, assumedEvening) => {
    expect(readPosterTime(text, '2026-11-24')).toMatchObject({ time, assumedEvening, minutesChanged: false });
  });

  it.each([
    // A misread 3 («21:50», «21:38») is the look-alike digit that makes a quarter hour.
    ['ΣΤΙΣ 21:50', '21:30'],
    ['ΩΡΑ 21:38', '21:30'],
    ['ΩΡΑ 22:08', '22:00'],
    // No look-alike gives a quarter: the quarter before, and marked as changed.
    ['12.12.26 ώρα 21:40', '21:30'],
  ])('%s is not a quarter hour: %s, marked as changed', (text, time) => {
    expect(readPosterTime(text, '2026-11-24')).toMatchObject({ time, minutesChanged: true });
  });

  it('does not join a day on one line to an hour on the next ("ΠΑΡΑΣΚΕΥΗ 11" above "10 μ.μ.")', () => {
    expect(readPosterTime('ΠΑΡΑΣΚΕΥΗ 11\n10 Μ.Μ.', '2026-11-24')).toMatchObject({
      time: '22:00',
      minutesChanged: false,
    });
    expect(readPosterTime('ΩΡΑ 22\n15 ΔΕΚΕΜΒΡΙΟΥ', '2026-11-24')).toMatchObject({ time: '22:00' });
  });

  it('tells a worded time from a bare clock', () => {
    expect(readPosterTime('ΩΡΑ 21:30', '2026-11-24')?.worded).toBe(true);
    expect(readPosterTime('ΣΑΒΒΑΤΟ 12/12 22.00', '2026-11-24')?.worded).toBe(false);
  });

  it.each(['ΣΤΙΣ 12 ΔΕΚΕΜΒΡΙΟΥ', 'ΣΑΒΒΑΤΟ 12.12', 'ΜΕΓΑΛΟ ΓΛΕΝΤΙ'])('%s names no time', (text) => {
    expect(readPosterTime(text, '2026-11-24')).toBeNull();
  });
});

describe('a poster’s phone number', () => {
  it.each([
    ['ΚΡΑΤΗΣΕΙΣ 6971234567', '+306971234567'],
    ['Τηλ. 697 123 4567', '+306971234567'],
    ['ΤΗΛ: 28210-12345', '+302821012345'],
    ['+30 2810 123 456', '+302810123456'],
    ['0030 6944.12.34.56', '+306944123456'],
  ])('%s → %s', (text, phone) => {
    expect(readPosterPhone(text)).toBe(phone);
  });

  it.each(['ΣΑΒΒΑΤΟ 12.12.2026 22:00', 'ΕΙΣΟΔΟΣ 10 ΕΥΡΩ', '12345'])('%s has no phone', (text) => {
    expect(readPosterPhone(text)).toBeNull();
  });
});

describe('a poster’s booking phone', () => {
  it('prefers the number after a booking word to the first one', () => {
    const text = 'ΠΛΗΡΟΦΟΡΙΕΣ ΔΗΜΟΥ 2821012345\nκράτηση στο 6971234567';
    expect(readPosterPhoneEvidence(text)).toEqual({
      phone: '+302821012345',
      booking: true,
      others: 1,
      changed: false,
    });
    expect(readPosterPhone('ΧΟΡΗΓΟΣ 2821012345\nκράτηση στο 697 123 4567')).toBe('+306971234567');
  });
});

it.each([
  // The booking word's last letters read as digits and glued to the number.
  ['T1269 4455 6677', '+306944556677'],
  ['(PATHIEIZ $70 28310 54321', '+302831054321'],
  ['τηλ: 09 4455 6677', '+306944556677'],
  ['κράτηση στο 6044 556677', '+306944556677'],
  ['ΚΡΑΤΗΣΕΙΣ 26210 12345', '+302821012345'],
])('puts back the look-alike digit of %s, marked as changed', (text, phone) => {
  expect(readPosterPhoneEvidence(text)).toMatchObject({ phone, changed: true });
});

describe('a poster’s entry', () => {
  it.each([
    ['Είσοδος 10€', { cents: 1000, worded: true }],
    ['ΕΙΣΟΔΟΣ: 10 ΕΥΡΩ', { cents: 1000, worded: true }],
    ['Είσοδος 12,50 €', { cents: 1250, worded: true }],
    ['Entry €12', { cents: 1200, worded: true }],
    ['10 ευρώ με ποτό', { cents: 1000, worded: false }],
    ['12€', { cents: 1200, worded: false }],
    ['ελεύθερη είσοδος', { cents: 0, worded: true }],
    ['ΕΙΣΟΔΟΣ ΕΛΕΥΘΕΡΗ', { cents: 0, worded: true }],
    // Two words the reader ran together.
    ['ΕΙΣΟΔΟΣΔΩΡΕΑΝ', { cents: 0, worded: true }],
    ['free entry', { cents: 0, worded: true }],
    ['ΔΩΡΕΑΝ', { cents: 0, worded: false }],
  ])('%s → %o', (text, entry) => {
    expect(readPosterEntry(text)).toEqual({ ...entry, corrected: false, noCurrency: false });
  });

  it.each([
    // «ΕΙΣΟΔΟΣ ΕΛΕΥΘΕΡΗ» in Latin look-alikes, a zero for the Ο and Q for the Ω.
    ['Se EIZ0AQL EAEYGEPH. Σ', { cents: 0, worded: true, corrected: false, noCurrency: false }],
    // «ΤΙΜΗ ΕΙΣΟΔΟΥ 10 ΕΥΡΩ» with the genitive and the currency garbled.
    ['TOMI EIZOAOY 10 EXPO', { cents: 1000, worded: true, corrected: false, noCurrency: true }],
    ['Τιμή εισόδου 12€', { cents: 1200, worded: true, corrected: false, noCurrency: false }],
  ])('puts back the entry words of %s', (text, entry) => {
    expect(readPosterEntry(text)).toEqual(entry);
  });

  it('tells an entry word whose price was lost from a poster that says nothing of entry', () => {
    expect(entryUnread('ΕΙΣΟΔΟΣ pe ο στο')).toBe(true);
    expect(entryUnread('ΕΙΣΟΔΟΣ 10€')).toBe(false);
    expect(entryUnread('ΜΕΓΑΛΟ ΓΛΕΝΤΙ')).toBe(false);
  });

  it('marks a price read with no currency after it (the € may have been read as a digit)', () => {
    expect(readPosterEntry('ΕΙΣΟΔΟΣ:86')).toEqual({
      cents: 8600,
      worded: true,
      corrected: false,
      noCurrency: true,
    });
  });

  it('takes a third digit with no euro sign for the sign misread ("156" for "15€")', () => {
    expect(readPosterEntry('ΕΙΣΟΔΟΣ 156 ΜΕ ΠΟΤΟ')).toEqual({
      cents: 1500,
      worded: true,
      corrected: true,
      noCurrency: true,
    });
    expect(readPosterEntry('ΕΙΣΟΔΟΣ 150 €')).toMatchObject({ cents: 15000, corrected: false });
  });

  it.each([
    'ΩΡΑ 22:00\nΤηλ. 697 123 4567',
    'δωρεάν parking',
    'Tickets 697 123 4567',
    'ΣΑΒΒΑΤΟ 12.12 ΣΤΙΣ 21:30',
    'ΤΙΜΗΤΙΚΗ ΒΡΑΔΙΑ 2 ΧΡΟΝΙΑ',
  ])('%s says nothing of entry', (text) => {
    expect(readPosterEntry(text)).toBeNull();
  });
});

describe('a poster’s ticket address', () => {
  it.each([
    ['Εισιτήρια: more.com/glenti-anogeia', 'https://more.com/glenti-anogeia'],
    ['Προπώληση www.viva.gr/tickets/music/glenti/', 'https://www.viva.gr/tickets/music/glenti/'],
    ['more.com/kriti', 'https://more.com/kriti'],
  ])('%s → %s', (text, url) => {
    expect(readPosterTicketUrl(text)).toBe(url);
  });

  it('ignores an address that is not for tickets, and an email', () => {
    expect(readPosterTicketUrl('facebook.com/toparadosiako')).toBeNull();
    expect(readPosterTicketUrl('κρατήσεις: info@glenti.gr')).toBeNull();
  });
});
