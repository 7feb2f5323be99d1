/** SQL for e-mailing notifications to accounts that keep e-mail notifications on. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { resultRows } from '../../db/results.ts';
import type { Language } from '../../lib/language.ts';
import type { wordsOf } from './notification-story.ts';

export interface MailableNotification {
  id: string;
  email: string;
  language: Language;
  title: string;
  body: string | null;
  url: string | null;
}

/** An unsent notification to be mailed, with its account and what its words are written from. */
export interface UnmailedNotification {
  id: string;
  userId: string;
  story: Parameters<typeof wordsOf>[0];
  url: string | null;
}

/** Of the given notifications, those to an account and not yet e-mailed, oldest first. */
export async function findUnmailedNotifications(
  db: DbOrTx,
  ids: readonly string[],
): Promise<UnmailedNotification[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select n.id, n.user_id, n.title, n.body, n.url, n.kind, n.data
    from notifications n
    where n.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and n.emailed_at is null
      and n.user_id is not null
    order by n.created_at`);
  return resultRows(result).map((row) => ({
    id: String(row.id),
    userId: String(row.user_id),
    story: {
      kind: row.kind === null ? null : String(row.kind),
      data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
      title: String(row.title),
      body: row.body === null ? null : String(row.body),
    },
    url: row.url === null ? null : String(row.url),
  }));
}

export async function markNotificationEmailed(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.execute(
    sql`update notifications set emailed_at = ${at.toISOString()}::timestamptz where id = ${id}::uuid`,
  );
}
