import { afterEach, describe, expect, it } from 'vitest';
import { displayAddress, displayName, rememberDrawnNames } from './display-name.ts';

describe('names for the reader', () => {
  afterEach(() => document.getElementById('glentia-names')?.remove());

  /** The names the server puts beside its English drawing of a page (first-screen.ts). */
  function drawnNames(text: string): void {
    document.getElementById('glentia-names')?.remove();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'glentia-names';
    script.textContent = text;
    document.body.append(script);
  }

  it('writes names in Latin letters in English and leaves them as written in Greek', () => {
    expect(displayName('Ταβέρνα Η Κληματαριά', 'en')).toBe('Taverna Klimataria');
    expect(displayName('Ταβέρνα Η Κληματαριά', 'el')).toBe('Ταβέρνα Η Κληματαριά');
    expect(displayAddress('Πλατεία Αγοράς, Χανιά', 'en')).toBe('Plateia Agoras, Chania');
  });

  it('takes the names the server’s drawing wrote, as it wrote them', () => {
    drawnNames(JSON.stringify({ 'Ρακάδικο Στου Μαθιού': 'Rakadiko Stou Mathiou (as drawn)' }));
    rememberDrawnNames();
    expect(displayName('Ρακάδικο Στου Μαθιού', 'en')).toBe('Rakadiko Stou Mathiou (as drawn)');
    expect(displayName('Ρακάδικο Στου Μαθιού', 'el')).toBe('Ρακάδικο Στου Μαθιού');
  });

  it('writes the names itself when the page brings none, or none it can read', () => {
    rememberDrawnNames();
    drawnNames('{not json');
    expect(() => rememberDrawnNames()).not.toThrow();
    drawnNames('"a string"');
    rememberDrawnNames();
    expect(displayName('Καφενείο Η Πλατεία', 'en')).toBe('Kafeneio Plateia');
  });
});
