/** SQL for refresh tokens (stored only as SHA-256 hashes) and one-time e-mail link tokens. */
import { and, eq, gt, isNull, lt, max, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { affectedRows } from '../../db/results.ts';
import { emailTokens, refreshTokens } from '../../db/schema.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * Stores a new refresh token of a session, unless that session has been revoked meanwhile (a
 * logout or a password change racing with a refresh must not bring the session back), and unless
 * it is stored already (the successor of a token two tabs presented at once). Returns whether it
 * was stored now.
 */
export async function insertRefreshToken(
  db: DbOrTx,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date; authAt: Date },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${refreshTokens} (user_id, family_id, token_hash, expires_at, auth_at)
    select ${values.userId}::uuid, ${values.familyId}::uuid, ${values.tokenHash},
           ${values.expiresAt.toISOString()}::timestamptz, ${values.authAt.toISOString()}::timestamptz
    where not exists (
      select 1 from ${refreshTokens}
      where ${refreshTokens.familyId} = ${values.familyId}::uuid and ${refreshTokens.revokedAt} is not null
    )
    on conflict (token_hash) do nothing`);
  return affectedRows(result) === 1;
}

/**
 * A session that still works: one of its refresh tokens is neither revoked nor expired. Read on
 * every authorized request, so a logout or revocation stops its access tokens at once.
 */
export async function findLiveSession(
  db: DbOrTx,
  userId: string,
  familyId: string,
  now = new Date(),
): Promise<{ authAt: Date } | null> {
  const [row] = await db
    .select({ authAt: refreshTokens.authAt })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The latest time any token of a session was used (for telling a racing tab from a copied token). */
export async function lastUseInFamily(db: DbOrTx, familyId: string): Promise<Date | null> {
  const [row] = await db
    .select({ last: max(refreshTokens.usedAt) })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId));
  return row?.last ?? null;
}

/**
 * Marks a token used if, and only if, it is still usable — in one statement, so two requests racing
 * with the same token cannot both rotate it. Returns the claimed row, or null.
 */
export async function claimRefreshToken(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<RefreshTokenRow | null> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function revokeFamily(db: DbOrTx, familyId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user, except (optionally) the one in use. */
export async function revokeUserSessions(db: DbOrTx, userId: string, keepFamilyId?: string): Promise<void> {
  const mine = eq(refreshTokens.userId, userId);
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        mine,
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
}

/** Forgets a user's tokens that can no longer be used, so the table does not grow forever. */
export async function deleteDeadRefreshTokens(db: DbOrTx, userId: string, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000).toISOString();
  await db
    .delete(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        or(
          lt(refreshTokens.expiresAt, now),
          sql`${refreshTokens.revokedAt} < ${dayAgo}::timestamptz`,
          sql`${refreshTokens.usedAt} < ${dayAgo}::timestamptz`,
        ),
      ),
    );
}

export type EmailTokenPurpose = 'verify-email' | 'reset-password';

export async function insertEmailToken(
  db: DbOrTx,
  values: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  // Only the newest link of each kind works: older ones are retired when a new one is sent.
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.userId, values.userId),
        eq(emailTokens.purpose, values.purpose),
        isNull(emailTokens.usedAt),
      ),
    );
  await db.insert(emailTokens).values(values);
}

/** Uses up a one-time link token (atomically) and returns whose it was, or null if not usable. */
export async function consumeEmailToken(
  db: DbOrTx,
  purpose: EmailTokenPurpose,
  tokenHash: string,
  now = new Date(),
): Promise<{ userId: string } | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        sql`${emailTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row ?? null;
}

/** Sign-in and e-mail tokens that can no longer be used. */
export async function deleteExpiredTokens(db: DbOrTx, before: Date): Promise<number> {
  const refresh = await db.execute(
    sql`delete from refresh_tokens where expires_at < ${before.toISOString()}::timestamptz`,
  );
  const mail = await db.execute(
    sql`delete from email_tokens where expires_at < ${before.toISOString()}::timestamptz`,
  );
  return affectedRows(refresh) + affectedRows(mail);
}
