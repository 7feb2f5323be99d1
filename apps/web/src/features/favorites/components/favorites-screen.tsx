import type { TArtistSummary, TEvent, TLocationSummary } from '@glentia/core';
import { EllipsisVertical, Heart, MapPin, Mic2, Search, X } from 'lucide-react';
import { type ReactNode, useContext, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/authorization.tsx';
import { displayName } from '../../../lib/display-name.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { EventRow } from '../../events/components/event-row.tsx';
import { EventSelectionContext } from '../../events/hooks/event-selection.ts';
import { useFavorites } from '../api/get-favorites.ts';
import { useToggleFavorite } from '../api/toggle-favorite.ts';

export interface FollowedTopics {
  artists: TArtistSummary[];
  locations: TLocationSummary[];
  loading: boolean;
  /** Why the followed ones could not be named, when they could not (none kept on the device). */
  error?: unknown;
  onUnfollow: (id: string) => void;
}

/** /favorites (SPEC §2): future favourite events, then favourite artists and venues, each list editable. */
export function FavoritesScreen({ topics, note }: { topics: FollowedTopics; note?: ReactNode }) {
  const { t } = useTranslation('favorites');
  const favorites = useFavorites();
  const toggle = useToggleFavorite();
  const events = favorites.data ?? [];
  const admin = useCan('moderate', 'events');
  // SPEC §2: admins get the admin sheet per event: a button here, or (as on every event row) a
  // long press or a right-click, through the layout's event sheet.
  const selectEvent = useContext(EventSelectionContext);

  return (
    <div className="mx-auto max-w-3xl space-y-8 pt-4 pb-8 lg:max-w-none">
      <EditableList
        id="favorite-events"
        title={t('page.events')}
        level={1}
        note={note}
        empty={
          <>
            <p>{t('page.emptyEvents')}</p>
            <Link to="/glentia" className={buttonClass({ variant: 'primary', className: 'mt-4' })}>
              <Search aria-hidden="true" className="size-4" />
              {t('page.browse')}
            </Link>
          </>
        }
        loading={favorites.isPending}
        error={
          favorites.isError && !favorites.data ? `${t('page.error')} ${describeError(favorites.error)}` : null
        }
        items={events.map((event: TEvent) => ({
          id: event.id,
          name: event.location?.name ?? event.date,
          content: <EventRow event={event} />,
          action:
            admin && selectEvent ? (
              <button
                type="button"
                onClick={() => selectEvent(event)}
                aria-label={t('page.actions', { name: event.location?.name ?? event.date })}
                aria-haspopup="dialog"
                data-testid="favorite-event-actions"
                className={buttonClass({ variant: 'ghost', size: 'icon' })}
              >
                <EllipsisVertical aria-hidden="true" className="size-5" />
              </button>
            ) : undefined,
          onRemove: () => toggle.mutate(event),
        }))}
      />
      {(
        [
          {
            list: 'artists',
            title: t('page.artists'),
            empty: t('page.emptyArtists'),
            page: '/artist/',
            icon: 'artist',
          },
          {
            list: 'locations',
            title: t('page.locations'),
            empty: t('page.emptyLocations'),
            page: '/location/',
            icon: 'venue',
          },
        ] as const
      ).map(({ list, title, empty, page, icon }) => (
        <EditableList
          key={list}
          id={`favorite-${list}`}
          title={title}
          empty={<p>{empty}</p>}
          loading={topics.loading}
          error={topics.error ? `${t('page.error')} ${describeError(topics.error)}` : null}
          items={topics[list].map((topic) => ({
            id: topic.id,
            name: topic.name,
            content: <TopicRow to={`${page}${topic.id}`} name={topic.name} image={topic.image} icon={icon} />,
            onRemove: () => topics.onUnfollow(topic.id),
          }))}
        />
      ))}
    </div>
  );
}

interface Item {
  id: string;
  name: string;
  content: ReactNode;
  /** Shown beside the item when not editing. */
  action?: ReactNode;
  onRemove: () => void;
}

function EditableList(props: {
  id: string;
  title: string;
  /** The page's own heading (h1) or a section's (h2). */
  level?: 1 | 2;
  /** Shown under the heading, e.g. when the list is the copy saved on the device. */
  note?: ReactNode;
  empty: ReactNode;
  loading: boolean;
  error: string | null;
  items: Item[];
}) {
  const { t } = useTranslation('favorites');
  const [editing, setEditing] = useState(false);
  const headingId = `${props.id}-title`;
  return (
    <section aria-labelledby={headingId} data-testid={props.id}>
      <div className="mb-3 flex min-h-11 items-center justify-between gap-3">
        {props.level === 1 ? (
          <h1 id={headingId} className="text-2xl font-bold tracking-tight">
            {props.title}
          </h1>
        ) : (
          <h2 id={headingId} className="text-xl font-bold tracking-tight">
            {props.title}
          </h2>
        )}
        {props.items.length > 0 && (
          <button
            type="button"
            onClick={() => setEditing((value) => !value)}
            aria-pressed={editing}
            data-testid={`${props.id}-edit`}
            className={buttonClass({ variant: editing ? 'primary' : 'secondary', className: 'shrink-0' })}
          >
            {editing ? t('page.done') : t('page.edit')}
          </button>
        )}
      </div>
      {props.note}
      {props.loading && (
        <div className="space-y-3" aria-busy="true">
          <Skeleton rounded="2xl" className="h-24" />
          <Skeleton rounded="2xl" className="h-24" />
        </div>
      )}
      {props.error && (
        <p role="alert" className="rounded-2xl border border-danger/40 bg-surface p-4 text-sm">
          {props.error}
        </p>
      )}
      {!props.loading && !props.error && props.items.length === 0 && (
        <div className="rounded-3xl border border-dashed border-border bg-surface p-6 text-center text-sm text-muted">
          {props.empty}
        </div>
      )}
      {props.items.length > 0 && (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
          {props.items.map((item) => (
            <li key={item.id} className="flex items-center gap-2">
              <div className="min-w-0 flex-1">{item.content}</div>
              {!editing && item.action}
              {editing && (
                <button
                  type="button"
                  onClick={item.onRemove}
                  aria-label={t('page.remove', { name: item.name })}
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-danger text-danger-foreground shadow-card"
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TopicRow({
  to,
  name,
  image,
  icon,
}: {
  to: string;
  name: string;
  image: string | null;
  icon: 'artist' | 'venue';
}) {
  const Icon = icon === 'artist' ? Mic2 : MapPin;
  const { i18n } = useTranslation('favorites');
  return (
    <Link
      to={to}
      className="flex min-h-16 items-center gap-3 rounded-2xl border border-border bg-surface p-2.5 shadow-card transition-colors hover:bg-surface-muted"
    >
      {image ? (
        <img src={image} alt="" className="size-12 shrink-0 rounded-full object-cover" loading="lazy" />
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      )}
      <span className="min-w-0 flex-1 truncate font-semibold">
        {displayName(name, i18n.resolvedLanguage)}
      </span>
      <Heart aria-hidden="true" className="size-4 shrink-0 fill-accent text-accent" />
    </Link>
  );
}
