import { CircleQuestionMark, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';

/** A small help bubble in the corner of the home page, linking to /help (see home-extras.tsx). */
export function HelpWidget() {
  const { t } = useTranslation('shell');
  const [dismissed, setDismissed] = useState(false);
  return (
    <aside
      aria-label={t('helpWidget.label')}
      data-testid="help-widget"
      className="fixed right-4 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-20 flex items-center gap-2 lg:right-6 lg:bottom-24"
    >
      {!dismissed && (
        <div className="flex items-center rounded-full border border-border bg-surface pr-0.5 pl-4 text-sm font-semibold shadow-raised">
          <Link to="/help" className="py-3 hover:underline">
            {t('helpWidget.bubble')}
          </Link>
          <button
            type="button"
            onClick={() => setDismissed(true)}
            aria-label={t('helpWidget.dismiss')}
            className="ml-1 flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-muted"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
      <Link
        to="/help"
        aria-label={t('helpWidget.label')}
        className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-raised transition-transform hover:scale-105 active:scale-95"
      >
        <CircleQuestionMark aria-hidden="true" className="size-6" />
      </Link>
    </aside>
  );
}
