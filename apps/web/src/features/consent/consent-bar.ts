/**
 * The buttons of the cookie bar that index.html carries (shown before the app loads, by
 * theme-init.js): a tap loads the consent code and makes that choice. The code is asked for only
 * with the first tap, or when the app starts it after the first screen's downloads.
 */
export type ConsentChoice = 'all' | 'necessary' | 'preferences';

const CHOICES = new Set<string>(['all', 'necessary', 'preferences']);

export function wireConsentBar(): void {
  const bar = document.getElementById('consent-bar');
  if (!bar) return;
  bar.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-consent-choice]');
    const choice = button?.dataset.consentChoice;
    if (!choice || !CHOICES.has(choice)) return;
    void import('./consent.ts').then(({ chooseConsent }) => chooseConsent(choice as ConsentChoice));
  });
}
