import { Clock3 } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';

/** The form shows an owner's edit that waits for review: it says so, and that the page shows the live one. */
export function PendingEditNote() {
  const { t } = useTranslation('contribute');
  return (
    <div
      role="note"
      data-testid="pending-edit-note"
      className="flex gap-3 rounded-2xl bg-accent-soft p-4 text-accent-soft-foreground"
    >
      <Clock3 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{t('pendingEdit.title')}</p>
        <p className="text-sm">{t('pendingEdit.message')}</p>
      </div>
    </div>
  );
}
