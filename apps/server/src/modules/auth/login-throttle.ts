/**
 * Failed logins, counted per e-mail address and client address: after 10 failures in 15 minutes
 * from one client address, that address may not log in to that account for the rest of the window
 * — but the owner, from anywhere else, still can. A looser ceiling per account (100 failures from
 * all addresses together) stops a guessing attack spread over many addresses; reaching it takes a
 * botnet, and a password reset by e-mail clears it. Kept in the database, so every server process
 * sees the same counts.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

export interface LoginThrottleLimits {
  /** Failures from one client address that lock it out of one account. */
  perAddress: number;
  /** Failures from all addresses together that lock the account. */
  perAccount: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = {
  perAddress: 10,
  perAccount: 100,
  windowMs: 15 * 60 * 1000,
};

export class LoginThrottle {
  constructor(
    private readonly db: DbOrTx,
    private readonly limits: LoginThrottleLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  private since(now: Date): Date {
    return new Date(now.getTime() - this.limits.windowMs);
  }

  /** Whether `address` may not try to log in as `email` now. */
  async isLocked(email: string, address: string, now = new Date()): Promise<boolean> {
    const recent = and(
      eq(loginFailures.emailKey, email.toLowerCase()),
      gt(loginFailures.failedAt, this.since(now)),
    );
    const [fromHere] = await this.db
      .select({ failures: count() })
      .from(loginFailures)
      .where(and(recent, eq(loginFailures.address, address)));
    if ((fromHere?.failures ?? 0) >= this.limits.perAddress) return true;
    const [overall] = await this.db.select({ failures: count() }).from(loginFailures).where(recent);
    return (overall?.failures ?? 0) >= this.limits.perAccount;
  }

  async fail(email: string, address: string, now = new Date()): Promise<void> {
    await this.db.insert(loginFailures).values({ emailKey: email.toLowerCase(), address, failedAt: now });
  }

  /** A successful login forgives the failures from its own address only (not an attacker's elsewhere). */
  async succeed(email: string, address: string): Promise<void> {
    await this.db
      .delete(loginFailures)
      .where(and(eq(loginFailures.emailKey, email.toLowerCase()), eq(loginFailures.address, address)));
  }

  /** A password reset by e-mailed link forgives every failure for the account: the owner has proven it. */
  async forgive(email: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.emailKey, email.toLowerCase()));
  }
}
