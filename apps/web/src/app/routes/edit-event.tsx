import { todayInAthens } from '@glentia/core';
import { buttonClass } from '../../components/ui/button.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { env } from '../../config/env.ts';
import { useEditableEvent } from '../../features/contribute/api/get-editable-event.ts';
import { EventForm } from '../../features/contribute/components/event-form.tsx';
import { describeError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useParams, useSearchParams } from '../../lib/router/index.ts';
import contributeTexts from '../../locales/lazy/contribute.ts';
import seriesTexts from '../../locales/lazy/series.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [contributeTexts, seriesTexts];

/** /glenti/edit/{id?}: the event form, empty for a new glenti or filled for an edit. */
export function EditEventRoute() {
  const { id } = useParams();
  // `?read=poster`: the admin's "make a draft" from an Instagram post reads the poster on arrival.
  const [search] = useSearchParams();
  const { t } = useTranslation('contribute');
  const editable = useEditableEvent(id);
  const today = todayInAthens();

  if (!id) return <EventForm today={today} contactEmail={env.contactEmail} />;
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
