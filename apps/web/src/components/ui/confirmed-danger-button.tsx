import { useState } from 'react';
import { buttonClass } from './button.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface ConfirmedDangerButtonProps {
  /** The button's text, e.g. "Delete". */
  label: string;
  disabled?: boolean;
  /** The work OK started is under way: the dialog's OK waits. */
  busy: boolean;
  question: { title: string; message: string; cancelLabel: string; confirmLabel: string };
  /** OK was pressed; `close` puts the question away (after a failure, or once the work settled). */
  onConfirm: (close: () => void) => void;
}

/** A destructive action's button (delete, end, cancel) that asks first (SPEC §8 confirmation dialogs). */
export function ConfirmedDangerButton({
  label,
  disabled,
  busy,
  question,
  onConfirm,
}: ConfirmedDangerButtonProps) {
  const [asking, setAsking] = useState(false);
  const close = () => setAsking(false);
  return (
    <>
      <button
        type="button"
        disabled={disabled}
        className={buttonClass({ variant: 'secondary', className: 'text-danger!' })}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
      <ConfirmDialog
        open={asking}
        danger
        busy={busy}
        {...question}
        onCancel={close}
        onConfirm={() => onConfirm(close)}
      />
    </>
  );
}
