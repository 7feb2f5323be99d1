import type { TEvent } from '@glentia/core';
import { lazy, Suspense, useEffect } from 'react';
import { useSeries } from '../api/get-series.ts';

/**
 * The sentence comes from the weekly rule's library (about 14 KB Brotli): only the page of a
 * series' night downloads it, beside the series itself.
 */
const loadNoteText = () => import('./series-note-text.tsx');
const SeriesNoteText = lazy(async () => ({ default: (await loadNoteText()).SeriesNoteText }));

/**
 * On the page of a night of a weekly residency: "Κάθε Παρασκευή στις 22:00". The same for everyone:
 * the link to edit the series is among the owner's controls at the column's foot, so its arrival
 * with the session moves nothing here.
 */
export function SeriesNote({ event }: { event: Pick<TEvent, 'seriesId'> }) {
  const series = useSeries(event.seriesId);
  useEffect(() => {
    if (event.seriesId) void loadNoteText();
  }, [event.seriesId]);
  if (!event.seriesId || !series.data) return null;
  return (
    <Suspense fallback={null}>
      <SeriesNoteText series={series.data} />
    </Suspense>
  );
}
