import type { TCreateEventResult } from '@glentia/core';
import { buttonClass } from '../../../components/ui/button.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * What saving answered (SPEC §4): published (success), or waiting for review ("will be
 * published"), with a way to view the similar event when one exists.
 */
export function ResultDialog({
  result,
  onDone,
  onViewDuplicate,
}: {
  result: TCreateEventResult | null;
  onDone: () => void;
  onViewDuplicate: (id: string) => void;
}) {
  const { t } = useTranslation('contribute');
  const duplicateId = result && !result.isUnique ? result.duplicateId : null;
  const message = !result
    ? ''
    : result.published
      ? t('result.publishedMessage')
      : duplicateId
        ? t('result.duplicateMessage')
        : t('result.pendingMessage');
  return (
    <Dialog
      open={!!result}
      title={result?.published ? t('result.publishedTitle') : t('result.pendingTitle')}
      onClose={onDone}
      footer={
        <>
          {duplicateId && (
            <button
              type="button"
              className={buttonClass({ variant: 'secondary' })}
              onClick={() => onViewDuplicate(duplicateId)}
            >
              {t('buttons.view')}
            </button>
          )}
          <button type="button" className={buttonClass()} onClick={onDone}>
            {t('buttons.ok')}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}

/** Saving failed (SPEC §8): try again, or send the event by e-mail; Close resets the form and goes back. */
export function SaveErrorDialog({
  message,
  email,
  onClose,
}: {
  message: string | null;
  email: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('contribute');
  return (
    <Dialog
      open={message !== null}
      role="alertdialog"
      title={t('error.title')}
      onClose={onClose}
      footer={
        <button type="button" className={buttonClass()} onClick={onClose}>
          {t('buttons.close')}
        </button>
      }
    >
      {message && <p className="font-medium text-foreground">{message}</p>}
      <p>
        {t('error.message', { email })}{' '}
        <a className="font-semibold text-primary underline" href={`mailto:${email}`}>
          {email}
        </a>
      </p>
    </Dialog>
  );
}

/** The leave guard (SPEC §2, §8): "Exit without saving?" Yes / Stay. */
export function LeaveDialog({
  open,
  onLeave,
  onStay,
}: {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
}) {
  const { t } = useTranslation('contribute');
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={t('leave.title')}
      onClose={onStay}
      footer={
        <>
          <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={onLeave}>
            {t('leave.yes')}
          </button>
          <button type="button" className={buttonClass()} onClick={onStay}>
            {t('leave.stay')}
          </button>
        </>
      }
    >
      <p>{t('leave.message')}</p>
    </Dialog>
  );
}

/**
 * A saved series, confirmed as a saved event is: waiting for an admin, or saved with no night to
 * open yet. OK goes on to the caller's own list.
 */
export function SeriesSavedDialog({ waits, onDone }: { waits: boolean | null; onDone: () => void }) {
  const { t } = useTranslation('contribute');
  const { t: ts } = useTranslation('series');
  return (
    <Dialog
      open={waits !== null}
      title={waits ? t('result.pendingTitle') : t('result.publishedTitle')}
      onClose={onDone}
      footer={
        <button type="button" className={buttonClass()} onClick={onDone}>
          {t('buttons.ok')}
        </button>
      }
    >
      <p>{waits ? ts('repeat.waits') : ts('repeat.saved')}</p>
    </Dialog>
  );
}
