/**
 * A bounded set whose members expire: remembers facts like "this device has no notifications"
 * for a short while so hot reads skip the database. Oldest members go first when it is full.
 */
export class TtlSet {
  private members = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxSize = 10_000,
  ) {}

  has(key: string, now = Date.now()): boolean {
    const expiresAt = this.members.get(key);
    if (expiresAt === undefined) return false;
    if (expiresAt > now) return true;
    this.members.delete(key);
    return false;
  }

  add(key: string, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    this.members.delete(key);
    if (this.members.size >= this.maxSize) {
      const oldest = this.members.keys().next().value;
      if (oldest !== undefined) this.members.delete(oldest);
    }
    this.members.set(key, now + this.ttlMs);
  }

  delete(key: string): void {
    this.members.delete(key);
  }

  clear(): void {
    this.members.clear();
  }
}
