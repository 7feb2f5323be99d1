/**
 * Sign-in calls (SPEC §7 Auth, and the e-mail sign-in Glentia adds): register, verify the address,
 * log in, reset a forgotten password, refresh, and Google/Apple sign-in by OpenID Connect.
 */
import { z } from 'zod';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '../rules/account.ts';
import { ROLES } from '../rules/permissions.ts';
import { ZText } from './text.ts';

export const ZEmail = ZText()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email())
  .describe('E-mail address (compared without case)');

export const ZUsername = ZText()
  .trim()
  // Compatibility forms become their plain letters (full-width `ｍａｒｉａ` is `maria`).
  .overwrite((value) => value.normalize('NFKC'))
  .min(USERNAME_MIN)
  .max(USERNAME_MAX)
  .regex(USERNAME_PATTERN, 'Letters, digits, dot, underscore or hyphen; starting with a letter or digit')
  .describe(
    'Public name shown on published events; unique without regard to case or look-alike letters, in one alphabet',
  );

export const ZPassword = ZText()
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .describe(`Password, ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);

/** One-time token from an e-mailed link. */
export const ZEmailLinkToken = ZText().min(20).max(200).describe('The token from the e-mailed link');

export const ZRegisterBody = z
  .object({ email: ZEmail, password: ZPassword, username: ZUsername })
  .describe('New account by e-mail');
export type TRegisterBody = z.infer<typeof ZRegisterBody>;

export const ZLoginBody = z
  .object({ email: ZEmail, password: ZText().min(1).max(PASSWORD_MAX) })
  .describe('E-mail and password');
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZEmailBody = z.object({ email: ZEmail });
export type TEmailBody = z.infer<typeof ZEmailBody>;

export const ZVerifyEmailBody = z.object({ token: ZEmailLinkToken });
export type TVerifyEmailBody = z.infer<typeof ZVerifyEmailBody>;

export const ZResetPasswordBody = z.object({ token: ZEmailLinkToken, password: ZPassword });
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;

/** Answer to calls that send an e-mail: the same whether or not the address has an account. */
export const ZMailSent = z
  .object({ status: z.literal('sent') })
  .describe('If the address can receive this e-mail, it has been sent');
export type TMailSent = z.infer<typeof ZMailSent>;

/** SPEC §7: `{access_token, refresh_token}`, plus their lifetimes in seconds. */
export const ZTokenPair = z
  .object({
    access_token: z.string().describe('Access JWT, sent as `Authorization: Bearer …`'),
    refresh_token: z.string().describe('Single-use refresh token; each refresh returns a new one'),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().describe('Seconds the access token is valid'),
    refresh_expires_in: z.number().int().describe('Seconds the refresh token is valid'),
  })
  .describe('Session tokens');
export type TTokenPair = z.infer<typeof ZTokenPair>;

/** `POST /api/auth/refresh`: the refresh token as the plain-text body (SPEC), or in JSON. */
export const ZRefreshBody = z
  .union([
    ZText().trim().min(1).max(500),
    z.object({ refreshToken: ZText().min(1).max(500) }),
    z.object({ refresh_token: ZText().min(1).max(500) }),
  ])
  .describe('The refresh token: plain text, `{"refreshToken": …}` or `{"refresh_token": …}`');
export type TRefreshBody = z.infer<typeof ZRefreshBody>;

export function refreshTokenOf(body: TRefreshBody): string {
  if (typeof body === 'string') return body;
  return 'refreshToken' in body ? body.refreshToken : body.refresh_token;
}

export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export const ZSocialProvider = z.enum(SOCIAL_PROVIDERS).describe('OpenID Connect provider');
export type TSocialProvider = z.infer<typeof ZSocialProvider>;

export const ZAuthProviders = z
  .object({
    providers: z.array(ZSocialProvider).describe('Social sign-in providers configured on this server'),
  })
  .describe('Sign-in methods');
export type TAuthProviders = z.infer<typeof ZAuthProviders>;

export const ZSocialStartParams = z.object({ provider: ZSocialProvider });

/** `GET /api/auth/social-login`: the home address and what the provider appended to it. */
export const ZSocialLoginQuery = z.object({
  origin: z.url().describe('The address the provider returned to (the app origin plus /home)'),
  code: ZText().min(1).max(2000),
  state: ZText().max(500).optional(),
  session_state: ZText().max(500).optional(),
  iss: z.url().optional().describe('Issuer, when the provider sends it back (RFC 9207)'),
});
export type TSocialLoginQuery = z.infer<typeof ZSocialLoginQuery>;

/** The claims of Glentia's access token (SPEC §3), documented for integrators. */
export const ZAccessTokenClaims = z
  .object({
    sub: z.uuid(),
    preferred_username: z.string(),
    email: z.string(),
    given_name: z.string(),
    family_name: z.string(),
    realm_access: z.object({ roles: z.array(z.enum(ROLES)) }),
    sid: z.string().describe('The session (refresh token family) this token belongs to'),
  })
  .describe('Access token payload');
