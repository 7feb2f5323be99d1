/**
 * Makes an account an administrator — the first admin of a fresh installation, or a promotion.
 * A new account gets a username from its address and a generated password, shown once.
 */
import { randomBytes } from 'node:crypto';
import { isAdmin, knownRoles, normalizeRoles, suggestUsername } from '@glentia/core';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../../lib/password.ts';
import { findUserByEmail, insertUser, updateUser, usernameTaken } from './users.repository.ts';

export type CreateAdminResult =
  | { kind: 'created'; email: string; username: string; password: string }
  | { kind: 'promoted'; email: string; username: string }
  | { kind: 'unchanged'; email: string; username: string };

async function freeUsername(db: Db, email: string): Promise<string> {
  const base = (suggestUsername(email) || 'admin').slice(0, 24);
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? base : `${base}${n + 1}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
}

export async function createAdmin(db: Db, email: string): Promise<CreateAdminResult> {
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (isAdmin({ username: existing.username, roles: knownRoles(existing.roles) }))
      return { kind: 'unchanged', email: existing.email, username: existing.username };
    const roles = normalizeRoles([...existing.roles, 'admin']);
    await updateUser(db, existing.id, { roles });
    return { kind: 'promoted', email: existing.email, username: existing.username };
  }
  const password = randomBytes(12).toString('base64url');
  const username = await freeUsername(db, email);
  await insertUser(db, {
    email,
    username,
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(),
    roles: ['admin', 'user'],
  });
  return { kind: 'created', email, username, password };
}
