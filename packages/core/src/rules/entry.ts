/**
 * Entry to an event (SPEC §3, issue 16): free, or a price in euro, and an optional reservation or
 * ticket link. Prices travel as whole cents so no rounding creeps in between form, API and cards.
 */

import { formatCount } from './number-format.ts';

/** The highest entry price accepted, in cents (1.000 €): anything above is surely a typo. */
export const ENTRY_PRICE_MAX_CENTS = 100_000;

/** A ticket link may be at most this long. */
export const TICKET_URL_MAX_LENGTH = 500;

/**
 * Cents of an amount as people type it: `10`, `10,5`, `12,50`, `12.50`, `10 €`, `€ 7`.
 * Null when it is not an amount of euro with at most two decimals, or is above the maximum.
 */
export function parseEuroAmount(text: string): number | null {
  const bare = text.replace(/€|eur(o|ω)?/gi, '').replace(/\s+/g, '');
  const match = /^(\d{1,4})(?:[.,](\d{1,2}))?$/.exec(bare);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents <= ENTRY_PRICE_MAX_CENTS ? cents : null;
}

/** An amount of cents as the form's field shows it back: `10`, `12,50` (Greek) or `12.50`. */
export function euroAmountText(cents: number, language: 'el' | 'en' = 'el'): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return String(euros);
  return `${euros}${language === 'el' ? ',' : '.'}${String(rest).padStart(2, '0')}`;
}

/**
 * A price for people: Greek writes the amount first with a decimal comma (`10 €`, `12,50 €`),
 * English the sign first with a decimal point (`€10`, `€12.50`). Whole euros show no decimals.
 */
export function formatEuro(cents: number, language: 'el' | 'en'): string {
  const whole = formatCount(Math.floor(cents / 100), language === 'el' ? 'el-GR' : 'en-GB');
  const decimals = String(cents % 100).padStart(2, '0');
  const amount = cents % 100 === 0 ? whole : `${whole}${language === 'el' ? ',' : '.'}${decimals}`;
  return language === 'el' ? `${amount} €` : `€${amount}`;
}

/** How the event form asks about entry: not said, free, or a price. */
export type EntryKind = 'unknown' | 'free' | 'paid';

/** The form's choice for a stored price (null: not said; 0: free). */
export function entryKindOf(cents: number | null): EntryKind {
  return cents === null ? 'unknown' : cents === 0 ? 'free' : 'paid';
}
