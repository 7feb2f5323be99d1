/**
 * What other modules do inside the events module's own transaction when it changes something they
 * keep data about. They register at start-up (app.ts), so the events module imports none of them:
 * the series module depends on events, never the other way round.
 */
import type { DbOrTx } from '../../db/client.ts';

/** A night of a series, deleted on its own. */
export interface DeletedNight {
  seriesId: string;
  seriesDate: string;
}

type NightDeletedHandler = (tx: DbOrTx, night: DeletedNight) => Promise<void>;

const nightDeletedHandlers = new Set<NightDeletedHandler>();

/** Runs `handler` whenever a night of a series is deleted on its own, in the deleting transaction. */
export function onSeriesNightDeleted(handler: NightDeletedHandler): void {
  nightDeletedHandlers.add(handler);
}

/** Tells the registered modules that a night of a series was deleted (inside `tx`). */
export async function announceSeriesNightDeleted(tx: DbOrTx, night: DeletedNight): Promise<void> {
  for (const handler of nightDeletedHandlers) await handler(tx, night);
}
