import { addMonths, isValidDate, type TEvent, type TInitialize, todayInAthens } from '@glentia/core';
import { ArrowRight, Share2 } from 'lucide-react';
import { buttonClass } from '../../components/ui/button.ts';
import { type EventListParams, useEvents } from '../../features/events/api/get-events.ts';
import { EventCard } from '../../features/events/components/event-card.tsx';
import { EventsLoadFailed, NoEvents } from '../../features/events/components/no-events.tsx';
import { EventGridSkeleton } from '../../features/events/components/timeline-skeleton.tsx';
import { useByIds } from '../../features/venues/api/get-by-ids.ts';
import { ClipboardUnavailableError } from '../../lib/clipboard.ts';
import { displayName } from '../../lib/display-name.ts';
import { formatLongDate } from '../../lib/format.ts';
import { currentIntlLocale, currentLanguage, useTranslation } from '../../lib/i18n.ts';
import { useInitialize } from '../../lib/initialize.ts';
import { Link, useLocation, useSearchParams } from '../../lib/router/index.ts';
import { shareOrCopy } from '../../lib/share.ts';
import { notify } from '../../lib/toast.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type EventsSubject =
  | { kind: 'date'; date: string }
  | { kind: 'artist'; id: string }
  | { kind: 'location'; id: string };

/** What `/events?date=|artist=|location=` asks for; `null` when it names nothing valid. */
export function subjectOf(params: URLSearchParams): EventsSubject | null {
  const date = params.get('date');
  if (date && isValidDate(date)) return { kind: 'date', date };
  const artist = params.get('artist');
  if (artist && UUID.test(artist)) return { kind: 'artist', id: artist };
  const location = params.get('location');
  if (location && UUID.test(location)) return { kind: 'location', id: location };
  return null;
}

/** The list query: that day's events, or an artist's or a venue's upcoming ones (the next year). */
export function listParamsOf(subject: EventsSubject, today: string): EventListParams {
  if (subject.kind === 'date') return { from: subject.date, to: subject.date, limit: 1000 };
  const upcoming = { from: today, to: addMonths(today, 12), limit: 1000 };
  return subject.kind === 'artist'
    ? { ...upcoming, artist: [subject.id] }
    : { ...upcoming, location: [subject.id] };
}

/** The events page (SPEC §2): one day's, one artist's or one venue's events, with a share button. */
export function EventsRoute() {
  const { t } = useTranslation('eventsPage');
  const [params] = useSearchParams();
  const subject = subjectOf(params);
  if (!subject) {
    return (
      <section className="space-y-4 pt-4">
        <h1 className="text-2xl font-extrabold tracking-tight">{t('invalid.title')}</h1>
        <p className="text-muted">{t('invalid.message')}</p>
        <Link to="/glentia" className={buttonClass({ variant: 'primary' })}>
          {t('empty.browse')}
        </Link>
      </section>
    );
  }
  return <EventsOf subject={subject} />;
}

