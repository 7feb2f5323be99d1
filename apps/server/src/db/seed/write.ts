/**
 * Writes a generated catalog in one transaction, in multi-row batches. Demo accounts that already
 * exist (same e-mail or username) are kept and reused, so the large data set can be added to a
 * database that already holds the demo.
 */
import { eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../lib/password.ts';
import type { Db, DbOrTx } from '../client.ts';
import {
  ads,
  artists,
  eventArtists,
  events,
  eventViewCounts,
  favorites,
  follows,
  locations,
  users,
} from '../schema.ts';
import type { AccountSeed, Catalog } from './catalog.ts';

const BATCH = 1_000;

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>): Promise<number> {
  for (let start = 0; start < rows.length; start += BATCH) await write(rows.slice(start, start + BATCH));
  return rows.length;
}

/**
 * Inserts rows through one JSON parameter per batch (`json_populate_recordset`), which spares
 * building tens of thousands of bound parameters; columns a row leaves out keep their defaults.
 * Works the same on PGlite and PostgreSQL.
 */
async function bulkInsert<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = getTableColumns(table);
  const keys = Object.keys(columns).filter((key) => rows.some((row) => key in row));
  const names = keys.map((key) => sql.identifier(columns[key]!.name));
  const list = sql.join(names, sql`, `);
  return inBatches(rows, async (batch) => {
    const records = batch.map((row) => {
      const record: Record<string, unknown> = {};
      for (const key of keys) record[columns[key]!.name] = (row as Record<string, unknown>)[key] ?? null;
      return record;
    });
    await tx.execute(
      sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)`,
    );
  });
}

/** The stored form of each account's password, in the accounts' order. */
export function hashPasswords(accounts: AccountSeed[]): Promise<string[]> {
  return Promise.all(accounts.map((account) => hashPassword(account.password)));
}

/** Creates the accounts that do not exist yet; returns catalog id → stored id, and how many were new. */
async function writeAccounts(
  tx: DbOrTx,
  accounts: AccountSeed[],
  hashes: string[],
): Promise<{ ids: Map<string, string>; created: number }> {
  if (accounts.length === 0) return { ids: new Map(), created: 0 };
  const inserted = await tx
    .insert(users)
    .values(
      accounts.map((account, index) => ({
        id: account.id,
        email: account.email,
        emailVerifiedAt: account.createdAt,
        username: account.username,
        firstName: account.firstName,
        lastName: account.lastName,
        passwordHash: hashes[index]!,
        roles: account.roles,
        status: 'active',
        createdAt: account.createdAt,
        updatedAt: account.createdAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  const ids = new Map<string, string>();
  for (const account of accounts) {
    const [stored] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        or(
          eq(sql`lower(${users.email})`, account.email.toLowerCase()),
          eq(sql`lower(${users.username})`, account.username.toLowerCase()),
        ),
      )
      .limit(1);
    if (!stored) throw new Error(`Demo account ${account.email} could not be created`);
    ids.set(account.id, stored.id);
  }
  return { ids, created: inserted.length };
}

export interface WriteCounts {
  users: number;
  locations: number;
  artists: number;
  events: number;
  eventArtists: number;
  eventViewDays: number;
  ads: number;
  favorites: number;
  follows: number;
}

/**
 * Writes everything; `passwordHashes` are the accounts' hashed passwords (see hashPasswords).
 * `beforeCommit` is awaited last inside the transaction, so that when the pictures fail to draw
 * no rows point at missing files.
 */
export async function writeCatalog(
  db: Db,
  catalog: Catalog,
  passwordHashes: string[],
  beforeCommit: () => Promise<unknown> = async () => {},
): Promise<WriteCounts> {
  return db.transaction(async (tx) => {
    // A batch of a large data set may take longer than a request's statement timeout (PostgreSQL
    // bounds those, db/client.ts): seeding is not a request, so it lifts the bound for itself.
    await tx.execute(sql`select set_config('statement_timeout', '0', true)`);
    const accounts = await writeAccounts(tx, catalog.accounts, passwordHashes);
    const owner = (id: string | null | undefined) => (id ? (accounts.ids.get(id) ?? id) : null);
    const counts: WriteCounts = {
      users: accounts.created,
      locations: await bulkInsert(
        tx,
        locations,
        catalog.locations.map((row) => ({ ...row, partnerId: owner(row.partnerId) })),
      ),
      artists: await bulkInsert(tx, artists, catalog.artists),
      events: await bulkInsert(
        tx,
        events,
        catalog.events.map((row) => ({ ...row, ownerId: owner(row.ownerId) })),
      ),
      eventArtists: await bulkInsert(tx, eventArtists, catalog.eventArtists),
      eventViewDays: await bulkInsert(tx, eventViewCounts, catalog.eventViewDays),
      ads: await bulkInsert(tx, ads, catalog.ads),
      favorites: await inBatches(
        catalog.favorites.map((row) => ({ ...row, userId: owner(row.userId) })),
        (batch) => tx.insert(favorites).values(batch).onConflictDoNothing(),
      ),
      follows: await inBatches(
        catalog.follows.map((row) => ({ ...row, userId: owner(row.userId) })),
        (batch) => tx.insert(follows).values(batch).onConflictDoNothing(),
      ),
    };
    await beforeCommit();
    return counts;
  });
}
