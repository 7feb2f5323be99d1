import type { TEventReport } from '@glentia/core';
import { Flag } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.ts';
import { ConfirmedDangerButton } from '../../../components/ui/confirmed-danger-button.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';
import { useResolveReports } from '../api/resolve-reports.ts';

/**
 * Visitors' reports of a problem with a published event, in the review queue: each reason and
 * note, then dismiss (nothing to fix, or fixed under Edit) or cancel the event after a confirmation.
 */
export function ReviewReports({
  eventId,
  reports,
  canceled,
}: {
  eventId: string;
  reports: readonly TEventReport[];
  canceled: boolean;
}) {
  const { t } = useTranslation('admin');
  const resolving = useResolveReports();
  return (
    <div
      className="space-y-2 rounded-xl border border-danger/40 bg-danger/5 p-3"
      data-testid="review-reports"
    >
      <p className="flex items-center gap-1.5 text-sm font-bold text-danger">
        <Flag aria-hidden="true" className="size-4" />
        {t('queue.reportsTitle', { count: reports.length })}
      </p>
      <ul className="space-y-1 text-sm">
        {reports.map((report) => (
          <li key={report.id}>
            <span className="font-semibold">{t(`queue.reportReason.${report.reason}`)}</span>
            <span className="text-muted">
              {' '}
              · {formatLongDate(report.createdAt.slice(0, 10), currentIntlLocale())}
            </span>
            {report.note && <span className="block break-words">“{report.note}”</span>}
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted">{t('queue.reportsHint')}</p>
      {resolving.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {describeError(resolving.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={resolving.isPending}
          className={buttonClass({ variant: 'secondary' })}
          onClick={() => resolving.mutate({ id: eventId, action: 'dismiss' })}
        >
          {t('queue.dismissReports')}
        </button>
        {!canceled && (
          <ConfirmedDangerButton
            label={t('queue.cancelEvent')}
            disabled={resolving.isPending}
            busy={resolving.isPending}
            question={{
              title: t('queue.confirmTitle'),
              message: t('queue.confirmCancel'),
              cancelLabel: t('common.cancel'),
              confirmLabel: t('queue.ok'),
            }}
            onConfirm={(close) => resolving.mutate({ id: eventId, action: 'cancel' }, { onSettled: close })}
          />
        )}
      </div>
    </div>
  );
}
