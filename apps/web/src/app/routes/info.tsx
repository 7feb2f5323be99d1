/** The information pages (SPEC §2): one lazily loaded chunk for all of them. */
import { ContactPage } from '../../features/info/components/contact-page.tsx';
import { CookiesPage } from '../../features/info/components/cookies-page.tsx';
import { DisclaimerPage } from '../../features/info/components/disclaimer-page.tsx';
import { HelpPage } from '../../features/info/components/help-page.tsx';
import { LegalPage } from '../../features/info/components/legal-page.tsx';
import { LoadingPage } from '../../features/info/components/loading-page.tsx';

export const HelpRoute = HelpPage;
export const DisclaimerRoute = DisclaimerPage;
export const CookiesRoute = CookiesPage;
export const ContactRoute = ContactPage;
export const LoadingRoute = LoadingPage;

export function PrivacyRoute() {
  return <LegalPage name="privacy" />;
}

export function TermsRoute() {
  return <LegalPage name="terms" />;
}
