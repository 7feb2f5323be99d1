import type { TEvent } from '@glentia/core';

/** SPEC §9: three random other future events under "more events". */
export const MORE_EVENTS_COUNT = 3;

/**
 * Up to `count` events picked at random from the upcoming ones, leaving out the event on screen
 * and canceled ones. `random` returns a number in [0, 1) like `Math.random`.
 */
export function pickMoreEvents<E extends Pick<TEvent, 'id' | 'future' | 'canceled'>>(
  events: readonly E[],
  currentId: string,
  count: number = MORE_EVENTS_COUNT,
  random: () => number = Math.random,
): E[] {
  const pool = othersComing(events, currentId);
  // A partial Fisher–Yates shuffle: only the first `count` places are drawn.
  for (let index = 0; index < Math.min(count, pool.length); index++) {
    const pick = index + Math.floor(random() * (pool.length - index));
    [pool[index], pool[pick]] = [pool[pick]!, pool[index]!];
  }
  return pool.slice(0, count);
}

/** The events "more events" may show: upcoming ones, not canceled, other than the one on screen. */
export function othersComing<E extends Pick<TEvent, 'id' | 'future' | 'canceled'>>(
  events: readonly E[],
  currentId: string,
): E[] {
  return events.filter((event) => event.id !== currentId && event.future && !event.canceled);
}
