import { useTranslation } from '../../../lib/i18n.ts';
import { info as el } from './el.ts';
import { info as en } from './en.ts';

const TEXTS = { el, en } as const;

/** The information pages' texts in the interface language; re-renders when it changes. */
export function useInfoTexts() {
  const { i18n } = useTranslation();
  return TEXTS[i18n.resolvedLanguage];
}

/** Fills `{{name}}` placeholders. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? '');
}
