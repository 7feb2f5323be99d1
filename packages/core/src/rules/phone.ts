/**
 * Phone numbers. Stored as digits with an optional leading `+`; shown with the digits grouped
 * 3-4-3-3 (`### #### ### ###`, SPEC §9). The event form's booking mask is `+30` followed by groups
 * of 3, 4 and 3 digits.
 */

/** Digits only, keeping a leading plus. */
export function normalizePhone(value: string): string {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

function groupDigits(digits: string, sizes: readonly number[]): string {
  const groups: string[] = [];
  let index = 0;
  for (const size of sizes) {
    if (index >= digits.length) break;
    groups.push(digits.slice(index, index + size));
    index += size;
  }
  if (index < digits.length) groups.push(digits.slice(index));
  return groups.join(' ');
}

/**
 * Display form of a stored phone number (SPEC §2, §9): a Greek number with its country code as the
 * booking mask writes it (`+30 697 1234 567`), so the code is never split; any other number grouped
 * `### #### ### ###`.
 */
export function formatPhoneDisplay(phone: string): string {
  const normalized = normalizePhone(phone);
  const greek = /^(?:\+30|0030)(\d{10})$/.exec(normalized);
  if (greek) return `+30 ${groupDigits(greek[1]!, [3, 4, 3])}`;
  const plus = normalized.startsWith('+') ? '+' : '';
  return plus + groupDigits(normalized.replace('+', ''), [3, 4, 3, 3]);
}

/** `tel:` link target for a stored phone number. */
export function phoneHref(phone: string): string {
  return `tel:${normalizePhone(phone)}`;
}

export const PHONE_MASK = '+30 ### #### ###';
const MASK_DIGITS = 10;

/**
 * Applies the booking-phone mask to whatever was typed: `+30 ` then 3-4-3 digits, with `_` for the
 * digits still missing. A pasted number with its own +30 or 0030 keeps only the national part.
 */
export function applyPhoneMask(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (digits.startsWith('0030')) digits = digits.slice(4);
  else if (digits.startsWith('30') && digits.length > MASK_DIGITS) digits = digits.slice(2);
  digits = digits.slice(0, MASK_DIGITS).padEnd(MASK_DIGITS, '_');
  return `+30 ${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7, 10)}`;
}

/** An incomplete mask (one with `_` left) is not sent (SPEC §5). */
export function isCompleteMaskedPhone(masked: string): boolean {
  return !masked.includes('_') && /^\+30 \d{3} \d{4} \d{3}$/.test(masked);
}
