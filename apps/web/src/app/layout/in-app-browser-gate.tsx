import { lazy, Suspense, useState } from 'react';
import { useBrowserValue } from '../../lib/drawing.ts';
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
  // The server's drawing has no browser to detect: the prompt comes right after the app adopts it.
  const detected = useBrowserValue(detectPromptableBrowser, null);
  const [dismissed, setDismissed] = useState(false);
  const app = dismissed ? null : detected;
  if (!app) return null;
  const dismiss = () => {
    setDismissed(true);
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
