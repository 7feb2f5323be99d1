import type { TAdminClaim } from '@glentia/core';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { useDecideClaim } from '../api/decide-claim.ts';
import { useClaimQueue } from '../api/get-claim-queue.ts';
import { claimDay } from './claim-status.tsx';

/** Refusing a claim: the reason the person will read in their notification. */
function RefuseDialog({
  claim,
  onClose,
}: {
  claim: TAdminClaim | null;
  onClose: (done: string | null) => void;
}) {
  const { t } = useTranslation('claims');
  const decide = useDecideClaim();
  return (
    <ReasonDialog
      open={!!claim}
      texts={{
        title: t('queue.refuseTitle'),
        description: claim?.targetName,
        label: t('queue.reason'),
        hint: t('queue.reasonHint'),
        tooShort: t('queue.reasonTooShort'),
        submit: t('queue.send'),
        cancel: t('queue.cancel'),
      }}
      mutation={decide}
      onClose={() => onClose(null)}
      onSubmit={(reason) => {
        if (!claim) return;
        decide.mutate(
          { id: claim.id, approve: false, reason },
          { onSuccess: (done) => onClose(t('queue.refused', { name: done.targetName })) },
        );
      }}
    />
  );
}

function QueueItem({
  claim,
  onRefuse,
  onApproved,
}: {
  claim: TAdminClaim;
  onRefuse: () => void;
  onApproved: (message: string) => void;
}) {
  const { t } = useTranslation('claims');
  const decide = useDecideClaim();
  const page = claim.kind === 'artist' ? `/artist/${claim.targetId}` : `/location/${claim.targetId}`;
  const headingId = `claim-${claim.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-border bg-surface p-4 shadow-card"
      data-testid="claim-queue-item"
    >
      <div>
        <h2 id={headingId} className="font-bold">
          <Link to={page} className="underline-offset-2 hover:underline">
            {claim.targetName}
          </Link>
        </h2>
        <p className="text-sm text-muted">
          {t(`kind.${claim.kind}`)} · {t('queue.asked', { date: claimDay(claim.createdAt) })}
        </p>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('queue.account')}</dt>
        <dd className="break-words">{claim.username}</dd>
        <dt className="font-semibold">{t('queue.contact')}</dt>
        <dd className="break-words">{claim.contact}</dd>
        <dt className="font-semibold">{t('queue.note')}</dt>
        <dd className="break-words whitespace-pre-line">
          {claim.note || <span className="text-muted">{t('queue.noNote')}</span>}
        </dd>
      </dl>
      {decide.isError && <FormMessage>{describeError(decide.error)}</FormMessage>}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={decide.isPending}
          onClick={() =>
            decide.mutate(
              { id: claim.id, approve: true },
              { onSuccess: (done) => onApproved(t('queue.approved', { name: done.targetName })) },
            )
          }
        >
          {t('queue.approve')}
        </Button>
        <Button variant="ghost" className="text-danger!" onClick={onRefuse}>
          {t('queue.refuse')}
        </Button>
      </div>
    </li>
  );
}

/**
 * /admin/claims: people asking to run a venue or an artist page, oldest first, with what they
 * wrote, how to reach them and their account; approve, or refuse with a reason (issue 31).
 */
export function ClaimQueue() {
  const { t } = useTranslation('claims');
  const queue = useClaimQueue();
  const [refusing, setRefusing] = useState<TAdminClaim | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  return (
    <section className="mx-auto max-w-3xl space-y-4 py-4" aria-labelledby="claims-title">
      <div>
        <h1 id="claims-title" className="text-2xl font-bold tracking-tight">
          {t('queue.title')}
        </h1>
        <p className="text-muted">{t('queue.intro')}</p>
      </div>
      {said && <FormMessage tone="success">{said}</FormMessage>}
      {queue.isPending ? (
        <Spinner block label={t('queue.loading')} className="py-12" />
      ) : queue.isError ? (
        <div role="alert" className="space-y-2">
          <p>{describeError(queue.error)}</p>
          <Button onClick={() => void queue.refetch()}>{t('queue.retry')}</Button>
        </div>
      ) : queue.data.length === 0 ? (
        <p className="rounded-2xl bg-surface-muted p-6 text-center text-muted">{t('queue.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {queue.data.map((claim) => (
            <QueueItem
              key={claim.id}
              claim={claim}
              onRefuse={() => setRefusing(claim)}
              onApproved={setSaid}
            />
          ))}
        </ul>
      )}
      <RefuseDialog
        claim={refusing}
        onClose={(done) => {
          setRefusing(null);
          if (done) setSaid(done);
        }}
      />
    </section>
  );
}
