/**
 * How often anonymous and everyday writes may be made. The numbers are set well above what a
 * person does with the app (a busy evening of browsing opens perhaps a hundred events an hour),
 * so only scripts meet them. A shared address (a café's Wi-Fi, a mobile carrier's NAT) gets several
 * times a device's allowance.
 */

/** Who a limit counts: the device id header, the client address, or the signed-in account. */
export type LimitSubject = 'device' | 'address' | 'account';

export interface LimitRule {
  by: LimitSubject;
  max: number;
  windowMs: number;
}

export type WriteAction =
  | 'favorite'
  | 'viewed'
  | 'adEvent'
  | 'anonymousCount'
  | 'consent'
  | 'registerToken'
  | 'notifications'
  | 'eventSubmission'
  | 'calendarFeed'
  | 'posterReading'
  | 'eventReport'
  | 'translation'
  | 'claim';

export interface WriteLimits {
  rules: Record<WriteAction, LimitRule[]>;
  /**
   * New device ids per address and hour whose views and favourites count. A device first seen
   * more than an hour ago is not new; beyond this many, views are served but not counted and
   * favourites are refused with 429, so inventing device ids cannot inflate the counters.
   */
  newDevicesPerAddressPerHour: number;
  /**
   * Views of one event, and views and clicks of one ad, that one address adds to the anonymous
   * counts in a day (a click only after a view). Beyond it the call is answered but not counted.
   * The address itself is not kept: lib/address-tally.ts. Unset: the default.
   */
  anonymousCountsPerAddressPerItemPerDay?: number;
}

const MINUTE = 60_000;

/** A family or a table of friends behind one address looks at the same glenti a few times a day. */
export const ANONYMOUS_COUNTS_PER_ADDRESS_PER_ITEM_PER_DAY = 10;

export const DEFAULT_WRITE_LIMITS: WriteLimits = {
  rules: {
    favorite: [
      { by: 'device', max: 30, windowMs: MINUTE },
      { by: 'address', max: 120, windowMs: MINUTE },
    ],
    viewed: [
      { by: 'device', max: 60, windowMs: MINUTE },
      { by: 'address', max: 300, windowMs: MINUTE },
    ],
    adEvent: [
      { by: 'device', max: 60, windowMs: MINUTE },
      { by: 'address', max: 300, windowMs: MINUTE },
    ],
    // Views and ad events counted without consent: by address only (a short-lived counter, never
    // stored with the count), with room for everyone behind one carrier's address.
    anonymousCount: [{ by: 'address', max: 300, windowMs: MINUTE }],
    consent: [
      { by: 'device', max: 10, windowMs: MINUTE },
      { by: 'address', max: 60, windowMs: MINUTE },
    ],
    registerToken: [
      { by: 'device', max: 10, windowMs: MINUTE },
      { by: 'address', max: 60, windowMs: MINUTE },
    ],
    notifications: [
      { by: 'device', max: 60, windowMs: MINUTE },
      { by: 'address', max: 300, windowMs: MINUTE },
    ],
    // Each submission is a filled-in form with a poster: ten in ten minutes is already brisk.
    eventSubmission: [
      { by: 'account', max: 10, windowMs: 10 * MINUTE },
      { by: 'device', max: 10, windowMs: 10 * MINUTE },
      { by: 'address', max: 30, windowMs: 10 * MINUTE },
    ],
    // A new secret calendar address: a person makes one now and then.
    calendarFeed: [
      { by: 'account', max: 10, windowMs: 10 * MINUTE },
      { by: 'device', max: 10, windowMs: 10 * MINUTE },
      { by: 'address', max: 60, windowMs: 10 * MINUTE },
    ],
    // Reading a poster takes seconds of the server's time: a few per submission is plenty.
    posterReading: [
      { by: 'account', max: 20, windowMs: 10 * MINUTE },
      { by: 'device', max: 20, windowMs: 10 * MINUTE },
      { by: 'address', max: 60, windowMs: 10 * MINUTE },
    ],
    // Reporting a problem: a person reports one event, perhaps a few; more is a script.
    eventReport: [
      { by: 'device', max: 5, windowMs: 10 * MINUTE },
      { by: 'address', max: 30, windowMs: 10 * MINUTE },
    ],
    // "Show in English" on a description: a reader opens a few a minute.
    translation: [
      { by: 'device', max: 20, windowMs: MINUTE },
      { by: 'address', max: 120, windowMs: MINUTE },
    ],
    // Claiming a page and typing its code: a person claims one or two, and mistypes a code or two.
    claim: [
      { by: 'account', max: 10, windowMs: 10 * MINUTE },
      { by: 'address', max: 30, windowMs: 10 * MINUTE },
    ],
  },
  newDevicesPerAddressPerHour: 20,
  anonymousCountsPerAddressPerItemPerDay: ANONYMOUS_COUNTS_PER_ADDRESS_PER_ITEM_PER_DAY,
};

/**
 * The same limits `factor` times higher or lower (WRITE_LIMIT_FACTOR: a site whose visitors share
 * few addresses, or a test that makes every call from one), never below one.
 */
export function scaleWriteLimits(limits: WriteLimits, factor: number): WriteLimits {
  const scale = (max: number) => Math.max(1, Math.round(max * factor));
  const rules = Object.fromEntries(
    Object.entries(limits.rules).map(([action, list]) => [
      action,
      list.map((rule) => ({ ...rule, max: scale(rule.max) })),
    ]),
  ) as WriteLimits['rules'];
  return {
    rules,
    newDevicesPerAddressPerHour: scale(limits.newDevicesPerAddressPerHour),
    anonymousCountsPerAddressPerItemPerDay: scale(
      limits.anonymousCountsPerAddressPerItemPerDay ?? ANONYMOUS_COUNTS_PER_ADDRESS_PER_ITEM_PER_DAY,
    ),
  };
}
