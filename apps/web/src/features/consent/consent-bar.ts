/**
 * The buttons of the cookie bar that index.html carries (shown before the app loads, by
 * theme-init.js): a tap loads the consent code and makes that choice. The code is asked for only
 * with the first tap, or when the app starts it after the first screen's downloads. A tap made
 * before the app had loaded was kept by theme-init.js (`glentiaConsentTaps`): its last choice is
 * made now.
 */
export type ConsentChoice = 'all' | 'necessary' | 'preferences';

const CHOICES = new Set<string>(['all', 'necessary', 'preferences']);

declare global {
  interface Window {
    /** Choices tapped on the cookie bar before the app loaded (theme-init.js). */
    glentiaConsentTaps?: string[];
  }
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
