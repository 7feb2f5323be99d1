/**
 * Cookie consent (SPEC §3, §4, §9) with vanilla-cookieconsent: cookie `cc_cookie` for 182 days,
 * SameSite Lax, secure on https, opt-in, with a revision that, when raised, asks everyone again.
 * Every choice is logged on the server (`POST /api/public/log-consent`). The question itself is the
 * bar of index.html (consent-bar.ts), on screen with the first paint; this module, with the library,
 * loads when the visitor answers it or opens the choices, and keeps the choice, its cookie and the
 * preferences window.
 */
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent.css';
import { contract, type TLogConsentBody } from '@glentia/core';
import * as CookieConsent from 'vanilla-cookieconsent';
import { env } from '../../config/env.ts';
import { call } from '../../lib/api-client.ts';
import { currentActor } from '../../lib/authorization.tsx';
import {
  CONSENT_COOKIE,
  CONSENT_REVISION,
  consentFromCategories,
  setConsent,
} from '../../lib/consent-state.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useSession } from '../../stores/session.ts';
import { type ConsentChoice, hiddenAsBot, showBar } from './consent-question.ts';
import { consentTexts } from './consent-texts.ts';

export { CONSENT_REVISION } from '../../lib/consent-state.ts';

let started: Promise<void> | null = null;

/** What measurement may run now: follows every choice, including a later change or withdrawal. */
function applyChoice(): void {
  showBar(false);
  setConsent(consentFromCategories(CookieConsent.getUserPreferences().acceptedCategories));
}

function logChoice(): void {
  applyChoice();
  // The library's own cookie, sent as it is: the server checks its shape.
  const cookie = CookieConsent.getCookie() as TLogConsentBody['cookie'];
  const account = currentActor()?.username ?? null;
  useSession.setState({ cookiesAccepted: true });
  call(contract.consent.log, { body: { cookie, account } }).catch(() => undefined);
}

export function startConsent(): Promise<void> {
  started ??= CookieConsent.run({
    revision: CONSENT_REVISION,
    mode: 'opt-in',
    // The page's bar asks (it is there from the first paint); the library's own box never slides in.
    autoShow: false,
    hideFromBots: env.consentHideFromBots,
    cookie: {
      name: CONSENT_COOKIE,
      expiresAfterDays: 182,
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
    },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom center', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: {},
      ads: {},
    },
    language: { default: currentLanguage(), translations: consentTexts },
    onConsent: applyChoice,
    onFirstConsent: logChoice,
    onChange: logChoice,
  }).then(() => {
    // The banner follows the interface language (applied by lib/preferences.ts, subscribed earlier).
    useSession.subscribe((state, previous) => {
      if (state.appSettings.language !== previous.appSettings.language) {
        void CookieConsent.setLanguage(currentLanguage());
      }
    });
  });
  return started;
}

/** The banner's own box, for a page without the bar (askForConsentIfDue). */
export async function showConsentBox(): Promise<void> {
  await startConsent();
  if (!CookieConsent.validConsent() && !hiddenAsBot()) CookieConsent.show();
}

/** A tap on the page's cookie bar. */
export async function chooseConsent(choice: ConsentChoice): Promise<void> {
  await startConsent();
  if (choice === 'preferences') CookieConsent.showPreferences();
  else CookieConsent.acceptCategory(choice === 'all' ? 'all' : []);
}

/** The "edit cookies" entry of the settings. */
export async function showConsentPreferences(): Promise<void> {
  await startConsent();
  CookieConsent.showPreferences();
}
