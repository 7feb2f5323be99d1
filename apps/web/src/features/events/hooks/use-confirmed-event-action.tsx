import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { type EventAction, useEventAction } from '../api/event-actions.ts';

/** What the person chose, in words that match the event's state (promote or stop promoting, …). */
export type EventChoice = 'promote' | 'unpromote' | 'cancel' | 'uncancel' | 'delete';

const CALL_OF: Record<EventChoice, EventAction> = {
  promote: 'promote',
  unpromote: 'promote',
  cancel: 'cancel',
  uncancel: 'cancel',
  delete: 'delete',
};

/**
 * An event action confirmed first by a question whose button names the act ("Cancel this glenti?"
 * [Cancel glenti] [Back]), shared by the event sheet and the event
 * page's buttons: `ask(choice)` opens the confirmation, `dialog(eventId)` renders it, and a done
 * action is announced and handed to `onDone`. A refused one closes the confirmation and leaves its
 * reason in `action.error`.
 */
export function useConfirmedEventAction(onDone: (chosen: EventChoice) => void) {
  const { t } = useTranslation('eventActions');
  const action = useEventAction();
  const [confirming, setConfirming] = useState<EventChoice | null>(null);

  function confirm(eventId: string) {
    if (!confirming) return;
    const chosen = confirming;
    // A deleted or changed event may leave the screen that asked (its card, its page) once its
    // answers are asked again: the announcement follows the call's own promise, not the screen.
    action.mutateAsync({ action: CALL_OF[chosen], id: eventId }).then(
      () => {
        notify('success', t(`done.${chosen}`));
        setConfirming(null);
        onDone(chosen);
      },
      () => setConfirming(null),
    );
  }

  const dialog = (eventId: string | undefined) => (
    <ConfirmDialog
      open={!!confirming}
      danger={confirming === 'delete'}
      busy={action.isPending}
      title={confirming ? t(`confirm.${confirming}`) : t('confirm.title')}
      message={confirming ? t(`confirm.details.${confirming}`) : ''}
      confirmLabel={confirming ? t(`confirm.buttons.${confirming}`) : t('confirm.ok')}
      cancelLabel={t('confirm.back')}
      onCancel={() => setConfirming(null)}
      onConfirm={() => eventId && confirm(eventId)}
    />
  );

  return { action, confirming, ask: setConfirming, dialog };
}
