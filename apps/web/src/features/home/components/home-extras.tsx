/**
 * The home page's extras: the help widget, downloaded only when shown (SPEC §9: 2000 ms after load,
 * gone when leaving the page, and for good once closed), and the seasonal decoration (SPEC §2:
 * CHRISTMAS shows a Christmas effect).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { dismissHint, isHintDismissed } from '../../../lib/dismissed-hints.ts';
import { ChristmasSnow } from './christmas-snow.tsx';

/** SPEC §9: the help widget appears 2000 ms after the home page loads. */
export const HELP_WIDGET_DELAY_MS = 2000;

const HelpWidget = lazy(async () => ({ default: (await import('./help-widget.tsx')).HelpWidget }));

/**
 * The help pill, in a row of the page kept free for it from the start: it hides nothing and moves
 * nothing when it appears. Closed once, it stays closed on this device (and is not downloaded again).
 */
export function DelayedHelpWidget() {
  const [dismissed, setDismissed] = useState(() => isHintDismissed('helpWidget'));
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (dismissed) return;
    const timer = setTimeout(() => setVisible(true), HELP_WIDGET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dismissed]);
  if (dismissed) return null;
  return (
    <div data-testid="help-widget-slot" className="-mt-4 mb-2 flex min-h-12 items-center justify-end">
      {visible && (
        <Suspense fallback={null}>
          <HelpWidget
            onDismiss={() => {
              dismissHint('helpWidget');
              setDismissed(true);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The seasonal decoration, drawn with the page: a few dozen lines of markup, so it is not split
 * off. (Split off, the server's drawing gave up on it and the browser redrew it: React error 419.)
 */
export function Decoration({ decoration }: { decoration: string | null | undefined }) {
  if (decoration !== 'CHRISTMAS') return null;
  return <ChristmasSnow />;
}
