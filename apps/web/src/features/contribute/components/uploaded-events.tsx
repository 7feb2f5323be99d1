import { type RoleHolder, type TReviewEvent, todayInAthens } from '@glentia/core';
import { Clock3, Pencil, Plus, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useActor } from '../../../lib/authorization.tsx';
import { cn } from '../../../lib/cn.ts';
import { eventDateParts } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { INTL_LOCALES } from '../../../lib/locale.ts';
import { Link } from '../../../lib/router/index.ts';
import { EventPoster } from '../../events/components/event-poster.tsx';
import { countyName } from '../../events/components/event-text.ts';
import { EventWhen } from '../../events/components/event-when.tsx';
import { useEventLanguage } from '../../events/components/status-badges.tsx';
import { useUploadedEvents } from '../api/get-uploaded-events.ts';
import { useOwnSeriesList } from '../api/list-own-series.ts';
import { canEditUploaded, groupUploaded, uploadedState, uploadedTarget } from '../lib/uploaded.ts';
import { UploadedSeries } from './uploaded-series.tsx';
import { UploadedStateChip } from './uploaded-state-chip.tsx';

/**
 * `/uploaded` (SPEC §2 "My events"): everything the caller added, upcoming first, each with its
 * poster, date, venue and where it stands — waiting for review, not approved (with the admin's
 * note), published, canceled or past. A published one opens its page; one still waiting opens the
 * form while its day has not passed.
 */
export function UploadedEvents({ today = todayInAthens() }: { today?: string }) {
  const { t } = useTranslation('contribute');
  const { t: tc } = useTranslation();
  const caller = useActor();
  const uploaded = useUploadedEvents();
  const events = uploaded.data ?? [];
  // Without its series the page still lists their nights among the events: no error of its own.
  const seriesList = useOwnSeriesList();
  const series = seriesList.data ?? [];
  const { upcoming, past } = groupUploaded(events, today);
  const waiting = events.filter((event) => uploadedState(event, today) === 'pending').length;

  return (
    <div className="mx-auto max-w-3xl space-y-6 pt-2 pb-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{tc('routes.uploaded')}</h1>
          <p className="mt-1 text-sm text-muted">{t('uploaded.intro')}</p>
          {uploaded.isSuccess && events.length > 0 && (
            <p role="status" className="mt-1 text-sm font-semibold">
              {t('uploaded.count', { count: events.length })}
              {waiting > 0 && (
                <span className="text-accent-soft-foreground dark:text-accent">
                  {' · '}
                  {t('uploaded.waiting', { count: waiting })}
                </span>
              )}
            </p>
          )}
        </div>
        {!(uploaded.isSuccess && events.length === 0 && series.length === 0) && (
          <Link to="/glenti/edit" className={buttonClass({ className: 'shrink-0' })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('uploaded.add')}
          </Link>
        )}
      </header>

      {uploaded.isPending || seriesList.isPending ? (
        <UploadedSkeleton label={t('uploaded.loading')} />
      ) : uploaded.isError ? (
        <div
          role="alert"
          className="rounded-3xl border border-dashed border-border bg-surface p-6 text-center"
        >
          <p className="font-bold">{t('uploaded.error')}</p>
          <p className="mt-1 text-sm text-muted">{describeError(uploaded.error)}</p>
          <button
            type="button"
            className={buttonClass({ className: 'mt-4' })}
            disabled={uploaded.isFetching}
            onClick={() => void uploaded.refetch()}
          >
            <RefreshCw aria-hidden="true" className={cn('size-4', uploaded.isFetching && 'animate-spin')} />
            {t('uploaded.retry')}
          </button>
        </div>
      ) : events.length === 0 && series.length === 0 ? (
        <EmptyUploads />
      ) : (
        <>
          {series.length > 0 && <UploadedSeries series={series} today={today} />}
          {upcoming.length > 0 && (
            <UploadedSection id="uploaded-upcoming" title={t('uploaded.upcoming')}>
              {upcoming.map((event) => (
                <UploadedRow key={event.id} event={event} caller={caller} today={today} />
              ))}
            </UploadedSection>
          )}
          {past.length > 0 && (
            <UploadedSection id="uploaded-past" title={t('uploaded.past')}>
              {past.map((event) => (
                <UploadedRow key={event.id} event={event} caller={caller} today={today} />
              ))}
            </UploadedSection>
          )}
        </>
      )}
    </div>
  );
}

function UploadedSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-bold tracking-tight">
        {title}
      </h2>
      <ul className="space-y-3">{children}</ul>
    </section>
  );
}

