/** Series rows → the contract's `TSeries` (never raw rows). */
import type { TArtistSummary, TLocationSummary, TSeries } from '@glentia/core';
import type { SeriesRecord } from './series.repository.ts';

export function presentSeries(
  series: SeriesRecord,
  extras: {
    location: TLocationSummary;
    artists: TArtistSummary[];
    upcoming: Array<{ id: string; date: string; canceled: boolean }>;
  },
): TSeries {
  return {
    id: series.id,
    title: series.title,
    startDate: series.startDate,
    frequency: series.frequency,
    position: series.position,
    until: series.untilDate,
    count: series.count,
    exceptions: series.exceptions,
    time: series.time,
    duration: series.duration,
    description: series.description,
    telephone: series.telephone,
    entryPrice: series.entryPrice,
    ticketUrl: series.ticketUrl,
    image: series.image,
    thumbnail: series.thumbnail,
    location: extras.location,
    artists: extras.artists,
    published: series.published,
    publishedFrom: series.publishedFrom,
    upcoming: extras.upcoming,
  };
}
