import type { TEvent } from '@glentia/core';
import { Hourglass } from 'lucide-react';
import { AccentNote } from '../../../components/ui/accent-note.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** An event its uploader or an admin opens before it is published: only they can see it. */
export function EventPendingBanner({ event }: { event: Pick<TEvent, 'published'> }) {
  const { t } = useTranslation('eventPage');
  if (event.published) return null;
  return (
    <AccentNote
      icon={Hourglass}
      role="status"
      testId="pending-banner"
      title={t('pending.title')}
      message={t('pending.message')}
      className="items-start shadow-card"
    />
  );
}
