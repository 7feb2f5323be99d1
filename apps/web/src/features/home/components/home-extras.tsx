/**
 * The home page's extras, downloaded only when they are shown so the first screen stays light:
 * the help widget (SPEC §9: 2000 ms after load, gone when leaving the page, and for good once closed) and the seasonal
 * decoration (SPEC §2: CHRISTMAS shows a Christmas effect).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { isHintDismissed } from '../../../lib/dismissed-hints.ts';

/** SPEC §9: the help widget appears 2000 ms after the home page loads. */
export const HELP_WIDGET_DELAY_MS = 2000;

const HelpWidget = lazy(async () => ({ default: (await import('./help-widget.tsx')).HelpWidget }));
const ChristmasSnow = lazy(async () => ({ default: (await import('./christmas-snow.tsx')).ChristmasSnow }));

export function DelayedHelpWidget() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // Closed once, it is not even downloaded again.
    if (isHintDismissed('helpWidget')) return;
    const timer = setTimeout(() => setVisible(true), HELP_WIDGET_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <HelpWidget />
    </Suspense>
  );
}

export function Decoration({ decoration }: { decoration: string | null | undefined }) {
  if (decoration !== 'CHRISTMAS') return null;
  return (
    <Suspense fallback={null}>
      <ChristmasSnow />
    </Suspense>
  );
}
