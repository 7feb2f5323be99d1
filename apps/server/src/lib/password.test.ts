import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('Καλημέρα-2026');
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('Καλημέρα-2026', hash)).toBe(true);
    expect(await verifyPassword('καλημέρα-2026', hash)).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
  it('rejects missing or foreign hashes', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
  });
});
