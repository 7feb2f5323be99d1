import type { TEvent } from '@glentia/core';
import { ArrowRight, Ban, History } from 'lucide-react';
import { dateOn } from '../../../lib/greek-phrases.ts';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';

/** SPEC §2: a banner when the event is canceled, and one when its day has passed. */
export function EventBanners({
  event,
}: {
  event: Pick<TEvent, 'canceled' | 'canceledBy' | 'future' | 'date'>;
}) {
  const { t, i18n } = useTranslation('eventPage');
  if (!event.canceled && event.future) return null;
  return (
    <div className="space-y-2">
      {event.canceled && (
        <div
          role="alert"
          data-testid="canceled-banner"
          className="flex items-start gap-3 rounded-2xl bg-danger p-4 text-danger-foreground shadow-card"
        >
          <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-bold">{t('canceled.title')}</p>
            <p className="text-sm">
              {t(event.canceledBy === 'admin' ? 'canceled.byAdmin' : 'canceled.message')}
            </p>
          </div>
        </div>
      )}
      {!event.future && (
        <div
          data-testid="due-banner"
          className="flex items-start gap-3 rounded-2xl border border-border bg-surface-muted p-4"
        >
          <History aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
          <div className="min-w-0 flex-1">
            <p className="font-bold">{t('due.title')}</p>
            <p className="text-sm text-muted">
              {t('due.message', {
                dateOn: dateOn(event.date, i18n.resolvedLanguage ?? 'el', currentIntlLocale()),
              })}
            </p>
            <Link
              to="/glentia"
              className="-ml-1 inline-flex min-h-11 items-center gap-1 rounded-full px-1 text-sm font-semibold text-primary hover:underline"
            >
              {t('due.browse')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
