/** SQL for refresh tokens (stored only as SHA-256 hashes) and one-time e-mail link tokens. */
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailTokens, refreshTokens } from '../../db/schema.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: DbOrTx,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
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
