import { Info } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';

/** Glentia lists what venues announce; the venue has the last word on changes. */
export function NoResponsibilityNote() {
  const { t } = useTranslation('eventPage');
  return (
    <aside className="flex gap-3 rounded-2xl border border-dashed border-border p-4 text-sm text-muted">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p data-testid="no-responsibility-note">{t('note')}</p>
    </aside>
  );
}
