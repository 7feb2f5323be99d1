/**
 * Google and Apple sign-in (SPEC §2 social-login return, §4 Social login). A first sign-in creates
 * an account in `pending` state, whose tokens carry no role, so the app sends the person to
 * `/register-social` to choose a username. An address already registered here is linked only when
 * the provider vouches for it (`email_verified`).
 */
import { randomUUID } from 'node:crypto';
import type { TSocialLoginQuery, TSocialProvider, TTokenPair } from '@glentia/core';
import type { IDToken } from 'openid-client';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import {
  createUser,
  findIdentity,
  findUserByEmail,
  findUserById,
  linkIdentity,
  type UserRow,
} from '../users/users.service.ts';
import { type AuthDeps, completeLogin, type Origin } from './auth.service.ts';
import type { SocialClients } from './social.clients.ts';
import type { SocialAttempt } from './social-state.ts';

export const socialLoginFailed = () =>
  new BadRequestError(
    {
      el: 'Η σύνδεση δεν ολοκληρώθηκε. Δοκίμασε ξανά.',
      en: 'Logging in did not complete. Please try again.',
    },
    'SOCIAL_LOGIN_FAILED',
  );

/** The address the providers return to (SPEC §7: the app origin plus /home). */
export const socialRedirectUri = (publicUrl: string) => `${publicUrl}/home`;

/** A username that no person can choose (`~` is not allowed), until they pick theirs. */
const placeholderUsername = () => `~pending~${randomUUID()}`;

const isVerified = (value: unknown) => value === true || value === 'true';

async function findOrCreateSocialUser(
  deps: AuthDeps,
  provider: TSocialProvider,
  claims: IDToken,
): Promise<UserRow> {
  const identity = await findIdentity(deps.db, provider, claims.sub);
  if (identity) {
    const user = await findUserById(deps.db, identity.userId);
    if (user) return user;
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email) {
    throw new BadRequestError(
      {
        el: 'Ο λογαριασμός σου δεν μας έδωσε διεύθυνση e-mail. Συνδέσου με άλλον τρόπο.',
        en: 'Your account did not share an e-mail address. Please use another way to log in.',
      },
      'SOCIAL_EMAIL_MISSING',
    );
  }
  const verified = isVerified(claims.email_verified);
  const existing = await findUserByEmail(deps.db, email);
  if (existing) {
    if (!verified) {
      throw new ConflictError(
        {
          el: 'Υπάρχει ήδη λογαριασμός με αυτό το e-mail. Συνδέσου με e-mail και κωδικό.',
          en: 'An account with this e-mail already exists. Please log in with e-mail and password.',
        },
        'EMAIL_IN_USE',
      );
    }
    await linkIdentity(deps.db, { userId: existing.id, provider, subject: claims.sub, email });
    return existing;
  }
  const user = await deps.db.transaction(async (tx) => {
    const created = await createUser(tx, {
      email,
      emailVerifiedAt: verified ? new Date() : null,
      username: placeholderUsername(),
      firstName: typeof claims.given_name === 'string' ? claims.given_name.slice(0, 60) : null,
      lastName: typeof claims.family_name === 'string' ? claims.family_name.slice(0, 60) : null,
      roles: ['user'],
      status: 'pending',
    });
    await linkIdentity(tx, { userId: created.id, provider, subject: claims.sub, email });
    return created;
  });
  return user;
}

/** `GET /api/auth/social-login`: the provider's code, checked against the remembered attempt, becomes a session. */
export async function completeSocialLogin(
  deps: AuthDeps & { clients: SocialClients },
  attempt: SocialAttempt | null,
  query: TSocialLoginQuery,
  origin: Origin,
  onFailure: (error: unknown) => void,
): Promise<TTokenPair> {
  if (!attempt) throw socialLoginFailed();
  const returnedTo = new URL(query.origin);
  if (`${returnedTo.origin}${returnedTo.pathname}` !== attempt.redirectUri) throw socialLoginFailed();
  const callback = new URL(attempt.redirectUri);
  callback.searchParams.set('code', query.code);
  if (query.state) callback.searchParams.set('state', query.state);
  if (query.session_state) callback.searchParams.set('session_state', query.session_state);
  if (query.iss) callback.searchParams.set('iss', query.iss);
  let claims: IDToken;
  try {
    claims = await deps.clients.exchange(attempt.provider, callback, attempt);
  } catch (error) {
    onFailure(error);
    throw socialLoginFailed();
  }
  const user = await findOrCreateSocialUser(deps, attempt.provider, claims);
  return completeLogin(deps, user, origin.device);
}
