/**
 * How much one address may add to the counts that keep no identifier (event views, ad views and
 * clicks), per item and day, without the address being kept anywhere: each (kind, item, address)
 * becomes an HMAC under a random key of the day, and only that hash is counted. The key lives in
 * the counter store (Redis when configured, so every process uses the same one) and is forgotten a
 * little after its day ends, together with the day's counters; a hash of a past day then cannot be
 * matched to an address any more.
 */
import { createHmac } from 'node:crypto';
import { todayInAthens } from '@glentia/core';
import { ANONYMOUS_COUNTS_PER_ADDRESS_PER_ITEM_PER_DAY, type WriteLimits } from '../config/write-limits.ts';
import type { CounterStore } from './counter-store.ts';
import { addressKey } from './rate-limit.ts';

/** A day and a little more: a key and its counters outlive their day only by the clock's margin. */
const DAY_WINDOW_MS = 26 * 60 * 60 * 1000;

export type TallyKind = 'event-view' | 'ad-view' | 'ad-click';

export class AddressTally {
  private readonly perItemPerDay: number;

  constructor(
    private readonly counters: CounterStore,
    limits: Pick<WriteLimits, 'anonymousCountsPerAddressPerItemPerDay'>,
  ) {
    this.perItemPerDay =
      limits.anonymousCountsPerAddressPerItemPerDay ?? ANONYMOUS_COUNTS_PER_ADDRESS_PER_ITEM_PER_DAY;
  }

  /** Notes one more view from `address` and says whether it is within the day's bound. */
  async admitView(kind: 'event-view' | 'ad-view', itemId: string, address: string): Promise<boolean> {
    const { count } = await this.counters.increment(await this.keyOf(kind, itemId, address), DAY_WINDOW_MS);
    return count <= this.perItemPerDay;
  }

  /**
   * Whether a click on an ad counts: only after a view of that ad from the same address today,
   * at most one click per view, and within the day's bound.
   */
  async admitClick(adId: string, address: string): Promise<boolean> {
    const views = await this.counters.count(await this.keyOf('ad-view', adId, address));
    if (views === 0) return false;
    const { count } = await this.counters.increment(
      await this.keyOf('ad-click', adId, address),
      DAY_WINDOW_MS,
    );
    return count <= Math.min(views, this.perItemPerDay);
  }

  /** Whether an ad VIEW or CLICK from this address may be counted now. */
  admitAdEvent(adId: string, actionType: 'VIEW' | 'CLICK', address: string): Promise<boolean> {
    return actionType === 'CLICK' ? this.admitClick(adId, address) : this.admitView('ad-view', adId, address);
  }

  private async keyOf(kind: TallyKind, itemId: string, address: string): Promise<string> {
    const day = todayInAthens();
    const secret = await this.counters.sharedSecret(`anonymous-tally-key:${day}`, DAY_WINDOW_MS);
    const digest = createHmac('sha256', secret)
      .update(`${kind}\n${itemId}\n${addressKey(address)}`)
      .digest('base64url');
    return `anonymous-tally:${day}:${digest}`;
  }
}
