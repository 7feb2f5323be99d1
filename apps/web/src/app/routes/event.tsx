import type { TEvent, TLocationSummary } from '@glentia/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PlaceMap } from '../../components/ui/place-map.tsx';
import { ImageAdBlock } from '../../features/ads/components/image-ad-block.tsx';
import { EventAbout } from '../../features/event-page/components/event-about.tsx';
import { EventArtists } from '../../features/event-page/components/event-artists.tsx';
import { EventBanners } from '../../features/event-page/components/event-banners.tsx';
import { EventFacts } from '../../features/event-page/components/event-facts.tsx';
import { EventNotFoundDialog } from '../../features/event-page/components/event-not-found-dialog.tsx';
import { EventOwnerControls } from '../../features/event-page/components/event-owner-controls.tsx';
import { EventPageSkeleton } from '../../features/event-page/components/event-page-skeleton.tsx';
import { EventPendingBanner } from '../../features/event-page/components/event-pending-banner.tsx';
import { EventPosterFigure } from '../../features/event-page/components/event-poster-figure.tsx';
import { EventVenue } from '../../features/event-page/components/event-venue.tsx';
import { MoreEvents } from '../../features/event-page/components/more-events.tsx';
import { NoResponsibilityNote } from '../../features/event-page/components/no-responsibility-note.tsx';
import { ReportProblem } from '../../features/event-page/components/report-problem.tsx';
import { isMissingEvent, useEvent } from '../../features/events/api/get-event.ts';
import { useMarkEventViewed } from '../../features/events/api/mark-event-viewed.ts';
import { eventPath } from '../../features/events/lib/share-links.ts';
import { FavoriteCounter } from '../../features/favorites/components/favorite-counter.tsx';
import { InterestButton } from '../../features/favorites/components/interest-button.tsx';
import { useStartAds } from '../../features/home/api/get-initialize.ts';
import { SavedAtNote } from '../../features/offline/components/saved-at-note.tsx';
import { useOnline } from '../../features/offline/online.ts';
import { showsSavedCopy } from '../../features/offline/saved-at.ts';
import { savedListTimeOf } from '../../features/offline/saved-lists.ts';
import { useVenue } from '../../features/profiles/api/get-profile.ts';
import { SeriesNote } from '../../features/series/components/series-note.tsx';
import { EventShareActions } from '../../features/share/components/event-share-actions.tsx';
import { ShareButton } from '../../features/share/components/share-button.tsx';
import { displayAddress, displayName, greekLangOf } from '../../lib/display-name.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useItemTitle } from '../../lib/item-title.ts';
import { useNavigate, useParams } from '../../lib/router/index.ts';
import calendarFeedsTexts from '../../locales/lazy/calendar-feeds.ts';
import eventActionsTexts from '../../locales/lazy/event-actions.ts';
import eventPageTexts from '../../locales/lazy/event-page.ts';
import placeMapTexts from '../../locales/lazy/place-map.ts';
import seriesTexts from '../../locales/lazy/series.ts';
import shareTexts from '../../locales/lazy/share.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [
  eventPageTexts,
  shareTexts,
  eventActionsTexts,
  calendarFeedsTexts,
  placeMapTexts,
  seriesTexts,
];

/** The tab's name of an event: its title, or "artists · venue", the names as the page writes them. */
function tabTitleOf(event: Pick<TEvent, 'title' | 'artists' | 'location'>, language: string): string {
  const artists = event.artists.map((artist) => displayName(artist.name, language)).join(', ');
  const venue = event.location ? displayName(event.location.name, language) : null;
  return event.title?.trim() || [artists, venue].filter(Boolean).join(' · ');
}

/**
 * The event page, /glentia/{id} (SPEC §2): banners, poster, when and where, artists, who is
 * interested, sharing, description, map and more events. An unknown event is told in a dialog;
 * any other failure to load goes back home (SPEC §8).
 */
