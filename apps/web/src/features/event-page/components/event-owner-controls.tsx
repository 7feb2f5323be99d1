import { type Caller, canEditEvent, isAdmin, type TEvent } from '@glentia/core';
import { Ban, CheckCircle2, Megaphone, MegaphoneOff, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { callerFromToken } from '../../../lib/jwt.ts';
import { notify } from '../../../lib/toast.ts';
import { useSession } from '../../../stores/session.ts';
import { usePublishEvent } from '../../admin/api/publish-event.ts';
import { type EventAction, useEventAction } from '../../events/api/event-actions.ts';
import '../../events/components/event-actions-texts.ts';
import '../texts.ts';

/** What the person chose, in the event sheet's words (promote or stop promoting, …). */
type Choice = 'promote' | 'unpromote' | 'cancel' | 'uncancel' | 'delete';

const CALL_OF: Record<Choice, EventAction> = {
  promote: 'promote',
  unpromote: 'promote',
  cancel: 'cancel',
  uncancel: 'cancel',
  delete: 'delete',
};

/** The buttons an event's uploader and admins get, the same rules as the event sheet's. */
export function controlsFor(caller: Caller | null, event: Pick<TEvent, 'publishedFrom' | 'future'>) {
  const admin = isAdmin(caller);
  const mayDelete = canEditEvent(caller, event);
  const mayChange = mayDelete && (admin || event.future);
  return {
    edit: mayChange,
    cancel: mayChange,
    delete: mayDelete,
    promote: admin && event.future,
    publish: admin,
  };
}

/**
 * SPEC §2: on the event page, visible buttons for the uploader (edit, cancel, delete while the
 * event is ahead) and for admins (also publish and promote) — the actions of the long-press sheet.
 */
export function EventOwnerControls({ event }: { event: TEvent }) {
  const { t } = useTranslation('eventActions');
  const { t: tp } = useTranslation('eventPage');
  const jwt = useSession((state) => state.jwt);
  const navigate = useNavigate();
  const action = useEventAction();
  const publish = usePublishEvent();
  const [confirming, setConfirming] = useState<Choice | null>(null);
  const allowed = controlsFor(callerFromToken(jwt), event);
  if (!allowed.edit && !allowed.delete && !allowed.promote) return null;

  function confirm() {
    if (!confirming) return;
    const chosen = confirming;
    action.mutate(
      { action: CALL_OF[chosen], id: event.id },
      {
        onSuccess: () => {
          notify('success', t(`done.${chosen}`));
          setConfirming(null);
          if (chosen === 'delete') navigate('/home', { replace: true });
        },
        onError: () => setConfirming(null),
      },
    );
  }

  const error = action.error ?? publish.error;
  return (
    <section aria-label={tp('controls.label')} className="space-y-2" data-testid="event-controls">
      {error && (
        <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm font-medium text-danger">
          {describeError(error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {allowed.publish && !event.published && (
          <button
            type="button"
            className={buttonClass()}
            disabled={publish.isPending}
            onClick={() =>
              publish.mutate(event.id, { onSuccess: () => notify('success', tp('controls.published')) })
            }
          >
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {tp('controls.publish')}
          </button>
        )}
        {allowed.promote && event.published && !event.canceled && (
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            onClick={() => setConfirming(event.selected ? 'unpromote' : 'promote')}
          >
            {event.selected ? (
              <MegaphoneOff aria-hidden="true" className="size-4" />
            ) : (
              <Megaphone aria-hidden="true" className="size-4" />
            )}
            {event.selected ? t('unpromote') : t('promote')}
          </button>
        )}
        {allowed.edit && (
          <Link to={`/glenti/edit/${event.id}`} className={buttonClass({ variant: 'secondary' })}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('edit')}
          </Link>
        )}
        {allowed.cancel && (event.published || event.canceled) && (
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            onClick={() => setConfirming(event.canceled ? 'uncancel' : 'cancel')}
          >
            {event.canceled ? (
              <RotateCcw aria-hidden="true" className="size-4" />
            ) : (
              <Ban aria-hidden="true" className="size-4" />
            )}
            {event.canceled ? t('uncancel') : t('cancel')}
          </button>
        )}
        {allowed.delete && (
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', className: 'text-danger!' })}
            onClick={() => setConfirming('delete')}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('delete')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={!!confirming}
        danger={confirming === 'delete'}
        busy={action.isPending}
        title={t('confirm.title')}
        message={confirming ? t(`confirm.${confirming}`) : ''}
        confirmLabel={t('confirm.ok')}
        cancelLabel={t('confirm.back')}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </section>
  );
}
