import { describe, expect, it } from 'vitest';
import { readPosterDate, readPosterPhone, readPosterTime } from './poster-fields.ts';

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

  it('is null when the poster names no day', () => {
    expect(readPosterDate('ΜΕΓΑΛΟ ΓΛΕΝΤΙ\nΩΡΑ 22:00', '2026-11-24')).toBeNull();
  });
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
    ['ΣΑΒΒΑΤΟ 28 ΝΟΕΜΒΡΙΟΥ\nΑΠΟ ΤΙΣ 9\nΤηλ. 6944 556677', '21:00', true],
    ['12.12.26 ώρα 21:40', '21:30', false],
  ])('%s → %s', (text, time, assumedEvening) => {
    expect(readPosterTime(text, '2026-11-24')).toEqual({ time, assumedEvening });
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
