import type { TSameNight } from '@glentia/core';
import { CopyCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';

/**
 * Beside the form's date: the picked venue already has a glenti that day, listed or waiting for
 * review, so a repeated submission is flagged before it is sent; one the sender may open is linked.
 */
export function SameNightNote({ found }: { found: NonNullable<TSameNight['found']> }) {
  const { t } = useTranslation('contribute');
  return (
    <div
      role="note"
      data-testid="same-night-note"
      className="flex gap-3 rounded-2xl bg-accent-soft p-4 text-accent-soft-foreground"
    >
      <CopyCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <p className="font-bold">{found.published ? t('sameNight.listed') : t('sameNight.waiting')}</p>
        <p className="text-sm">
          {found.time ? t('sameNight.at', { time: found.time }) : null} {t('sameNight.same')}
        </p>
        {found.id && (
          <Link to={`/glentia/${found.id}`} className="inline-block text-sm font-semibold underline">
            {t('sameNight.open')}
          </Link>
        )}
      </div>
    </div>
  );
}
