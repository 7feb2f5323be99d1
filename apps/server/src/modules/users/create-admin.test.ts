import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { users } from '../../db/schema.ts';
import { verifyPassword } from '../../lib/password.ts';
import { migrationsFolder } from '../../lib/paths.ts';
import { createAdmin } from './create-admin.ts';

describe('createAdmin', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    await runMigrations(database, migrationsFolder());
  });
  afterAll(async () => database?.close());

  it('creates a confirmed admin account with a generated password that works', async () => {
    const result = await createAdmin(database.db, 'giorgos@example.com');
    expect(result).toMatchObject({ kind: 'created', username: 'giorgos' });
    const [row] = await database.db.select().from(users).where(eq(users.email, 'giorgos@example.com'));
    expect(row?.roles).toEqual(['admin', 'user']);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(result.kind === 'created' && (await verifyPassword(result.password, row?.passwordHash))).toBe(
      true,
    );
  });

  it('picks a free username, promotes an existing account, and leaves an admin as is', async () => {
    expect(await createAdmin(database.db, 'giorgos@other.example')).toMatchObject({
      kind: 'created',
      username: 'giorgos2',
    });
    await database.db
      .insert(users)
      .values({ email: 'venue@example.com', username: 'venue', roles: ['partner', 'user'] });
    expect(await createAdmin(database.db, 'venue@example.com')).toMatchObject({ kind: 'promoted' });
    const [row] = await database.db.select().from(users).where(eq(users.email, 'venue@example.com'));
    expect(row?.roles).toEqual(['admin', 'partner', 'user']);
    expect(await createAdmin(database.db, 'venue@example.com')).toMatchObject({ kind: 'unchanged' });
  });
});
