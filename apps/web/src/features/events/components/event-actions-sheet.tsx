import { type Caller, canEditEvent, isAdmin, type TEvent } from '@glentia/core';
import { Ban, Copy, Megaphone, Pencil, RotateCcw, Share2, Trash2 } from 'lucide-react';
import { type ComponentType, type SVGProps, useState } from 'react';
import { Link } from 'react-router';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { type EventAction, useEventAction } from '../api/event-actions.ts';
import './event-actions-texts.ts';
import { shareTargets } from './share-links.ts';

const rowClass =
  'flex min-h-12 w-full items-center gap-3 px-5 py-2 text-left font-medium hover:bg-surface-muted';

function Row({
  icon: Icon,
  label,
  onClick,
  danger,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <li>
      <button type="button" className={`${rowClass} ${danger ? 'text-danger' : ''}`} onClick={onClick}>
        <Icon aria-hidden="true" className="size-5" />
        {label}
      </button>
    </li>
  );
}

export interface EventActionsSheetProps {
  /** The selected card's event; the sheet is open while there is one. */
  event: TEvent | null;
  caller: Caller | null;
  onClose: () => void;
  /** The page's own address base for shared links (the product host). */
  origin?: string;
}

/**
 * The sheet of a selected card (SPEC §2): its thumbnail; promote, edit, cancel and delete for those
 * allowed (each confirmed, "Select OK for ...!"); share and copy link for everyone.
 */
export function EventActionsSheet({
  event,
  caller,
  onClose,
  origin = window.location.origin,
}: EventActionsSheetProps) {
  const { t } = useTranslation('eventActions');
  const action = useEventAction();
  const [confirming, setConfirming] = useState<EventAction | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const admin = isAdmin(caller);
  const canChange = !!event && canEditEvent(caller, event) && (admin || event.future);
  const url = event ? `${origin}/glentia/${event.id}` : '';
  const title = event?.location?.name ?? '';

  function close() {
    setMessage(null);
    setSharing(false);
    action.reset();
    onClose();
  }

  async function share() {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url }).catch(() => {});
      return;
    }
    setSharing(true);
  }

  async function copy() {
    if (!navigator.clipboard) return setMessage(t('noClipboard'));
    await navigator.clipboard.writeText(url);
    setMessage(t('copied'));
  }

  function confirm() {
    if (!event || !confirming) return;
    const chosen = confirming;
    action.mutate(
      { action: chosen, id: event.id },
      {
        onSuccess: () => (chosen === 'delete' ? close() : setMessage(t('done'))),
        onSettled: () => setConfirming(null),
      },
    );
  }

  return (
    <>
      <BottomSheet open={!!event && !confirming} title={t('title')} onClose={close}>
        {event && (
          <div className="pb-3">
            <div className="flex items-center gap-3 px-5 py-3">
              {event.thumbnail && (
                <img src={event.thumbnail} alt="" className="size-16 rounded-xl object-cover" />
              )}
              <p className="min-w-0 font-bold">{title}</p>
            </div>
            {(message || action.isError) && (
              <p
                role="status"
                className="mx-5 mb-2 rounded-xl bg-primary-soft px-3 py-2 text-sm text-primary-soft-foreground"
              >
                {action.isError ? describeError(action.error) : message}
              </p>
            )}
            <ul>
              {admin && (
                <Row
                  icon={Megaphone}
                  label={event.selected ? t('unpromote') : t('promote')}
                  onClick={() => setConfirming('promote')}
                />
              )}
              {canChange && (
                <li>
                  <Link to={`/glenti/edit/${event.id}`} className={rowClass} onClick={close}>
                    <Pencil aria-hidden="true" className="size-5" />
                    {t('edit')}
                  </Link>
                </li>
              )}
              {canChange && (
                <Row
                  icon={event.canceled ? RotateCcw : Ban}
                  label={event.canceled ? t('uncancel') : t('cancel')}
                  onClick={() => setConfirming('cancel')}
                />
              )}
              {canEditEvent(caller, event) && (
                <Row icon={Trash2} danger label={t('delete')} onClick={() => setConfirming('delete')} />
              )}
              <Row icon={Share2} label={t('share')} onClick={share} />
              <Row icon={Copy} label={t('copyLink')} onClick={copy} />
            </ul>
            {sharing && (
              <ul className="flex flex-wrap gap-2 px-5 pt-2">
                {shareTargets(url, title).map((target) => (
                  <li key={target.app}>
                    <a
                      href={target.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center rounded-full border border-border px-4 font-medium"
                    >
                      {t('shareVia', { app: target.app })}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </BottomSheet>
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
    </>
  );
}
