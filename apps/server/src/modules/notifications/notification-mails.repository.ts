/** SQL for e-mailing notifications to accounts that keep e-mail notifications on. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { resultRows } from '../../db/results.ts';
import type { Language } from '../../lib/language.ts';
import { wordsOf } from './notification-story.ts';

export interface MailableNotification {
  id: string;
  email: string;
  language: Language;
  title: string;
  body: string | null;
  url: string | null;
}

/**
 * Of the given notifications, those still to be e-mailed: for an account with a confirmed address
 * whose settings keep e-mail on (the default).
 */
export async function findMailableNotifications(
  db: DbOrTx,
  ids: readonly string[],
): Promise<MailableNotification[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select n.id, u.email, coalesce(s.language, 'el') as language, n.title, n.body, n.url, n.kind, n.data
    from notifications n
    join users u on u.id = n.user_id
    left join settings s on s.user_id = n.user_id
    where n.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and n.emailed_at is null
      and u.email_verified_at is not null
      and coalesce(s.email, true)
    order by n.created_at`);
  return resultRows(result).map((row) => {
    const language: Language = row.language === 'en' ? 'en' : 'el';
    // Written now in the account's language, which may have changed since the notification was.
    const words = wordsOf(
      {
        kind: row.kind === null ? null : String(row.kind),
        data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
        title: String(row.title),
        body: row.body === null ? null : String(row.body),
      },
      language,
    );
    return {
      id: String(row.id),
      email: String(row.email),
      language,
      ...words,
      url: row.url === null ? null : String(row.url),
    };
  });
}

export async function markNotificationEmailed(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.execute(
    sql`update notifications set emailed_at = ${at.toISOString()}::timestamptz where id = ${id}::uuid`,
  );
}
