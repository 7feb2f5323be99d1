import { describe, expect, it } from 'vitest';
import { ENTRY_PRICE_MAX_CENTS, euroAmountText, formatEuro, parseEuroAmount } from './entry.ts';
import { isTicketUrl } from './ticket-url.ts';

describe('entry prices', () => {
  it.each([
    ['10', 1000],
    ['0', 0],
    ['12,50', 1250],
    ['12.5', 1250],
    ['7,05', 705],
    [' 10 € ', 1000],
    ['€ 8', 800],
    ['1000', ENTRY_PRICE_MAX_CENTS],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseEuroAmount(text)).toBe(cents);
  });

  it.each(['', 'δέκα', '-5', '10,505', '1000,01', '1.000,00', '12,5,0', 'Infinity'])('refuses %j', (text) => {
    expect(parseEuroAmount(text)).toBeNull();
  });

  it('writes Greek prices amount first with a decimal comma, English sign first', () => {
    expect(formatEuro(1000, 'el')).toBe('10 €');
    expect(formatEuro(1250, 'el')).toBe('12,50 €');
    expect(formatEuro(705, 'el')).toBe('7,05 €');
    expect(formatEuro(1000, 'en')).toBe('€10');
    expect(formatEuro(1250, 'en')).toBe('€12.50');
  });

  it('shows a stored amount back in the form field', () => {
    expect(euroAmountText(1000)).toBe('10');
    expect(euroAmountText(1250)).toBe('12,50');
    expect(euroAmountText(1250, 'en')).toBe('12.50');
  });

  it('accepts only https ticket links', () => {
    expect(isTicketUrl('https://tickets.example.gr/glenti?id=4')).toBe(true);
    expect(isTicketUrl('http://tickets.example.gr')).toBe(false);
    expect(isTicketUrl('javascript:alert(1)')).toBe(false);
    expect(isTicketUrl('https://user:pw@example.gr')).toBe(false);
    expect(isTicketUrl('tickets.example.gr')).toBe(false);
    expect(isTicketUrl(`https://example.gr/${'a'.repeat(600)}`)).toBe(false);
  });
});
