/**
 * Which requests carry this browser's device id (SPEC §7, §9, ePrivacy art. 5(3)).
 *
 * - `own`: the service the visitor asked for, kept by device: their favourites, follows,
 *   notifications, settings, push registration, shared position, private calendar address, and
 *   everything of a signed-in account. Necessary, so always sent (the id is created on first use).
 * - `known`: answers that include the visitor's own things only if they already have some (the
 *   start data's notifications, the consent record, and signing in, which moves a visitor's
 *   favourites and follows into the account): the id is sent if it exists, never created.
 * - `none`: account calls that have nothing of the device's (the sign-in choices, sign-up, a new
 *   link or password by e-mail, renewing a session): never sent, whatever the cookie choice.
 * - `ads`: the per-device ad statistics, sent only when the visitor allowed ads.
 * - `analytics`: everything else (event lists, pages, view counts). The id serves only the
 *   statistics there ("daily users", one view per device), so it is sent only when the visitor
 *   allowed statistics.
 */
export type DeviceScope = 'own' | 'known' | 'ads' | 'analytics' | 'none';

const NONE: readonly RegExp[] = [
  /^\/api\/auth\/(providers|register|forgot-password|resend-verification|refresh)$/,
];

const SIGN_IN: readonly RegExp[] = [/^\/api\/auth\/(login|verify-email|reset-password|social-login)$/];

const OWN: readonly RegExp[] = [
  /^\/api\/(auth|me|v1|admin|partner)\//,
  /^\/api\/public\/glentia\/favorites$/,
  /^\/api\/public\/glentia\/[^/]+\/favorite$/,
  /^\/api\/public\/register-device\//,
  /^\/api\/public\/notifications(\/|$)/,
  /^\/api\/public\/settings$/,
  /^\/api\/public\/registerToken$/,
  /^\/api\/public\/device-location$/,
  /^\/api\/public\/feeds\/private$/,
];

const KNOWN: readonly RegExp[] = [/^\/api\/public\/initialize$/, /^\/api\/public\/log-consent$/];

export function deviceScopeOf(path: string): DeviceScope {
  const pathname = path.split('?')[0] ?? path;
  if (NONE.some((pattern) => pattern.test(pathname))) return 'none';
  if (SIGN_IN.some((pattern) => pattern.test(pathname))) return 'known';
  if (OWN.some((pattern) => pattern.test(pathname))) return 'own';
  if (KNOWN.some((pattern) => pattern.test(pathname))) return 'known';
  if (/^\/api\/public\/ads\//.test(pathname)) return 'ads';
  return 'analytics';
}
