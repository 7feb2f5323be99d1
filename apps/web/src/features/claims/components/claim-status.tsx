import { formatInstant, type TClaim } from '@glentia/core';
import { cn } from '../../../lib/cn.ts';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';

const TONES: Record<TClaim['status'], string> = {
  code: 'bg-accent-soft text-accent-soft-foreground',
  review: 'bg-surface-muted text-foreground',
  approved: 'bg-primary-soft text-primary-soft-foreground',
  refused: 'bg-danger/10 text-danger',
};

/** Where a claim stands, as a small pill. */
export function ClaimStatus({ status }: { status: TClaim['status'] }) {
  const { t } = useTranslation('claims');
  return (
    <span
      data-testid="claim-status"
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status])}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** The day a claim was sent, e.g. "28 Νοεμβρίου 2026". */
export function claimDay(createdAt: string): string {
  return formatInstant(createdAt, currentIntlLocale(), { day: 'numeric', month: 'long', year: 'numeric' });
}
