import type { TReviewEvent } from '@glentia/core';
import { Check, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { formatList, formatLongDate } from '../../../lib/format.ts';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { notify } from '../../../lib/toast.ts';
import { useDecidePendingDate, usePendingDates } from '../api/pending-dates.ts';

/**
 * Dates waiting at the partner's venues (an artist's, or anyone's): the partner approves one, or
 * sends it back with a reason its uploader reads. Shown only when something waits.
 */
export function PendingDates() {
  const { t } = useTranslation('account');
  const query = usePendingDates();
  if (!query.isSuccess || query.data.length === 0) return null;
  return (
    <TitledSection id="partner-pending" title={t('partner.pending.title')}>
      <p className="mb-3 text-sm text-muted">{t('partner.pending.intro')}</p>
      <ul className="space-y-2" data-testid="partner-pending">
        {query.data.map((event) => (
          <PendingDate key={event.id} event={event} />
        ))}
      </ul>
    </TitledSection>
  );
}

function PendingDate({ event }: { event: TReviewEvent }) {
  const { t } = useTranslation('account');
  const locale = currentIntlLocale();
  const decide = useDecidePendingDate();
  const [sendingBack, setSendingBack] = useState(false);
  const artists = [...event.artists.map((artist) => artist.name), ...event.pendingArtists];
  const heading = `${formatLongDate(event.date, locale)}${event.time ? ` · ${event.time}` : ''}`;
  const done = (key: 'approved' | 'sentBack') => () => notify('success', t(`partner.pending.${key}`));
  const failed = (error: unknown) => notify('error', describeError(error));
  // A decided date leaves the list once the queue is asked again, and this row with it, maybe
  // before the other answers are back: so the confirmation follows the call's own promise, which
  // does not depend on the row (a `mutate` callback of an unmounted row never runs).
  const approve = () => decide.mutateAsync({ id: event.id, approve: true }).then(done('approved'), failed);
  const sendBack = (reason: string) =>
    decide.mutateAsync({ id: event.id, approve: false, reason }).then(
      () => {
        setSendingBack(false);
        done('sentBack')();
      },
      // A refusal stays in the dialog, which shows the mutation's error.
      () => undefined,
    );

  return (
    <li
      className="rounded-2xl border border-border bg-surface p-4 shadow-card"
      aria-label={heading}
      data-testid="pending-date"
    >
      <Link to={`/glentia/${event.id}`} className="font-semibold hover:underline">
        {heading}
      </Link>
      <p className="text-sm text-muted">
        {event.location?.name ?? ''} · {artists.length ? formatList(artists, locale) : t('partner.noArtists')}
      </p>
      {event.publishedFrom && (
        <p className="text-xs text-muted">{t('partner.pending.from', { username: event.publishedFrom })}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button disabled={decide.isPending} onClick={approve}>
          <Check aria-hidden="true" className="size-4" />
          {t('partner.pending.approve')}
        </Button>
        <Button variant="secondary" disabled={decide.isPending} onClick={() => setSendingBack(true)}>
          <Undo2 aria-hidden="true" className="size-4" />
          {t('partner.pending.sendBack')}
        </Button>
      </div>
      <ReasonDialog
        open={sendingBack}
        texts={{
          title: t('partner.pending.sendBackTitle'),
          description: heading,
          label: t('partner.pending.reason'),
          placeholder: t('partner.pending.reasonPlaceholder'),
          hint: t('partner.pending.reasonHint'),
          tooShort: t('partner.pending.reasonTooShort'),
          submit: t('partner.pending.sendBack'),
          cancel: t('partner.pending.cancel'),
        }}
        mutation={decide}
        onClose={() => setSendingBack(false)}
        onSubmit={sendBack}
      />
    </li>
  );
}
