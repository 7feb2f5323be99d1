/**
 * The cookie bar that index.html carries (shown before the app loads, by theme-init.js) and its
 * buttons: a tap loads the consent code (the banner library, consent.ts) and makes that choice. The
 * library is asked for only then, or when the visitor opens the cookie choices: whether to ask at
 * all is read from the banner's cookie without it. A tap made before the app had loaded was kept by
 * theme-init.js (`glentiaConsentTaps`): its last choice is made now.
 */
import { hasCurrentChoice } from '../../lib/consent-state.ts';
import { type ConsentChoice, hiddenAsBot, showBar } from './consent-question.ts';

const CHOICES = new Set<string>(['all', 'necessary', 'preferences']);

declare global {
  interface Window {
    /** Choices tapped on the cookie bar before the app loaded (theme-init.js). */
    glentiaConsentTaps?: string[];
  }
}

/**
 * Once the app has started: asks (with the page's bar) while there is no current choice, which
 * theme-init.js could not tell of an old revision's cookie, and hides the bar otherwise. Where the
 * page has no bar, the banner's own box asks.
 */
export function askForConsentIfDue(): void {
  const ask = !hasCurrentChoice() && !hiddenAsBot();
  if (showBar(ask)) return;
  void import('./consent.ts').then(({ showConsentBox }) => showConsentBox()).catch(() => undefined);
}

function choose(choice: string | undefined): void {
  if (!choice || !CHOICES.has(choice)) return;
  void import('./consent.ts').then(({ chooseConsent }) => chooseConsent(choice as ConsentChoice));
}

export function wireConsentBar(): void {
  const early = window.glentiaConsentTaps;
  window.glentiaConsentTaps = undefined;
  const bar = document.getElementById('consent-bar');
  if (!bar) return;
  choose(early?.at(-1));
  bar.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-consent-choice]');
    choose(button?.dataset.consentChoice);
  });
}
