/**
 * Failed logins per e-mail address: after 10 failures in 15 minutes that address is refused for the
 * rest of the window, whatever address the attempts came from (the per-address rate limit of the
 * routes handles single sources). Kept in the database, so every server process sees the same count.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

export class LoginThrottle {
  constructor(
    private readonly db: DbOrTx,
    private readonly maxFailures = 10,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  private since(now: Date): Date {
    return new Date(now.getTime() - this.windowMs);
  }

  async isLocked(email: string, now = new Date()): Promise<boolean> {
    const [row] = await this.db
      .select({ failures: count() })
      .from(loginFailures)
      .where(
        and(eq(loginFailures.emailKey, email.toLowerCase()), gt(loginFailures.failedAt, this.since(now))),
      );
    return (row?.failures ?? 0) >= this.maxFailures;
  }

  async fail(email: string, now = new Date()): Promise<void> {
    await this.db.insert(loginFailures).values({ emailKey: email.toLowerCase(), failedAt: now });
  }

  async succeed(email: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.emailKey, email.toLowerCase()));
  }
}
