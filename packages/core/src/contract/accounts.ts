/** Signing in (`/api/auth`), one's own account (`/api/me`), partners and the admin's user management. */
import { z } from 'zod';
import { routeGroup } from './group.ts';
import {
  ZAdminUser,
  ZAdminUserList,
  ZAdminUsersQuery,
  ZAuthProviders,
  ZCompleteRegistrationBody,
  ZDayRangeQuery,
  ZDeleteAccountBody,
  ZEmailBody,
  ZError,
  ZEvent,
  ZEventDailyStatistics,
  ZLoginBody,
  ZMailSent,
  ZPartnerOverview,
  ZProfile,
  ZProfileBody,
  ZRefreshBody,
  ZRegisterBody,
  ZRejectEventBody,
  ZResetPasswordBody,
  ZReviewEvent,
  ZReviewEventList,
  ZSocialLoginQuery,
  ZTokenPair,
  ZUpdatePasswordBody,
  ZUpdateRolesBody,
  ZVerifyEmailBody,
} from './schemas.ts';

const sensitive = { 400: ZError, 429: ZError, 503: ZError };
const denied = { 401: ZError, 403: ZError };

const authRoute = routeGroup({ access: 'public', tags: ['auth'] });

/** Login, sign-up and reset calls are rate limited per address (the server's `authRateLimit`). */
export const auth = {
  register: authRoute('POST /api/auth/register', {
    summary: 'Creates an account and e-mails a confirmation link',
    description:
      'Answers the same whether or not the address already has an account (an existing owner gets an e-mail instead).',
    body: ZRegisterBody,
    responses: { 202: ZMailSent, 409: ZError, ...sensitive },
  }),
  verifyEmail: authRoute('POST /api/auth/verify-email', {
    summary: 'Confirms the e-mail address with the token of the e-mailed link, and logs in',
    body: ZVerifyEmailBody,
    responses: { 200: ZTokenPair, ...sensitive },
  }),
  resendVerification: authRoute('POST /api/auth/resend-verification', {
    summary: 'Sends the confirmation link again (when the address has an unconfirmed account)',
    body: ZEmailBody,
    responses: { 202: ZMailSent, ...sensitive },
  }),
  login: authRoute('POST /api/auth/login', {
    summary: 'Logs in with e-mail and password',
    description:
      'Wrong e-mail or password: 401 BAD_CREDENTIALS; unconfirmed address: 403 EMAIL_NOT_VERIFIED. Favourites, follows, settings and notifications of the calling device move to the account.',
    body: ZLoginBody,
    responses: { 200: ZTokenPair, 401: ZError, 403: ZError, ...sensitive },
  }),
  forgotPassword: authRoute('POST /api/auth/forgot-password', {
    summary: 'E-mails a link to choose a new password (when the address has an account)',
    body: ZEmailBody,
    responses: { 202: ZMailSent, ...sensitive },
  }),
  resetPassword: authRoute('POST /api/auth/reset-password', {
    summary: 'Sets a new password with the token of the e-mailed link, ends other sessions, and logs in',
    body: ZResetPasswordBody,
    responses: { 200: ZTokenPair, ...sensitive },
  }),
  refresh: authRoute('POST /api/auth/refresh', {
    summary: 'Exchanges a refresh token for new tokens (each refresh token works once)',
    consumes: ['text/plain', 'application/json'],
    description:
      'Body: the refresh token as text/plain, or JSON. An unknown, expired or revoked token answers 400 SESSION_EXPIRED; a token presented a second time also ends every session that descends from the same login.',
    body: ZRefreshBody,
    responses: { 200: ZTokenPair, 400: ZError, 429: ZError },
  }),
  providers: authRoute('GET /api/auth/providers', {
    summary: 'Which social sign-in providers this server offers (the app hides the others)',
    responses: { 200: ZAuthProviders },
  }),
  socialLogin: authRoute('GET /api/auth/social-login', {
    summary: 'Completes Google or Apple sign-in with the code the provider returned (SPEC §7)',
    description:
      'A first sign-in creates a pending account: its access token has no roles until `POST /api/me/complete-registration`.',
    query: ZSocialLoginQuery,
    responses: { 200: ZTokenPair, 400: ZError, 409: ZError },
  }),
};

const accountRoute = routeGroup({ access: 'user', tags: ['account'], errors: denied });

