/**
 * Rules about accounts shared by the server and the web app: what a username and a password may
 * be, when a password change may be submitted (SPEC §5), and how a social-login return is read.
 */

/** 3–30 characters: Latin or Greek letters, digits, dot, underscore, hyphen; starts with a letter or digit. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}._-]{2,29}$/u;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
/**
 * Ten characters: two more than the floor of NIST SP 800-63B and OWASP ASVS 5 (8), which both ask
 * for a list of common passwords as well; the server refuses those (most of them are shorter than
 * ten, and the rest are on its list). Longer minimums push people to reuse passwords.
 */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

/**
 * What a deleted account's published events show as their uploader. Brackets cannot appear in a
 * username, so no later account can ever match it and gain edit access to those events.
 */
export const DELETED_USER_MARKER = '[deleted]';

export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}

export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
}

/** SPEC §5: a password change proceeds only when both entries are non-empty and equal. */
export function canSubmitPasswordChange(password: string, confirmation: string): boolean {
  return password !== '' && confirmation !== '' && password === confirmation;
}

/** Usernames are unique without regard to case ("Maria" and "maria" are the same person). */
export function sameUsername(a: string, b: string): boolean {
  return a.toLocaleLowerCase('el') === b.toLocaleLowerCase('el');
}

/** What the identity provider put in the `/home` address on its way back. */
export interface SocialLoginReturn {
  code: string;
  state: string | null;
  sessionState: string | null;
  iss: string | null;
}

/**
 * A social login is completing when the address has a `code` together with `session_state` (SPEC §2)
 * or `state` (what standard OpenID Connect providers send); otherwise null.
 */
export function readSocialLoginReturn(params: {
  get(name: string): string | null;
}): SocialLoginReturn | null {
  const code = params.get('code');
  const state = params.get('state');
  const sessionState = params.get('session_state');
  if (!code || (!state && !sessionState)) return null;
  return { code, state, sessionState, iss: params.get('iss') };
}

/** Turns a display name into a username suggestion ("Μαρία Π." → "μαρία.π"), or '' when nothing fits. */
export function suggestUsername(source: string): string {
  const cleaned = source
    .normalize('NFKC')
    .trim()
    .toLocaleLowerCase('el')
    .replace(/@.*$/, '')
    .replace(/\s+/g, '.')
    .replace(/[^\p{L}\p{N}._-]/gu, '')
    .replace(/^[._-]+/, '')
    .slice(0, USERNAME_MAX);
  return isValidUsername(cleaned) ? cleaned : '';
}
