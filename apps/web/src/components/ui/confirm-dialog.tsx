import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

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
    <Dialog
      open={props.open}
      role="alertdialog"
      title={props.title}
      onClose={props.onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={props.onCancel}>
            {props.cancelLabel}
          </Button>
          <Button
            variant={props.danger ? 'danger' : 'primary'}
            disabled={props.busy}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {props.message && <p>{props.message}</p>}
    </Dialog>
  );
}