export function EventRoute() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('eventPage');
  const { t: ts } = useTranslation('share');
  const navigate = useNavigate();
  const query = useEvent(id);
  const ads = useStartAds();
  const missing = query.isError && isMissingEvent(query.error);
  const failed = query.isError && !missing && !query.data;
  useMarkEventViewed(id, query.isSuccess);
  useItemTitle(query.data ? tabTitleOf(query.data, i18n.resolvedLanguage) : null);

  useEffect(() => {
    if (failed) navigate('/home', { replace: true });
  }, [failed, navigate]);

  if (missing) return <EventNotFoundDialog />;
  if (!query.data) return <EventPageSkeleton />;

  const event = query.data;
  const venue = event.location;
  const title =
    event.title?.trim() || (venue ? displayName(venue.name, i18n.resolvedLanguage) : '') || t('untitled');
  const canShare = event.future && event.published;

  return (
    <article className="space-y-6 pt-2 pb-4" data-testid="event-page" data-opened-event={id}>
      <EventSavedCopy id={id} />
      <EventPendingBanner event={event} />
      <EventBanners event={event} />
      <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2">
        <div className="min-w-0 md:sticky md:top-20">
          <EventPosterFigure
            event={event}
            alt={t('posterAlt', { title: displayAddress(title, i18n.resolvedLanguage) })}
          />
        </div>
        <div className="min-w-0 space-y-5">
          <h1
            lang={greekLangOf(title, i18n.resolvedLanguage)}
            className="text-2xl leading-tight font-extrabold tracking-tight text-balance sm:text-3xl"
          >
            {title}
          </h1>
          <EventFacts event={event} />
          <SeriesNote event={event} />
          <EventArtists artists={event.artists} />
          <EventVenue event={event} />
          <div className="space-y-3" data-testid="event-interest">
            <FavoriteCounter event={event} />
            <div className="flex flex-wrap gap-3">
              <InterestButton event={event} className="flex-1" />
              <ShareButton
                path={eventPath(event.id)}
                disabled={!canShare}
                disabledReason={ts('actions.unavailable')}
                className="flex-1"
              />
            </div>
          </div>
          {/* Last in the column: they come in once the session does, after the page is on screen,
              and move nothing the reader already sees (an admin's room is kept: index.css). */}
          <div data-owner-room="" data-series={event.seriesId ? '' : undefined}>
            <EventOwnerControls event={event} />
          </div>
        </div>
      </div>
      <ImageAdBlock ads={ads} label={t('ads')} />
      <EventShareActions event={event} canShare={canShare} />
      <EventAbout event={event} />
      {venue && <EventMap venue={venue} />}
      <MoreEvents currentId={event.id} />
      <ReportProblem event={event} />
      <NoResponsibilityNote />
    </article>
  );
}

/**
 * With no signal, when the page's copy was saved; an event never opened shows the summary of the
 * list it came from, and says so. It reads the event's query itself: its time changes with every
 * refresh, and only this note shows it, so a refresh that brings nothing new draws nothing else.
 */
function EventSavedCopy({ id }: { id: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const online = useOnline();
  const query = useEvent(id);
  const refreshFailed = query.isError;
  const fromList = query.dataUpdatedAt === 0;
  const updatedAt = fromList ? savedListTimeOf(client, query.data?.id ?? id) : query.dataUpdatedAt;
  if (!showsSavedCopy({ online, updatedAt, refreshFailed })) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <SavedAtNote updatedAt={updatedAt} refreshFailed={refreshFailed} />
      {fromList && (
        <p className="text-xs text-muted" data-testid="event-summary-note">
          {t('offline.summary')}
        </p>
      )}
    </div>
  );
}

/** The venue on the map, with its address once the venue's profile has loaded. */
function EventMap({ venue }: { venue: TLocationSummary }) {
  const profile = useVenue(venue.id).data;
  return (
    <PlaceMap
      headingId="event-map-title"
      name={venue.name}
      gender={venue.gender}
      lat={venue.lat}
      lng={venue.lng}
      address={profile?.meta?.formatted_address}
      rating={profile?.meta?.rating}
      ratingsTotal={profile?.meta?.user_ratings_total}
    />
  );
}
