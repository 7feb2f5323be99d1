import type { TClaim } from '@glentia/core';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Clock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField, FormMessage } from '../../../components/ui/form-field.tsx';
import { ApiError, describeError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { useConfirmClaim } from '../api/confirm-claim.ts';
import { useCreateClaim } from '../api/create-claim.ts';
import { myClaimsQueryOptions } from '../api/get-my-claims.ts';

export type ClaimKind = 'venue' | 'artist';

export interface ClaimTarget {
  kind: ClaimKind;
  targetId: string;
  /** The page's name, for the "you now run …" message. */
  name: string;
}

const textareaClass =
  'min-h-24 w-full rounded-xl border border-border bg-surface p-3.5 text-base text-foreground placeholder:text-muted focus:border-primary focus:outline-2 focus:outline-offset-1 focus:outline-ring';

/** The claim's message for a failed request: 429 in our own words, otherwise the server's. */
function failure(error: unknown, tooMany: string): string {
  return error instanceof ApiError && error.status === 429 ? tooMany : describeError(error);
}

/** Note and contact: what the person tells us, then the ask. */
function ClaimForm({ target, onSent }: { target: ClaimTarget; onSent: (claim: TClaim) => void }) {
  const { t } = useTranslation('claims');
  const noteId = useId();
  const [note, setNote] = useState('');
  const [contact, setContact] = useState('');
  const [tried, setTried] = useState(false);
  const create = useCreateClaim();
  const contactMissing = contact.trim().length < 3;

  function send(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (contactMissing) return;
    create.mutate(
      { kind: target.kind, targetId: target.targetId, note: note.trim(), contact: contact.trim() },
      { onSuccess: onSent },
    );
  }

  return (
    <form onSubmit={send} className="space-y-4" data-testid="claim-form" noValidate>
      <p className="text-muted">{t(`dialog.intro.${target.kind}`)}</p>
      <div>
        <label htmlFor={noteId} className="mb-1.5 block text-sm font-semibold">
          {t('dialog.note')}
        </label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={1000}
          value={note}
          aria-describedby={`${noteId}-hint`}
          onChange={(event) => setNote(event.target.value)}
          className={textareaClass}
        />
        <p id={`${noteId}-hint`} className="mt-1.5 text-sm text-muted">
          {t('dialog.noteHint')}
        </p>
      </div>
      <FormField
        label={t('dialog.contact')}
        hint={t('dialog.contactHint')}
        autoComplete="email"
        maxLength={200}
        required
        value={contact}
        error={tried && contactMissing ? t('dialog.contactTooShort') : null}
        onChange={(event) => setContact(event.target.value)}
      />
      {create.isError && <FormMessage>{failure(create.error, t('errors.tooMany'))}</FormMessage>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="submit" disabled={create.isPending}>
          {t('dialog.send')}
        </Button>
      </div>
    </form>
  );
}

/** The six digits that went to the venue; wrong, expired and too many tries each said plainly. */
function CodeForm({ claim, onDone }: { claim: TClaim; onDone: (claim: TClaim) => void }) {
  const { t } = useTranslation('claims');
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useConfirmClaim();

  function send(event: FormEvent) {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setProblem(t('code.invalid'));
      return;
    }
    setProblem(null);
    confirm.mutate(
      { id: claim.id, code: digits },
      {
        onSuccess: onDone,
        onError: async (error) => {
          if (error instanceof ApiError && error.status === 429) return setProblem(t('code.tooMany'));
          // Out of tries or time, the claim has gone to an admin: say so rather than "wrong" again.
          const mine = await queryClient.fetchQuery({ ...myClaimsQueryOptions(), staleTime: 0 });
          const now = mine.find((entry) => entry.id === claim.id);
          if (now && now.status !== 'code') return onDone(now);
          setProblem(
            error instanceof ApiError && error.code === 'CLAIM_WRONG_CODE'
              ? t('code.wrong')
              : describeError(error),
          );
        },
      },
    );
  }

  return (
    <form onSubmit={send} className="space-y-4" data-testid="claim-code-form" noValidate>
      <p className="text-muted">{t('code.intro')}</p>
      <FormField
        label={t('code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        error={problem}
        onChange={(event) => setCode(event.target.value.replace(/[^\d\s]/g, ''))}
        className="[&_input]:max-w-56 [&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.4em] [&_input]:tabular-nums"
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="submit" disabled={confirm.isPending}>
          {t('code.confirm')}
        </Button>
      </div>
    </form>
  );
}

/** The end of the way: waiting for review, or running the page now. */
function Outcome({
  claim,
  target,
  movedToReview,
  onClose,
}: {
  claim: TClaim;
  target: ClaimTarget;
  movedToReview: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('claims');
  const approved = claim.status === 'approved';
  const Icon = approved ? BadgeCheck : Clock;
  return (
    <div className="space-y-4" role="status" data-testid={`claim-${claim.status}`}>
      <div className="flex items-start gap-3">
        <Icon
          aria-hidden="true"
          className={cn('mt-0.5 size-6 shrink-0', approved ? 'text-primary' : 'text-muted')}
        />
        <p>
          {approved
            ? t(`approved.${target.kind}`, { name: claim.targetName || target.name })
            : movedToReview
              ? t('code.movedToReview')
              : t('review.message')}
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {approved && target.kind === 'venue' ? (
          <Link to="/partner" className={buttonClass()} onClick={onClose}>
            {t('approved.partner')}
          </Link>
        ) : (
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.close')}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * Asking to run a venue or an artist page (issue 31): a note and a contact; then the code that went
 * to the venue's e-mail or phone, or word that an admin will look at it. A claim already open
 * (`claim`) starts at its own step. Mount it afresh for each opening (a new `key`).
 */
export function ClaimDialog({
  open,
  target,
  claim: openClaim,
  onClose,
}: {
  open: boolean;
  target: ClaimTarget;
  claim: TClaim | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('claims');
  // The claim as this opening found it; the caller mounts a fresh dialog (its `key`) for each opening.
  const [claim, setClaim] = useState<TClaim | null>(openClaim);
  const [movedToReview, setMovedToReview] = useState(false);

  const step = claim === null ? 'form' : claim.status === 'code' ? 'code' : 'outcome';
  const title =
    step === 'form'
      ? t(`dialog.title.${target.kind}`)
      : step === 'code'
        ? t('code.title')
        : claim?.status === 'approved'
          ? t('approved.title')
          : t('review.title');

  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t('dialog.close')} testId="claim-dialog">
      {step === 'form' && <ClaimForm target={target} onSent={setClaim} />}
      {step === 'code' && claim && (
        <CodeForm
          claim={claim}
          onDone={(next) => {
            setMovedToReview(next.status === 'review');
            setClaim(next);
          }}
        />
      )}
      {step === 'outcome' && claim && (
        <Outcome claim={claim} target={target} movedToReview={movedToReview} onClose={onClose} />
      )}
    </Dialog>
  );
}
