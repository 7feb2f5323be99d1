import type { TSeries } from '@glentia/core';
import { Repeat } from 'lucide-react';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { describeSeries } from './series-text.ts';

/** "Κάθε Παρασκευή στις 22:00": the note itself, once the series has come (series-note.tsx). */
export function SeriesNoteText({ series }: { series: TSeries }) {
  const { t } = useTranslation('series');
  return (
    <section
      aria-label={t('note.label')}
      className="rounded-2xl bg-surface-muted p-3"
      data-testid="series-note"
    >
      <p className="flex min-w-0 items-start gap-3 font-semibold">
        <Repeat aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>{describeSeries(series, currentLanguage())}</span>
      </p>
    </section>
  );
}
