/**
 * A public start (a public PUBLIC_URL, or HOST on another interface than loopback) refuses to serve
 * a database that still holds a demo account with its published password: one seeded earlier by a
 * local start, then opened to the network. Only SEED=demo-with-accounts serves them on purpose.
 */
import { inArray } from 'drizzle-orm';
import { type Config, isLoopbackAddress } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from '../db/seed/demo.ts';
import { verifyPassword } from '../lib/password.ts';

/** Throws, naming the accounts and what to do, when a public start finds a published password. */
export async function refuseKnownPasswords(db: Db, config: Pick<Config, 'seed' | 'host' | 'publicUrl'>) {
  const local = isLoopbackAddress(config.host) && isLoopbackAddress(new URL(config.publicUrl).hostname);
  if (local || config.seed === 'demo') return;
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    );
  const exposed: string[] = [];
  for (const row of rows) {
    const demo = DEMO_ACCOUNTS.find((account) => account.email === row.email);
    if (demo && (await verifyPassword(demo.password, row.passwordHash))) exposed.push(row.email);
  }
  if (exposed.length === 0) return;
  throw new Error(
    `This start is public (HOST=${config.host}, PUBLIC_URL=${config.publicUrl}), and the database still has ` +
      `demo accounts with their published passwords: ${exposed.join(', ')}. Change their passwords (or delete ` +
      'them) on a loopback start first, start on a new DATA_DIR or database, or set SEED=demo-with-accounts ' +
      'to publish them on purpose.',
  );
}
