/** SQL for artist accounts: which accounts run which artist pages. */
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { artistAccounts, artists } from '../../db/schema.ts';

/** The artist pages an account runs, by name. */
export async function findArtistPagesOfUser(db: DbOrTx, userId: string) {
  return db
    .select({ id: artists.id, name: artists.name })
    .from(artistAccounts)
    .innerJoin(artists, eq(artists.id, artistAccounts.artistId))
    .where(eq(artistAccounts.userId, userId))
    .orderBy(asc(artists.name));
}

/** The accounts running an artist page. */
export async function findAccountsOfArtist(db: DbOrTx, artistId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: artistAccounts.userId })
    .from(artistAccounts)
    .where(eq(artistAccounts.artistId, artistId));
  return rows.map((row) => row.userId);
}

/** Binds the account to these pages and lets go of every other. */
export async function replaceArtistPagesOfUser(db: DbOrTx, userId: string, artistIds: readonly string[]) {
  await db
    .delete(artistAccounts)
    .where(
      artistIds.length
        ? and(eq(artistAccounts.userId, userId), notInArray(artistAccounts.artistId, [...artistIds]))
        : eq(artistAccounts.userId, userId),
    );
  if (artistIds.length)
    await db
      .insert(artistAccounts)
      .values(artistIds.map((artistId) => ({ userId, artistId })))
      .onConflictDoNothing();
}

/** Binds one account to one page (nothing changes when it already is). */
export async function insertArtistAccount(db: DbOrTx, userId: string, artistId: string): Promise<void> {
  await db.insert(artistAccounts).values({ userId, artistId }).onConflictDoNothing();
}

/** A merged page's accounts run the page it was merged into (an account bound to both, once). */
export async function moveArtistAccountRows(db: DbOrTx, goneId: string, keptId: string): Promise<void> {
  await db.execute(sql`
    insert into artist_accounts (user_id, artist_id)
    select user_id, ${keptId} from artist_accounts where artist_id = ${goneId}
    on conflict do nothing`);
  await db.delete(artistAccounts).where(eq(artistAccounts.artistId, goneId));
}
