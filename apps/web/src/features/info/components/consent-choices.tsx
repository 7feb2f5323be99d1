import { Cookie } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { useLocation } from '../../../lib/router/index.ts';
import { useInfoTexts } from '../texts/use-info-texts.ts';

const CATEGORIES = ['necessary', 'analytics', 'ads'] as const;

/** The cookie banner's choices, loaded only when asked for. */
function openCookieChoices() {
  void import('../../consent/consent.ts').then(({ showConsentPreferences }) => showConsentPreferences());
}

const SECTION_ID = 'consent-choices';

/**
 * Under the privacy policy (SPEC §9): what counts as necessary and runs without a choice, what
 * each consent category turns on, and what is counted without consent (totals only).
 * The cookie banner links here (`/privacy#consent-choices`); the policy above loads after the
 * page, so the section is scrolled to once it has its place.
 */
export function ConsentChoices() {
  const { consentChoices: texts } = useInfoTexts();
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash !== `#${SECTION_ID}`) return;
    const scroll = () => ref.current?.scrollIntoView({ block: 'start' });
    if (document.querySelector('[data-testid^="legal-"]')) return scroll();
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-testid^="legal-"]')) return;
      observer.disconnect();
      scroll();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [hash]);
  return (
    <section ref={ref} id={SECTION_ID} aria-labelledby="consent-choices-title" className="mt-10 scroll-mt-20">
      <h2 id="consent-choices-title" className="text-xl font-bold text-balance">
        {texts.title}
      </h2>
      <p className="mt-3 leading-relaxed text-pretty">{texts.intro}</p>
      <div className="mt-4 grid gap-3 md:grid-cols-3">
        {CATEGORIES.map((key) => (
          <div key={key} className="rounded-2xl border border-border bg-surface p-4 shadow-card">
            <h3 className="font-bold">{texts.categories[key].title}</h3>
            <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed">
              {texts.categories[key].items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="mt-4 leading-relaxed text-pretty">{texts.anonymous}</p>
      <p className="mt-4 text-sm text-muted">{texts.changeHint}</p>
      <button
        type="button"
        onClick={openCookieChoices}
        className={buttonClass({ variant: 'secondary', className: 'mt-3' })}
      >
        <Cookie aria-hidden="true" className="size-4" />
        {texts.change}
      </button>
    </section>
  );
}
