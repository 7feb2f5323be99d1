/**
 * The cookie question on the page: the bar of index.html, shown while `data-consent="ask"` is on the
 * document (consent-bar.css), and the choices its buttons make.
 */
import { env } from '../../config/env.ts';

export type ConsentChoice = 'all' | 'necessary' | 'preferences';

/** Shows or hides the page's cookie bar; false when the page has none. */
export function showBar(ask: boolean): boolean {
  const root = document.documentElement;
  if (!ask) {
    delete root.dataset.consent;
    return true;
  }
  if (!document.getElementById('consent-bar')) return false;
  root.dataset.consent = 'ask';
  return true;
}

/** The banner's own rule for robots (hideFromBots): a browser driven by a program is not asked. */
export const hiddenAsBot = () => env.consentHideFromBots && navigator.webdriver === true;
