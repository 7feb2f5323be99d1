/** The logged-in person's own account (SPEC §7 Logged-in user) and the admin's user list (SPEC §6). */
import { z } from 'zod';
import { PASSWORD_MAX } from '../rules/account.ts';
import { ROLES } from '../rules/permissions.ts';
import { ZEmail, ZPassword, ZUsername } from './auth.ts';
import { queryNumber, ZId } from './common.ts';
import { ZText } from './text.ts';

const ZName = ZText().trim().max(60);

/** SPEC §3 Profile: username, firstname, lastname, plus the read-only e-mail. */
export const ZProfile = z
  .object({
    email: z.string(),
    username: z.string(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    hasPassword: z
      .boolean()
      .describe('Whether the account has a password (false: it signs in only with Google or Apple)'),
  })
  .describe('Profile');
export type TProfile = z.infer<typeof ZProfile>;

export const ZProfileBody = z
  .object({
    username: ZUsername,
    firstname: ZName.nullable().optional(),
    lastname: ZName.nullable().optional(),
  })
  .describe('Profile changes (the e-mail cannot be changed)');
export type TProfileBody = z.infer<typeof ZProfileBody>;

export const ZUpdatePasswordBody = z
  .object({
    currentPassword: z.string().min(1).max(PASSWORD_MAX).describe('The password in use now'),
    password: ZPassword,
  })
  .describe('New password');
export type TUpdatePasswordBody = z.infer<typeof ZUpdatePasswordBody>;

/**
 * Deleting the account proves who is asking: the password, or — for an account without one — a
 * Google/Apple sign-in within the last few minutes (`ACCOUNT_REAUTH_SECONDS`), so no body.
 */
export const ZDeleteAccountBody = z
  .object({ password: z.string().min(1).max(PASSWORD_MAX).optional() })
  .describe('Confirmation of the account deletion');
export type TDeleteAccountBody = z.infer<typeof ZDeleteAccountBody>;

/** `/register-social`: the username (and names) a new Google or Apple account chooses. */
export const ZCompleteRegistrationBody = ZProfileBody.describe('Completes a social sign-up');
export type TCompleteRegistrationBody = z.infer<typeof ZCompleteRegistrationBody>;

export const ZRole = z.enum(ROLES);

export const ZAdminUser = z
  .object({
    id: ZId,
    email: ZEmail,
    username: z.string(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    roles: z.array(ZRole),
    status: z.enum(['active', 'pending']),
    emailVerified: z.boolean(),
    providers: z.array(z.string()).describe('Linked sign-in providers (google, apple)'),
    createdAt: z.iso.datetime(),
  })
  .describe('User (admin view)');
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUsersQuery = z.object({
  search: ZText().trim().max(100).optional().describe('Part of the e-mail, username or name'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: queryNumber(z.coerce.number().int().min(0)).default(0),
});
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

export const ZAdminUserList = z
  .object({ items: z.array(ZAdminUser), total: z.number().int().nonnegative() })
  .describe('Users, by username');
export type TAdminUserList = z.infer<typeof ZAdminUserList>;

export const ZUpdateRolesBody = z
  .object({ roles: z.array(ZRole).max(ROLES.length) })
  .describe('The complete new role list; `user` is always kept');
export type TUpdateRolesBody = z.infer<typeof ZUpdateRolesBody>;
