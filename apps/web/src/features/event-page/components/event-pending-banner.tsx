import type { TEvent } from '@glentia/core';
import { Hourglass } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';

/** An event its uploader or an admin opens before it is published: only they can see it. */
export function EventPendingBanner({ event }: { event: Pick<TEvent, 'published'> }) {
  const { t } = useTranslation('eventPage');
  if (event.published) return null;
  return (
    <div
      role="status"
      data-testid="pending-banner"
      className="flex items-start gap-3 rounded-2xl bg-accent-soft p-4 text-accent-soft-foreground shadow-card"
    >
      <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{t('pending.title')}</p>
        <p className="text-sm">{t('pending.message')}</p>
      </div>
    </div>
  );
}
