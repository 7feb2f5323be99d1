import { EVENT_REPORT_NOTE_MAX, type TEvent, type TEventReportReason } from '@glentia/core';
import { Flag } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useReportEvent } from '../api/report-event.ts';

const REASONS: TEventReportReason[] = ['wrong', 'canceled'];

/**
 * "Report a problem" on the event page: anyone, signed in or not, says an upcoming event is wrong
 * or canceled, with a short note if they like. The report goes to the admins' review queue.
 */
export function ReportProblem({ event }: { event: Pick<TEvent, 'id' | 'published' | 'future'> }) {
  const { t } = useTranslation('eventPage');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<TEventReportReason | null>(null);
  const [note, setNote] = useState('');
  const sending = useReportEvent();
  if (!event.published || !event.future) return null;

  function start() {
    setReason(null);
    setNote('');
    sending.reset();
    setOpen(true);
  }

  function send(submitted: FormEvent) {
    submitted.preventDefault();
    if (!reason) return;
    const trimmed = note.trim();
    sending.mutate({ id: event.id, body: { reason, ...(trimmed ? { note: trimmed } : {}) } });
  }

  const done = sending.isSuccess;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border p-4">
        <p className="text-sm text-muted">{t('report.hint')}</p>
        <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={start}>
          <Flag aria-hidden="true" className="size-4" />
          {t('report.open')}
        </button>
      </div>
      <Dialog
        open={open}
        title={t('report.title')}
        onClose={() => setOpen(false)}
        footer={
          done ? (
            <button type="button" className={buttonClass()} onClick={() => setOpen(false)}>
              {t('report.close')}
            </button>
          ) : (
            <>
              <button
                type="button"
                className={buttonClass({ variant: 'secondary' })}
                onClick={() => setOpen(false)}
              >
                {t('report.cancel')}
              </button>
              <button
                type="submit"
                form={`${id}-form`}
                disabled={!reason || sending.isPending}
                className={buttonClass()}
              >
                {t('report.send')}
              </button>
            </>
          )
        }
      >
        {done ? (
          <p role="status" className="font-medium">
            {t('report.sent')}
          </p>
        ) : (
          <form id={`${id}-form`} onSubmit={send} className="space-y-4">
            <fieldset className="space-y-2">
              <legend className="mb-1 font-semibold">{t('report.question')}</legend>
              {REASONS.map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border px-3 py-2 has-checked:border-primary"
                >
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    className="size-5 accent-primary"
                  />
                  {t(`report.${value}`)}
                </label>
              ))}
            </fieldset>
            <div>
              <label htmlFor={`${id}-note`} className="mb-1.5 block font-semibold">
                {t('report.note')}
              </label>
              <textarea
                id={`${id}-note`}
                value={note}
                maxLength={EVENT_REPORT_NOTE_MAX}
                rows={3}
                placeholder={t('report.notePlaceholder')}
                aria-describedby={`${id}-privacy`}
                onChange={(changed) => setNote(changed.target.value)}
                className="w-full rounded-xl border border-border bg-surface px-3 py-2 text-foreground"
              />
              <p id={`${id}-privacy`} className="mt-1 text-xs text-muted">
                {t('report.privacy')}
              </p>
            </div>
            {sending.isError && (
              <p role="alert" className="text-sm font-medium text-danger">
                {describeError(sending.error)}
              </p>
            )}
          </form>
        )}
      </Dialog>
    </>
  );
}
