import { lazy, Suspense, useState } from 'react';
import { withTexts } from '../../lib/i18n.ts';
import { detectInAppBrowser, type InAppBrowser } from '../../lib/in-app-browser.ts';
import { isNativePlatform } from '../../lib/platform/detect.ts';

const DISMISSED_KEY = 'glentia.inAppBrowserPromptDismissed';

const InAppBrowserPrompt = lazy(async () => ({
  default: (
    await withTexts(import('./in-app-browser-prompt.tsx'), import('../../locales/lazy/in-app-browser.ts'))
  ).InAppBrowserPrompt,
}));

function detectPromptableBrowser(): InAppBrowser | null {
  if (typeof navigator === 'undefined' || isNativePlatform()) return null;
  try {
    if (sessionStorage.getItem(DISMISSED_KEY) === '1') return null;
  } catch {
    // No storage (some private modes): ask again on each visit.
  }
  return detectInAppBrowser(navigator.userAgent);
}

/**
 * Shows the "open in your browser" prompt inside social apps' browsers. Detection is a few regular
 * expressions; the prompt itself is downloaded only when needed. Dismissed, it stays away for the
 * rest of the visit.
 */
export function InAppBrowserGate() {
  const [app, setApp] = useState(detectPromptableBrowser);
  if (!app) return null;
  const dismiss = () => {
    setApp(null);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Hidden for this page view only.
    }
  };
  return (
    <Suspense fallback={null}>
      <InAppBrowserPrompt app={app} onDismiss={dismiss} />
    </Suspense>
  );
}
