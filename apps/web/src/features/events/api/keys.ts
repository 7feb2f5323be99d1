/**
 * The query keys of the events area (`contract.events`): one event, the lists of events (a
 * filter's, an artist's or a venue's, the timeline's and the map's summaries, the days with events).
 * Every cached answer of an events route is under one of these, so a change reaches exactly the
 * copies it touches.
 */
import type { TopicKind } from '@glentia/core';

export const eventKeys = {
  /** Every single event (the event pages). */
  pages: ['event'] as const,
  /** One event, as its page shows it. */
  one: (id: string) => ['event', id] as const,
  /** Every list of events and of days with events. */
  lists: ['events'] as const,
  /** The full events of a filter (`GET /api/public/glentia`). */
  filtered: ['events', 'list'] as const,
  /** Every artist's, or every venue's, lists of events. */
  ofTopics: (kind: TopicKind) => ['events', kind] as const,
  /** The upcoming or past events of an artist or a venue. */
  ofTopic: (kind: TopicKind, id: string, when: 'upcoming' | 'past') => ['events', kind, id, when] as const,
  /** Every timeline's pages of summaries, whatever the filter (what is kept for reading offline). */
  timelines: ['events', 'summary', 'timeline'] as const,
  /**
   * The other events an event page picked at random to show under it. Apart from `lists`, so a
   * change elsewhere does not shuffle them while they are read.
   */
  more: (id: string) => ['more-events', id] as const,
  /** The days of a calendar window that have events. */
  days: ['events', 'days'] as const,
  /** The map's venues with events, the same as a list, and its summaries of the events at some of them. */
  places: ['map-places'] as const,
  placeList: ['map-place-list'] as const,
  atPlaces: ['map-place-events'] as const,
};
