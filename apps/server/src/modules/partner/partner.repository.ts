/** SQL for the partner page: the venues a partner runs (their events' numbers come from the events module). */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { venueSummaries } from '../../db/schema.ts';

export async function findPartnerVenues(db: DbOrTx, partnerId: string) {
  return db
    .select({ id: venueSummaries.id, name: venueSummaries.name, county: venueSummaries.county })
    .from(venueSummaries)
    .where(eq(venueSummaries.partnerId, partnerId))
    .orderBy(asc(venueSummaries.name));
}
