import { CircleQuestionMark, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { dismissHint, isHintDismissed } from '../../../lib/dismissed-hints.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * A small help pill in the corner of the home page, linking to /help (see home-extras.tsx). It sits
 * above the bottom navigation and leaves a spacer of its height at the end of the page, so the last
 * cards can scroll out from under it. Closed once, it stays closed on this device; /help stays in
 * the menu.
 */
export function HelpWidget() {
  const { t } = useTranslation('shell');
  const [dismissed, setDismissed] = useState(() => isHintDismissed('helpWidget'));
  if (dismissed) return null;
  return (
    <>
      <div aria-hidden="true" data-testid="help-widget-spacer" className="h-16 lg:hidden" />
      <aside
        aria-label={t('helpWidget.label')}
        data-testid="help-widget"
        className="fixed right-3 bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-20 flex items-center rounded-full border border-border bg-surface py-0.5 pr-0.5 pl-1 text-sm font-semibold shadow-raised lg:right-6 lg:bottom-6"
      >
        <Link
          to="/help"
          className="flex min-h-11 items-center gap-2 rounded-full pr-1 pl-0.5 hover:underline"
        >
          <span className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <CircleQuestionMark aria-hidden="true" className="size-5" />
          </span>
          {t('helpWidget.bubble')}
        </Link>
        <button
          type="button"
          onClick={() => {
            dismissHint('helpWidget');
            setDismissed(true);
          }}
          aria-label={t('helpWidget.dismiss')}
          className="flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-muted"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </aside>
    </>
  );
}
