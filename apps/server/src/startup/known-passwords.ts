/**
 * A public start (a public PUBLIC_URL, or HOST on another interface than loopback) refuses to serve
 * a database that still holds a demo account with its published password: one seeded by an earlier
 * loopback start and then opened to the network.
 */
import { type Config, isLoopbackAddress } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/demo.ts';
import { verifyPassword } from '../lib/password.ts';
import { findUserByEmail } from '../modules/users/users.service.ts';

/** Throws, naming the accounts and what to do, when a public start finds a published password. */
export async function refuseKnownPasswords(
  db: Db,
  config: Pick<Config, 'host' | 'publicUrl'>,
): Promise<void> {
  if (isLoopbackAddress(config.host) && isLoopbackAddress(new URL(config.publicUrl).hostname)) return;
  const exposed: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const user = await findUserByEmail(db, account.email);
    if (user?.passwordHash && (await verifyPassword(account.password, user.passwordHash)))
      exposed.push(account.email);
  }
  if (exposed.length === 0) return;
  throw new Error(
    `This start is public (HOST=${config.host}, PUBLIC_URL=${config.publicUrl}), and the database still has ` +
      `demo accounts with their published passwords: ${exposed.join(', ')}. Change their passwords (or delete ` +
      'them) on a loopback start first, or start on a new DATA_DIR or database.',
  );
}
