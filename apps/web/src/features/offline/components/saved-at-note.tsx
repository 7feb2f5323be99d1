import { History } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';
import { useOnline } from '../online.ts';
import { savedAtParts, showsSavedCopy } from '../saved-at.ts';

export interface SavedAtNoteProps {
  /** When the shown data was received (`dataUpdatedAt`). */
  updatedAt: number;
  /** Whether refreshing it failed (`isRefetchError`). */
  refreshFailed?: boolean;
  className?: string;
}

/**
 * "αποθηκεύτηκε στις 21:05": shown above data that is the copy saved on the device, with no
 * connection or when refreshing it failed; nothing otherwise.
 */
export function SavedAtNote({ updatedAt, refreshFailed = false, className }: SavedAtNoteProps) {
  const { t } = useTranslation();
  const online = useOnline();
  if (!showsSavedCopy({ online, updatedAt, refreshFailed })) return null;
  const { time, day } = savedAtParts(updatedAt, Date.now(), currentIntlLocale());
  return (
    <p
      data-testid="saved-at"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full bg-surface-muted px-3 py-1 text-xs font-semibold text-muted',
        className,
      )}
    >
      <History aria-hidden="true" className="size-3.5" />
      {day ? t('offline.savedOn', { day, time }) : t('offline.savedAt', { time })}
    </p>
  );
}
