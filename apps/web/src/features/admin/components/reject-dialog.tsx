import { ReasonDialog } from '../../../components/reason-dialog.tsx';
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
  const rejection = useRejectEvent();
  return (
    <ReasonDialog
      open={!!eventId}
      texts={{
        title: t('reject.title'),
        label: t('reject.reason'),
        placeholder: t('reject.placeholder'),
        tooShort: t('reject.tooShort'),
        submit: t('reject.send'),
        cancel: t('common.cancel'),
      }}
      mutation={rejection}
      onClose={() => onClose(false)}
      onSubmit={(reason) => {
        if (eventId) rejection.mutate({ id: eventId, reason }, { onSuccess: () => onClose(true) });
      }}
    />
  );
}
