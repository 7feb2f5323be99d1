import { describe, expect, it } from 'vitest';
import { findKnownNames } from './name-match.ts';
import { findPlace } from './villages.ts';

const artists = [
  { id: 'a1', name: 'Μανώλης Μανουσάκης' },
  { id: 'a2', name: 'Ψαρογιώργης', aliases: ['Psarogiorgis'] },
  { id: 'a3', name: 'Μανουσάκης' },
  { id: 'a4', name: 'Νίκος Ξυλούρης' },
  { id: 'a5', name: 'Λέων' },
];

const ids = (text: string) => findKnownNames(text, artists).map((match) => match.id);

describe('known names in read text', () => {
  it.each([
    ['ΜΑΝΩΛΗΣ ΜΑΝΟΥΣΑΚΗΣ', ['a1']],
    // The reader's ω/ο and η/ι confusions sound alike.
    ['ΜΑΝΟΛΗΣ ΜΑΝΟΥΣΑΚΗΣ', ['a1']],
    ['ΜΑΝΩΛΗΣ ΜΑΝΟΥΣΑΚΙΣ', ['a1']],
    // One letter wrong.
    ['ΜΑΝΩΛΗΣ ΜΑΝΟΥΣΑΚΡΣ', ['a1']],
    // Latin look-alikes and Greeklish.
    ['manolis manousakis live', ['a1']],
    ['ΤΟ ΓΛΕΝΤΙ ΜΕ ΤΟΝ ΨΑΡΟΓΙΩΡΓΗ', ['a2']],
    ['Psarogiorgis & Νίκος Ξυλούρης', ['a2', 'a4']],
    ['ΝΙΚΟΣ ΞΥΛΟΥΡΗΣ', ['a4']],
  ])('%s → %j', (text, expected) => {
    expect(ids(text).sort()).toEqual([...expected].sort());
  });

  it('does not forgive letters in a short name', () => {
    expect(ids('ΛΕΩΝ')).toEqual(['a5']);
    expect(ids('ΛΕΟΝΤΑΣ ΚΑΙ ΝΕΟΙ')).toEqual([]);
  });

  it('finds nothing in unrelated text', () => {
    expect(ids('ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ ΩΡΑ 22:00')).toEqual([]);
  });

  it('is surer of an exact name than of a forgiven one', () => {
    const [exact] = findKnownNames('ΜΑΝΩΛΗΣ ΜΑΝΟΥΣΑΚΗΣ', artists);
    const [forgiven] = findKnownNames('ΜΑΝΩΛΗΣ ΜΑΝΟΥΣΑΚΡΣ', artists);
    expect(exact!.confidence).toBe(1);
    expect(forgiven!.confidence).toBeLessThan(1);
  });
});

describe('villages and their county', () => {
  it.each([
    ['ΓΛΕΝΤΙ ΣΤΑ ΖΩΝΙΑΝΑ', 'Ζωνιανά', 'RETHYMNO'],
    ['στις Μοίρες', 'Μοίρες', 'HERAKLION'],
    ['ΠΛΑΤΕΙΑ ΑΛΙΚΙΑΝΟΥ ΑΛΙΚΙΑΝΟΣ', 'Αλικιανός', 'CHANIA'],
    ['Agios Nikolaos', 'Άγιος Νικόλαος', 'LASITHI'],
  ])('%s → %s (%s)', (text, name, county) => {
    expect(findPlace(text)).toEqual({ name, county });
  });

  it('is null for a place it does not know', () => {
    expect(findPlace('ΚΕΝΤΡΟ Ο ΜΥΛΟΣ')).toBeNull();
  });
});
