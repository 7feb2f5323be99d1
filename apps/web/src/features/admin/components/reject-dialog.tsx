import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useRejectEvent } from '../api/reject-event.ts';

/** Sends an event back to its uploader with a reason they will read in a notification. */
export function RejectDialog({
  eventId,
  onClose,
}: {
  eventId: string | null;
  onClose: (rejected: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const rejection = useRejectEvent();
  const tooShort = reason.trim().length < 3;

  useEffect(() => {
    if (eventId) {
      setReason('');
      setTried(false);
      rejection.reset();
    }
  }, [eventId, rejection.reset]);

  return (
    <Dialog
      open={!!eventId}
      title={t('reject.title')}
      onClose={() => onClose(false)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={rejection.isPending}
            onClick={() => {
              setTried(true);
              if (tooShort || !eventId) return;
              rejection.mutate({ id: eventId, reason: reason.trim() }, { onSuccess: () => onClose(true) });
            }}
          >
            {t('reject.send')}
          </Button>
        </>
      }
    >
      <label htmlFor={id} className="block font-semibold text-foreground">
        {t('reject.reason')}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={500}
        value={reason}
        placeholder={t('reject.placeholder')}
        aria-invalid={tried && tooShort}
        onChange={(event) => setReason(event.target.value)}
        className="w-full rounded-xl border border-border bg-surface p-3 text-foreground outline-none focus:border-primary focus:ring-2 focus:ring-ring/30"
      />
      {tried && tooShort && (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('reject.tooShort')}
        </p>
      )}
      {rejection.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {describeError(rejection.error)}
        </p>
      )}
    </Dialog>
  );
}
