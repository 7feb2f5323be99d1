/**
 * Failed logins per e-mail address: after 10 failures in 15 minutes that address is refused for the
 * rest of the window, whatever address the attempts came from (the per-address rate limit of
 * the routes handles single sources). Kept in this process's memory.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = 10,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  isLocked(email: string, now = Date.now()): boolean {
    return this.recent(email.toLowerCase(), now).length >= this.maxFailures;
  }

  fail(email: string, now = Date.now()): void {
    const key = email.toLowerCase();
    this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > 50_000) this.failures.delete(this.failures.keys().next().value!);
  }

  succeed(email: string): void {
    this.failures.delete(email.toLowerCase());
  }
}
