/**
 * The three demo accounts of Glentia — an administrator, a venue partner and an ordinary user —
 * with their published passwords, so anyone trying the demo can sign in with each role.
 */
import { addDays, athensDateTimeToInstant } from '@glentia/core';
import type { AccountSeed, DemoAccount } from './catalog.ts';
import type { Dice } from './random.ts';

type AccountProfile = Omit<AccountSeed, 'id' | 'createdAt'>;

const PROFILES: readonly AccountProfile[] = [
  {
    role: 'admin',
    email: 'admin@glentia.gr',
    username: 'admin',
    password: 'glentia-admin',
    roles: ['admin', 'user'],
    firstName: 'Γιώργος',
    lastName: 'Αρχοντάκης',
  },
  {
    role: 'partner',
    email: 'partner@glentia.gr',
    username: 'partner',
    password: 'glentia-partner',
    roles: ['partner', 'user'],
    firstName: 'Στέλιος',
    lastName: 'Μανουσάκης',
  },
  {
    role: 'user',
    email: 'user@glentia.gr',
    username: 'maria',
    password: 'glentia-user',
    roles: ['user'],
    firstName: 'Μαρία',
    lastName: 'Παπαδάκη',
  },
];

/** How to sign in to the demo, for start-up messages and documentation. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = PROFILES.map(({ role, email, username, password }) => ({
  role,
  email,
  username,
  password,
}));

/** The accounts, registered a few months before `today`. */
export function makeAccounts(dice: Dice, today: string): AccountSeed[] {
  const createdAt = athensDateTimeToInstant(addDays(today, -120), '10:00');
  return PROFILES.map((profile) => ({ ...profile, roles: [...profile.roles], id: dice.uuid(), createdAt }));
}

export function accountOf(accounts: AccountSeed[], role: AccountSeed['role']): AccountSeed {
  const account = accounts.find((a) => a.role === role);
  if (!account) throw new Error(`No ${role} account`);
  return account;
}
