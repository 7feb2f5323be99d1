import { useEffect, useId, useState } from 'react';
import { describeError } from '../lib/api-client.ts';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';

/** The shortest reason accepted: someone reads it in a notification, so it has to say something. */
export const REASON_MIN_LENGTH = 3;

/** The part of a mutation the dialog shows: whether it runs, its error, and a reset when it opens. */
export interface ReasonMutation {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

export interface ReasonDialogTexts {
  title: string;
  /** What is refused or sent back (a name, a date), under the title. */
  description?: string;
  label: string;
  placeholder?: string;
  /** A line under the field: who reads the reason. */
  hint?: string;
  tooShort: string;
  submit: string;
  cancel: string;
}

/**
 * Refusing or sending something back with a reason its owner reads: a text of at least three
 * letters, the mutation's error under it. Opening it again starts from an empty reason.
 */
export function ReasonDialog({
  open,
  texts,
  mutation,
  onSubmit,
  onClose,
}: {
  open: boolean;
  texts: ReasonDialogTexts;
  mutation: ReasonMutation;
  /** Called with the trimmed reason once it is long enough. */
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const tooShort = reason.trim().length < REASON_MIN_LENGTH;
  const { reset } = mutation;

  useEffect(() => {
    if (open) {
      setReason('');
      setTried(false);
      reset();
    }
  }, [open, reset]);

  return (
    <Dialog
      open={open}
      title={texts.title}
      description={texts.description}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button
            variant="danger"
            disabled={mutation.isPending}
            onClick={() => {
              setTried(true);
              if (!tooShort) onSubmit(reason.trim());
            }}
          >
            {texts.submit}
          </Button>
        </>
      }
    >
      <label htmlFor={id} className="mb-1.5 block font-semibold text-foreground">
        {texts.label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={500}
        value={reason}
        placeholder={texts.placeholder}
        aria-invalid={tried && tooShort}
        aria-describedby={texts.hint ? `${id}-hint` : undefined}
        onChange={(event) => setReason(event.target.value)}
        className="w-full rounded-xl border border-border bg-surface p-3 text-foreground outline-none focus:border-primary focus:ring-2 focus:ring-ring/30"
      />
      {texts.hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {texts.hint}
        </p>
      )}
      {tried && tooShort && (
        <p role="alert" className="mt-1 text-sm font-medium text-danger">
          {texts.tooShort}
        </p>
      )}
      {mutation.isError && (
        <p role="alert" className="mt-1 text-sm font-medium text-danger">
          {describeError(mutation.error)}
        </p>
      )}
    </Dialog>
  );
}
