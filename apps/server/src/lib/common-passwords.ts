/**
 * Passwords people pick most often, refused for new passwords (sign-up, reset, change). The list is
 * the one zxcvbn-ts maintains (about 49,000 entries from public breach corpora), read offline once,
 * when the first new password is checked (the package weighs over ten megabytes).
 */
import { BadRequestError } from './errors.ts';

let common: Promise<Set<string>> | null = null;

function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set((dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase())),
  );
  return common;
}

/** Whether a password is on the list, without regard to case or surrounding spaces. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.trim().normalize('NFKC').toLowerCase());
}

export const commonPasswordError = () =>
  new BadRequestError(
    {
      el: 'Αυτός ο κωδικός είναι από τους πιο συνηθισμένους και μαντεύεται εύκολα. Διάλεξε άλλον.',
      en: 'This password is one of the most common ones and is easy to guess. Please choose another.',
    },
    'PASSWORD_TOO_COMMON',
  );

/** Refuses a new password that is on the list. */
export async function assertUncommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw commonPasswordError();
}