function EventsOf({ subject }: { subject: EventsSubject }) {
  const { t } = useTranslation('eventsPage');
  const today = todayInAthens();
  const events = useEvents(listParamsOf(subject, today));
  const location = useLocation();
  const list = events.isPlaceholderData ? [] : (events.data ?? []);
  const loading = events.isPending || events.isPlaceholderData;
  const title = useTitle(subject, loading ? undefined : list);

  const share = async () => {
    try {
      const outcome = await shareOrCopy({
        title,
        text: t('shareText'),
        url: `${window.location.origin}${location.pathname}${location.search}`,
      });
      if (outcome === 'copied') notify('success', t('copied'));
    } catch (error) {
      if (error instanceof ClipboardUnavailableError) notify('error', t('unavailable'));
    }
  };

  return (
    <div className="space-y-6 pt-2 pb-4">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Eyebrow subject={subject} />
          <h1 className="text-2xl font-extrabold tracking-tight first-letter:uppercase sm:text-3xl">
            {title}
          </h1>
          <p role="status" className="mt-1 text-sm text-muted">
            {loading
              ? t('loading')
              : subject.kind === 'date'
                ? t('found', { count: list.length })
                : `${t('upcoming')} · ${t('found', { count: list.length })}`}
          </p>
          <ProfileLink subject={subject} />
        </div>
        <button
          type="button"
          onClick={() => void share()}
          className={buttonClass({ variant: 'secondary', className: 'shrink-0' })}
        >
          <Share2 aria-hidden="true" className="size-4" />
          {t('share')}
        </button>
      </header>

      {loading ? (
        <EventGridSkeleton label={t('loading')} />
      ) : events.isError ? (
        <EventsLoadFailed query={events} title={t('empty.errorTitle')} retryLabel={t('empty.retry')} />
      ) : list.length === 0 ? (
        <NoEvents
          title={t('empty.title')}
          message={t('empty.message')}
          retryLabel={t('empty.retry')}
          onRetry={() => void events.refetch()}
          retrying={events.isFetching}
        >
          <Link to="/glentia" className={buttonClass({ variant: 'secondary' })}>
            {t('empty.browse')}
          </Link>
        </NoEvents>
      ) : (
        <ul aria-label={title} data-testid="events-list" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {list.map((event, index) => (
            <li key={event.id}>
              <EventCard event={event} priority={index < 2} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type NamedSubject = Exclude<EventsSubject, { kind: 'date' }>;

/** The artist's or venue's name as the start data or one of these events names it. */
function knownName(
  subject: NamedSubject,
  initialize: TInitialize | undefined,
  events: readonly TEvent[] = [],
): string | undefined {
  const named = subject.kind === 'artist' ? initialize?.artists : initialize?.locations;
  const fromStart = named?.find((item) => item.id === subject.id)?.name;
  if (fromStart) return fromStart;
  for (const event of events) {
    if (subject.kind === 'location' && event.location?.id === subject.id) return event.location.name;
    const artist = subject.kind === 'artist' && event.artists.find((item) => item.id === subject.id);
    if (artist) return artist.name;
  }
  return undefined;
}

/**
 * The page title: the long date, or the artist's or venue's name: from the start data, or from
 * the events listed, or, for one with none coming, asked by id once the list has come.
 */
function useTitle(subject: EventsSubject, events: readonly TEvent[] | undefined): string {
  const { t } = useTranslation('eventsPage');
  const { data } = useInitialize();
  const known = subject.kind === 'date' ? undefined : knownName(subject, data, events);
  const unnamed = subject.kind !== 'date' && events !== undefined && !known;
  const asked = useByIds(subject.kind === 'artist' ? 'artist' : 'location', unnamed ? [subject.id] : []);
  if (subject.kind === 'date') return formatLongDate(subject.date, currentIntlLocale());
  const name = known ?? asked.data?.[0]?.name;
  // In English, a Greek name reads in Latin letters, as the cards below write it.
  return name ? displayName(name, currentLanguage()) : t('titleFallback');
}

/** Above the title: what kind of list this is. */
function Eyebrow({ subject }: { subject: EventsSubject }) {
  const { t } = useTranslation('eventsPage');
  const label = subject.kind === 'date' ? t('day') : subject.kind === 'artist' ? t('artist') : t('venue');
  return <p className={eyebrowClass}>{label}</p>;
}

/** Under the title of an artist's or venue's list: a link to its own page. */
function ProfileLink({ subject }: { subject: EventsSubject }) {
  const { t } = useTranslation('eventsPage');
  if (subject.kind === 'date') return null;
  const isArtist = subject.kind === 'artist';
  return (
    <Link
      to={isArtist ? `/artist/${subject.id}` : `/location/${subject.id}`}
      className="-ml-1 inline-flex min-h-11 items-center gap-1 rounded-full px-1 text-sm font-semibold text-primary hover:underline"
    >
      {isArtist ? t('artistPage') : t('venuePage')}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

const eyebrowClass = 'text-xs font-bold tracking-wide text-accent-soft-foreground uppercase dark:text-accent';