function UploadedRow({
  event,
  caller,
  today,
}: {
  event: TReviewEvent;
  caller: RoleHolder | null;
  today: string;
}) {
  const { t } = useTranslation('contribute');
  const language = useEventLanguage();
  const state = uploadedState(event, today);
  const target = uploadedTarget(event, caller, today);
  const editable = canEditUploaded(event, caller, today);
  const date = eventDateParts(event.date, INTL_LOCALES[language]);
  const venue =
    event.location?.name ??
    (event.pendingLocation ? t('uploaded.newVenue', { name: event.pendingLocation }) : t('uploaded.noVenue'));
  const county = countyName(event, language);
  const artists = [...event.artists.map((artist) => artist.name), ...event.pendingArtists].join(' · ');
  const faded = state === 'past' || state === 'canceled';

  return (
    <li>
      <article
        data-testid="uploaded-event"
        data-event-id={event.id}
        className={cn(
          'relative flex gap-3.5 rounded-2xl border border-border bg-surface p-2.5 shadow-card transition-colors',
          target && 'hover:bg-surface-muted',
        )}
      >
        <EventPoster
          event={event}
          alt={t('uploaded.posterAlt', { date: date.full })}
          sizes="4.75rem"
          className={cn('h-24 w-[4.75rem] shrink-0 rounded-xl', faded && 'opacity-70 grayscale-[40%]')}
        />
        <div className="min-w-0 flex-1 space-y-1 py-0.5">
          <div className="flex flex-wrap gap-1.5">
            <UploadedStateChip state={state} />
            {event.revision && (
              <span
                data-testid="pending-edit-chip"
                className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-bold whitespace-nowrap text-accent-soft-foreground"
              >
                <Clock3 aria-hidden="true" className="size-3.5" />
                {t('pendingEdit.chip')}
              </span>
            )}
          </div>
          <EventWhen date={date} isoDate={event.date} time={event.time} />
          <h3 className="line-clamp-2 leading-snug font-bold">
            {target ? (
              <Link
                to={target}
                className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-solid focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring"
              >
                {venue}
              </Link>
            ) : (
              venue
            )}
          </h3>
          {(county || artists) && (
            <p className="truncate text-sm text-muted">
              {county}
              {county && artists && ' · '}
              {artists}
            </p>
          )}
          {state === 'rejected' && event.rejectReason && (
            <div className="mt-2 rounded-xl bg-danger/10 px-3 py-2 text-sm">
              <p>
                <span className="font-semibold text-danger">{t('uploaded.rejectReason')}: </span>
                <span data-testid="reject-reason">{event.rejectReason}</span>
              </p>
              {editable && <p className="mt-1 text-muted">{t('uploaded.rejectedHint')}</p>}
            </div>
          )}
        </div>
        {editable && event.published && (
          <Link
            to={`/glenti/edit/${event.id}`}
            aria-label={t('uploaded.editLabel', { date: date.full })}
            title={t('uploaded.edit')}
            className={buttonClass({
              variant: 'ghost',
              size: 'icon',
              className: 'relative z-10 self-center',
            })}
          >
            <Pencil aria-hidden="true" className="size-5 text-muted" />
          </Link>
        )}
      </article>
    </li>
  );
}

function EmptyUploads() {
  const { t } = useTranslation('contribute');
  return (
    <div
      data-testid="uploaded-empty"
      className="rounded-3xl border border-dashed border-border bg-surface px-6 py-10 text-center"
    >
      <div className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-primary-soft">
        <Plus aria-hidden="true" className="size-8 text-primary-soft-foreground" />
      </div>
      <h2 className="mt-4 text-lg font-bold">{t('uploaded.empty.title')}</h2>
      <p className="mx-auto mt-1 max-w-sm text-sm text-muted">{t('uploaded.empty.message')}</p>
      <Link to="/glenti/edit" className={buttonClass({ size: 'lg', className: 'mt-5' })}>
        <Plus aria-hidden="true" className="size-5" />
        {t('uploaded.add')}
      </Link>
    </div>
  );
}

function UploadedSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex gap-3.5 rounded-2xl border border-border bg-surface p-2.5">
          <Skeleton className="h-24 w-[4.75rem] shrink-0" />
          <div className="flex-1 space-y-2 py-1">
            <Skeleton rounded="full" className="h-5 w-28" />
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-5 w-44" />
            <Skeleton className="h-4 w-36" />
          </div>
        </div>
      ))}
    </div>
  );
}
