/** SQL for the translated descriptions kept per event and language. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventTranslations } from '../../db/schema.ts';

export async function findTranslation(
  db: DbOrTx,
  eventId: string,
  language: string,
): Promise<{ sourceHash: string; text: string } | null> {
  const [row] = await db
    .select({ sourceHash: eventTranslations.sourceHash, text: eventTranslations.text })
    .from(eventTranslations)
    .where(and(eq(eventTranslations.eventId, eventId), eq(eventTranslations.language, language)));
  return row ?? null;
}

/** Keeps (or replaces) the event's description in `language`. */
export async function saveTranslation(
  db: DbOrTx,
  row: { eventId: string; language: string; sourceHash: string; text: string },
): Promise<void> {
  await db
    .insert(eventTranslations)
    .values(row)
    .onConflictDoUpdate({
      target: [eventTranslations.eventId, eventTranslations.language],
      set: { sourceHash: row.sourceHash, text: row.text, createdAt: new Date() },
    });
}
