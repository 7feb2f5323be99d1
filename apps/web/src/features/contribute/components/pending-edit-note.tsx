import { Clock3 } from 'lucide-react';
import { AccentNote } from '../../../components/ui/accent-note.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The form shows an owner's edit that waits for review: it says so, and that the page shows the live one. */
export function PendingEditNote() {
  const { t } = useTranslation('contribute');
  return (
    <AccentNote
      icon={Clock3}
      role="note"
      testId="pending-edit-note"
      title={t('pendingEdit.title')}
      message={t('pendingEdit.message')}
    />
  );
}
