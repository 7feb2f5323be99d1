/** Turns database rows into the public event shape of the contract (never raw rows). */
import { isFutureDate, isPastDate, type TArtistSummary, type TEvent } from '@glentia/core';
import type { EventRow } from './events.repository.ts';

export function presentEvent(
  row: EventRow,
  extras: { artists: TArtistSummary[]; favorites: number; today: string },
): TEvent {
  const { event, location } = row;
  return {
    id: event.id,
    title: event.title,
    date: event.date,
    time: event.time,
    duration: event.duration,
    startAt: event.startAt?.toISOString() ?? null,
    endAt: event.endAt?.toISOString() ?? null,
    description: event.description,
    telephone: event.telephone,
    image: event.image,
    imageWidth: event.imageWidth,
    imageHeight: event.imageHeight,
    thumbnail: event.thumbnail,
    instagramImage: event.instagramImage,
    artists: extras.artists,
    location: location
      ? {
          id: location.id,
          name: location.name,
          county: location.county,
          postalCode: location.postalCode,
          phone: location.phone,
          lat: location.lat,
          lng: location.lng,
          image: location.image,
          gender: location.gender,
        }
      : null,
    views: event.views,
    favorites: extras.favorites,
    published: event.published,
    canceled: event.canceled,
    canceledBy: event.canceled ? (event.canceledBy ?? null) : null,
    // A promotion ends with its event: canceled or past events are not featured.
    selected: event.selected && !event.canceled && !isPastDate(event.date, extras.today),
    future: isFutureDate(event.date, extras.today),
    createdAt: event.createdAt.toISOString(),
    publishedFrom: event.publishedFrom,
    lotteryLink: event.lotteryLink,
    menuLink: event.menuLink,
    entryPrice: event.entryPrice,
    ticketUrl: event.ticketUrl,
    seriesId: event.seriesId,
  };
}

/** A human title for an event without one: its artists, at its venue. */
export function displayTitle(event: Pick<TEvent, 'title' | 'artists' | 'location'>): string {
  if (event.title) return event.title;
  const names = event.artists.map((artist) => artist.name).join(', ');
  if (names && event.location) return `${names} · ${event.location.name}`;
  return names || event.location?.name || 'Γλέντι';
}
