/**
 * How wrong passwords are met (at login and when a signed-in person re-enters the current
 * password). Counted per account and client address: past `perAddress` failures in the window,
 * that address may not try that account again until the window ends. Past `perAccount` failures
 * from all addresses together, nobody is locked out: every further try for the account waits a
 * little longer (`delayStepMs` more per failure past the ceiling, at most `maxDelayMs`), so a
 * spread-out guessing attack slows to a crawl while the owner, with the right password, still
 * gets in. A device that holds a live session of the account is never locked out of logging in.
 */
export interface LoginLimits {
  /** Failures from one client address that lock it out of one account. */
  perAddress: number;
  /** Failures from all addresses together past which every try for the account is slowed. */
  perAccount: number;
  windowMs: number;
  /** Added to the wait for each failure past `perAccount`. */
  delayStepMs: number;
  maxDelayMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAddress: 10,
  perAccount: 30,
  windowMs: 15 * 60 * 1000,
  delayStepMs: 250,
  maxDelayMs: 5000,
};
