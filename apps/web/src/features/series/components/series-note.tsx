import { canRunSeriesAt, type TEvent } from '@glentia/core';
import { Pencil, Repeat } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.ts';
import { useActor } from '../../../lib/authorization.tsx';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { useRunsVenue } from '../../partner/hooks/use-runs-venue.ts';
import { useSeries } from '../api/get-series.ts';
import { describeSeries } from './series-text.ts';

/**
 * On the page of a night of a weekly residency: "Κάθε Παρασκευή στις 22:00", and for the venue's
 * partner and admins a link to edit the series: core's series rule, the one the server checks.
 */
export function SeriesNote({ event }: { event: Pick<TEvent, 'seriesId' | 'publishedFrom' | 'future'> }) {
  const { t } = useTranslation('series');
  const series = useSeries(event.seriesId);
  const actor = useActor();
  const runsVenue = useRunsVenue(series.data?.location.id);
  if (!event.seriesId || !series.data) return null;
  const mayEdit = canRunSeriesAt(actor, runsVenue);
  return (
    <section
      aria-label={t('note.label')}
      className="space-y-3 rounded-2xl bg-surface-muted p-3 sm:flex sm:items-center sm:gap-3 sm:space-y-0"
      data-testid="series-note"
    >
      <p className="flex min-w-0 flex-1 items-start gap-3 font-semibold">
        <Repeat aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>{describeSeries(series.data, currentLanguage())}</span>
      </p>
      {mayEdit && (
        <Link
          to={`/series/${encodeURIComponent(series.data.id)}/edit`}
          className={buttonClass({ variant: 'secondary', className: 'shrink-0' })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('note.edit')}
        </Link>
      )}
    </section>
  );
}
