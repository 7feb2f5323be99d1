/**
 * Wrong passwords, counted per e-mail address and client address (config/login-limits.ts): one
 * address that keeps failing is locked out of that account for the rest of the window, but the
 * owner, from anywhere else, still gets in. Failures from all addresses together never lock the
 * account: past the account's ceiling every try waits a little longer, which slows a guessing
 * attack spread over many addresses without handing anyone a way to keep the owner out. Kept in
 * the database, so every server process sees the same counts (with or without Redis), and a
 * password reset by e-mail clears them.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from '../../config/login-limits.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  countLoginFailures,
  deleteLoginFailures,
  deleteOldLoginFailures,
  insertLoginFailure,
} from './login-failures.repository.ts';

/** What a try to prove the password may do now: nothing (locked), or go ahead after `delayMs`. */
export type LoginVerdict = { locked: true } | { locked: false; delayMs: number };

export const tooManyAttempts = () =>
  new AppError(429, 'TOO_MANY_ATTEMPTS', {
    el: 'Πολλές αποτυχημένες προσπάθειες. Δοκίμασε ξανά σε 15 λεπτά ή όρισε νέο κωδικό.',
    en: 'Too many failed attempts. Try again in 15 minutes or choose a new password.',
  });

export class LoginThrottle {
  constructor(
    private readonly db: DbOrTx,
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
    /** How a slowed try waits (tests record the waits instead of sitting them out). */
    private readonly wait: (ms: number) => Promise<unknown> = sleep,
  ) {}

  /** What a try from `address` to prove the password of `email` meets now. */
  async check(email: string, address: string, now = new Date()): Promise<LoginVerdict> {
    const since = new Date(now.getTime() - this.limits.windowMs);
    const { fromHere, overall } = await countLoginFailures(this.db, email.toLowerCase(), address, since);
    if (fromHere >= this.limits.perAddress) return { locked: true };
    const past = overall - this.limits.perAccount + 1;
    return {
      locked: false,
      delayMs: past > 0 ? Math.min(this.limits.maxDelayMs, past * this.limits.delayStepMs) : 0,
    };
  }

  /** Answers 429 when `address` is locked out of `email`; otherwise waits as long as the account asks. */
  async admit(email: string, address: string): Promise<void> {
    const verdict = await this.check(email, address);
    if (verdict.locked) throw tooManyAttempts();
    if (verdict.delayMs > 0) await this.wait(verdict.delayMs);
  }

  async fail(email: string, address: string, now = new Date()): Promise<void> {
    await insertLoginFailure(this.db, email.toLowerCase(), address, now);
  }

  /** A successful login forgives the failures from its own address only (not an attacker's elsewhere). */
  async succeed(email: string, address: string): Promise<void> {
    await deleteLoginFailures(this.db, email.toLowerCase(), address);
  }

  /** A password reset by e-mailed link forgives every failure for the account: the owner has proven it. */
  async forgive(email: string): Promise<void> {
    await deleteLoginFailures(this.db, email.toLowerCase());
  }
}

/** Removes failed logins older than `before`: the lock no longer looks at them. */
export async function removeLoginFailuresBefore(db: DbOrTx, before: Date): Promise<number> {
  return deleteOldLoginFailures(db, before);
}
