import { todayInAthens } from '@glentia/core';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../components/ui/button.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { env } from '../../config/env.ts';
import { useEditableEvent } from '../../features/contribute/api/get-editable-event.ts';
import { EventForm } from '../../features/contribute/components/event-form.tsx';
import { sharedPosterOf } from '../../features/contribute/lib/shared-poster.ts';
import { describeError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useParams, useSearchParams } from '../../lib/router/index.ts';
import contributeTexts from '../../locales/lazy/contribute.ts';
import seriesTexts from '../../locales/lazy/series.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [contributeTexts, seriesTexts];

/**
 * `?shared=poster` (the web app's share target) or `?shared=app` (the Android app): a poster shared
 * from another app, taken from the device once; undefined while it is being taken.
 */
function useSharedPoster(source: string | null, type: string | null): File | null | undefined {
  const [poster, setPoster] = useState<File | null | undefined>(source ? undefined : null);
  // Taken once per screen: the second run of an effect (React's strict mode) reuses the first.
  const taking = useRef<{ source: string; file: Promise<File | null> } | null>(null);
  useEffect(() => {
    if (!source) return;
    if (taking.current?.source !== source) taking.current = { source, file: sharedPosterOf(source, type) };
    let current = true;
    void taking.current.file.then((file) => {
      if (current) setPoster(file);
    });
    return () => {
      current = false;
    };
  }, [source, type]);
  return poster;
}

/**
 * /glenti/edit/{id?}: the event form, empty for a new glenti (or starting with a shared poster,
 * being read) or filled for an edit.
 */
export function EditEventRoute() {
  const { id } = useParams();
  // `?read=poster`: the admin's "make a draft" from an Instagram post reads the poster on arrival.
  const [search] = useSearchParams();
  const { t } = useTranslation('contribute');
  const editable = useEditableEvent(id);
  const today = todayInAthens();
  const sharedPoster = useSharedPoster(id ? null : search.get('shared'), search.get('type'));

  if (!id) {
    if (sharedPoster === undefined) return <Spinner block label={t('poster.reading')} className="py-16" />;
    return (
      <EventForm
        today={today}
        contactEmail={env.contactEmail}
        sharedPoster={sharedPoster}
        sharedPosterMissing={!!search.get('shared') && !sharedPoster}
      />
    );
  }
  if (editable.isPending) return <Spinner block label={t('loading')} className="py-16" />;
  if (editable.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl space-y-3 py-10 text-center">
        <p className="font-semibold">{t('loadError')}</p>
        <p className="text-muted">{describeError(editable.error)}</p>
        <button type="button" className={buttonClass()} onClick={() => editable.refetch()}>
          {t('buttons.ok')}
        </button>
      </div>
    );
  }
  return (
    <EventForm
      key={editable.data.id}
      event={editable.data}
      today={today}
      contactEmail={env.contactEmail}
      readPosterOnOpen={search.get('read') === 'poster'}
    />
  );
}
