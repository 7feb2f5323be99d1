import { CircleQuestionMark, X } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';

/**
 * The help pill of the home page, linking to /help (see home-extras.tsx, which places it in a slot
 * kept free for it, so it covers no card and no navigation). It appears without fading in: a fade of
 * 200 ms gave the pill a layer of its own and the page about six more frames to draw (14–17 instead
 * of 9–11), 64 ms more drawing in the medians on a slowed CPU, while a slow phone's start is still
 * counted (README, "The help pill appears at once").
 */
export function HelpWidget({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <aside
      aria-label={t('helpWidget.label')}
      data-testid="help-widget"
      className="flex items-center rounded-full border border-border bg-surface py-0.5 pr-0.5 pl-1 text-sm font-semibold shadow-card"
    >
      <Link to="/help" className="flex min-h-11 items-center gap-2 rounded-full pr-1 pl-0.5 hover:underline">
        <span className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <CircleQuestionMark aria-hidden="true" className="size-5" />
        </span>
        {t('helpWidget.bubble')}
      </Link>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('helpWidget.dismiss')}
        className="flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-muted"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
