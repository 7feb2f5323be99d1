/** SQL for accounts: the only place that reads or writes the `users` and `user_identities` tables. */
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userIdentities, users } from '../../db/schema.ts';
import { usernameSkeleton } from './username-look-alikes.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** By e-mail address, without regard to case (the unique index is on `lower(email)`). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row ?? null;
}

/** Whether another account already uses this username, in any case or as a look-alike. */
export async function usernameTaken(db: DbOrTx, username: string, exceptUserId?: string): Promise<boolean> {
  const sameName = or(
    sql`lower(${users.username}) = lower(${username})`,
    eq(users.usernameSkeleton, usernameSkeleton(username)),
  );
  const condition = exceptUserId ? and(sameName, sql`${users.id} <> ${exceptUserId}`) : sameName;
  const [row] = await db.select({ id: users.id }).from(users).where(condition).limit(1);
  return !!row;
}

/** The skeleton goes with every username written. */
const withSkeleton = <T extends { username?: string | undefined }>(values: T) =>
  values.username === undefined ? values : { ...values, usernameSkeleton: usernameSkeleton(values.username) };

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(withSkeleton(values)).returning();
  return row!;
}

/** Gives accounts written before skeletons were stored (or by the demo seed) theirs. */
export async function fillUsernameSkeletons(db: DbOrTx): Promise<number> {
  const missing = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(isNull(users.usernameSkeleton));
  for (const row of missing)
    await db
      .update(users)
      .set({ usernameSkeleton: usernameSkeleton(row.username) })
      .where(eq(users.id, row.id));
  return missing.length;
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  values: Partial<Omit<NewUser, 'id' | 'createdAt'>>,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...withSkeleton(values), updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export async function deleteUser(db: DbOrTx, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function findIdentity(db: DbOrTx, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

export async function insertIdentity(
  db: DbOrTx,
  values: { userId: string; provider: string; subject: string; email: string | null },
): Promise<void> {
  await db.insert(userIdentities).values(values).onConflictDoNothing();
}

export interface UserSearch {
  search?: string | undefined;
  limit: number;
  offset: number;
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(
    ilike(users.email, pattern),
    ilike(users.username, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
  );
}

/** A page of users by username, with how many match in all. */
export async function searchUsers(
  db: DbOrTx,
  query: UserSearch,
): Promise<{ rows: UserRow[]; total: number }> {
  const condition = searchCondition(query.search);
  const rows = await db
    .select()
    .from(users)
    .where(condition)
    .orderBy(asc(sql`lower(${users.username})`))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db.select({ total: count() }).from(users).where(condition);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Linked providers of some users, by user id. */
export async function providersOf(db: DbOrTx, userIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: userIdentities.userId, provider: userIdentities.provider })
    .from(userIdentities)
    .where(inArray(userIdentities.userId, userIds));
  for (const row of rows) result.set(row.userId, [...(result.get(row.userId) ?? []), row.provider]);
  return result;
}

/** Accounts in use: active, and not emptied by a deletion. */
export async function countActiveUsers(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.status, 'active'), ne(users.email, '')));
  return Number(row?.total ?? 0);
}

/** The confirmed e-mail address of each of these accounts that has one. */
export async function findVerifiedEmails(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNotNull(users.emailVerifiedAt)));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** The account with this username, any case (older events name their uploader only so). */
export async function findUserIdByUsername(db: DbOrTx, username: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row?.id ?? null;
}