export const me = {
  profile: accountRoute('GET /api/me/profile', {
    summary: 'Your profile',
    responses: { 200: ZProfile },
  }),
  updateProfile: accountRoute('PUT /api/me/profile', {
    summary: 'Changes your username and names',
    description: 'A new username also becomes the uploader name of your events. Taken username: 409.',
    body: ZProfileBody,
    responses: { 200: ZProfile, 400: ZError, 409: ZError },
  }),
  updatePassword: accountRoute('PUT /api/me/update-password', {
    summary: 'Sets a new password, given the current one; your other sessions end',
    description:
      'Wrong current password: 400 WRONG_PASSWORD. A common password: 400 PASSWORD_TOO_COMMON. An account that signs in only with Google or Apple has none: 400 NO_PASSWORD (it sets one with the e-mailed link of /api/auth/forgot-password). Wrong current passwords count with the login limits: 429 TOO_MANY_ATTEMPTS past them.',
    body: ZUpdatePasswordBody,
    responses: { 204: z.null(), 400: ZError, 429: ZError },
  }),
  completeRegistration: accountRoute('POST /api/me/complete-registration', {
    access: 'account',
    summary: 'Finishes a Google or Apple sign-up by choosing a username',
    description: 'Returns new tokens that carry the user role. Taken username: 409.',
    body: ZCompleteRegistrationBody,
    responses: { 200: ZTokenPair, 400: ZError, 409: ZError },
  }),
  logout: accountRoute('POST /api/me/logout', {
    access: 'account',
    summary: 'Logs out: this session’s refresh token stops working',
    responses: { 204: z.null() },
  }),
  deleteAccount: accountRoute('DELETE /api/me/delete-account', {
    access: 'account',
    summary: 'Deletes your account and personal data',
    description:
      'Needs the password in the body (400 PASSWORD_REQUIRED without it, 400 WRONG_PASSWORD when wrong); an account without a password needs a Google/Apple sign-in within the last 5 minutes (403 REAUTH_REQUIRED). Profile, sign-in links, sessions, favourites, follows, notifications and settings are removed. Your published events stay, shown as from a deleted user. Wrong passwords count with the login limits: 429 TOO_MANY_ATTEMPTS past them.',
    body: ZDeleteAccountBody.nullish(),
    responses: { 204: z.null(), 400: ZError, 429: ZError },
  }),
};

const partnerRoute = routeGroup({ access: 'partner', tags: ['partner'], errors: denied });

export const partner = {
  overview: partnerRoute('GET /api/partner/overview', {
    summary: "Your venues' upcoming events, views and saves",
    responses: { 200: ZPartnerOverview },
  }),
  eventDaily: partnerRoute('GET /api/partner/glentia/:id/daily', {
    summary: 'Views and saves per day of an event at one of your venues',
    query: ZDayRangeQuery,
    responses: { 200: ZEventDailyStatistics, 400: ZError, 404: ZError },
  }),
  pending: partnerRoute('GET /api/partner/glentia/pending', {
    summary: 'Dates waiting for review at your venues (an artist’s or anyone’s), oldest first',
    responses: { 200: ZReviewEventList },
  }),
  publish: partnerRoute('POST /api/partner/glentia/:id/publish', {
    summary: 'Approve a date waiting at one of your venues: it is published',
    responses: { 200: ZEvent, 400: ZError, 404: ZError },
  }),
  reject: partnerRoute('POST /api/partner/glentia/:id/reject', {
    summary: 'Send back a date waiting at one of your venues, with a reason (its uploader is told)',
    body: ZRejectEventBody,
    responses: { 200: ZReviewEvent, 400: ZError, 404: ZError },
  }),
};

const adminRoute = routeGroup({ access: 'admin', tags: ['admin'], errors: denied });

export const users = {
  list: adminRoute('GET /api/admin/users', {
    summary: 'Users with their roles, by username; searchable',
    query: ZAdminUsersQuery,
    responses: { 200: ZAdminUserList, 400: ZError },
  }),
  setRoles: adminRoute('PUT /api/admin/users/:id/roles', {
    summary: "Sets a user's roles (admin, partner; user is always kept)",
    body: ZUpdateRolesBody,
    responses: { 200: ZAdminUser, 400: ZError, 404: ZError, 409: ZError },
  }),
};
