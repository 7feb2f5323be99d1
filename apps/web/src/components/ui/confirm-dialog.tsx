import { buttonClass } from './button.ts';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** A destructive question paints the confirm button in the danger colour. */
  danger?: boolean;
  busy?: boolean;
}

/** A question with Cancel and OK (SPEC §8 confirmation dialogs). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal
      open={props.open}
      role="alertdialog"
      title={props.title}
      onClose={props.onCancel}
      footer={
        <>
          <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={props.onCancel}>
            {props.cancelLabel}
          </button>
          <button
            type="button"
            disabled={props.busy}
            className={buttonClass({
              variant: 'primary',
              className: props.danger ? 'bg-danger! text-danger-foreground! hover:brightness-110' : undefined,
            })}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </button>
        </>
      }
    >
      <p>{props.message}</p>
    </Modal>
  );
}
