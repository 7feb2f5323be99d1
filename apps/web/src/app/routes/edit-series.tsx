import { todayInAthens } from '@glentia/core';
import { buttonClass } from '../../components/ui/button.ts';
import { ConfirmedDangerButton } from '../../components/ui/confirmed-danger-button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { env } from '../../config/env.ts';
import { useEndSeries } from '../../features/contribute/api/end-series.ts';
import { useOwnSeries } from '../../features/contribute/api/get-own-series.ts';
import { EventForm } from '../../features/contribute/components/event-form.tsx';
import { describeError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate, useParams } from '../../lib/router/index.ts';
import { notify } from '../../lib/toast.ts';
import contributeTexts from '../../locales/lazy/contribute.ts';
import seriesTexts from '../../locales/lazy/series.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [contributeTexts, seriesTexts];

/**
 * /series/{id}/edit: the event form filled from a weekly residency, for its venue's partner or an
 * admin, and the button that ends the series.
 */
export function EditSeriesRoute() {
  const { id } = useParams();
  const { t } = useTranslation('series');
  const navigate = useNavigate();
  const series = useOwnSeries(id);
  const ending = useEndSeries();

  if (series.isPending) return <Spinner block label={t('edit.loading')} className="py-16" />;
  if (series.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl space-y-3 py-10 text-center">
        <p className="font-semibold">{t('edit.loadError')}</p>
        <p className="text-muted">{describeError(series.error)}</p>
        <button type="button" className={buttonClass()} onClick={() => series.refetch()}>
          OK
        </button>
      </div>
    );
  }
  return (
    <>
      <EventForm
        key={series.data.id}
        series={series.data}
        today={todayInAthens()}
        contactEmail={env.contactEmail}
      />
      <div className="mx-auto flex max-w-2xl justify-start pb-6">
        <ConfirmedDangerButton
          label={t('edit.end')}
          busy={ending.isPending}
          question={{
            title: t('edit.endTitle'),
            message: t('edit.endMessage'),
            cancelLabel: t('edit.endCancel'),
            confirmLabel: t('edit.endConfirm'),
          }}
          // An ended series may leave this page once its answers are asked again: what follows the
          // call comes from its own promise, not from this page's button.
          onConfirm={(close) =>
            ending.mutateAsync(series.data.id).then(
              () => {
                notify('success', t('edit.ended'));
                navigate('/', { replace: true });
              },
              (error) => {
                close();
                notify('error', describeError(error));
              },
            )
          }
        />
      </div>
    </>
  );
}
