import type { Language } from '../stores/session.ts';
import { INTL_LOCALES } from './locale.ts';

/**
 * A distance as cards show it: "850 m" under a kilometre, "3,2 km" under ten, then whole
 * kilometres ("24 km"), with the language's decimal sign.
 */
export function formatDistance(km: number, language: Language): string {
  const locale = INTL_LOCALES[language];
  if (km < 1) {
    const metres = Math.max(10, Math.round((km * 1000) / 10) * 10);
    return `${new Intl.NumberFormat(locale).format(metres)} m`;
  }
  const digits = km < 10 ? 1 : 0;
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(km)} km`;
}
