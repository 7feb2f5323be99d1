/**
 * The weekly digest (issue 31 §4): on Thursday, each person who chose it hears of the coming week's
 * nights (Thursday → Wednesday) of the artists and venues they follow, and of their county's
 * highlights, in their language, by e-mail or push as they chose.
 *
 * - **Consent**: nobody gets it without choosing it (`settings.digest`, off by default). By e-mail
 *   only to an account's confirmed address; by push only to an owner with a device registered for
 *   pushes (which a device is only once its person allowed notifications) and pushes not switched
 *   off in the settings.
 * - **At most one a week**: a `digest_sends` row per person and ISO week is taken before anything
 *   leaves; a second run, or a second process, finds it and sends nothing. A mail that fails gives
 *   its row back for the job's retry; a push's row, notification and push job commit together.
 * - **Nothing to tell, nothing sent**: a week without nights of theirs sends nothing at all.
 */
import { type County, type DigestWeek, todayInAthens } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { type Owner, ownerKey } from '../../lib/owner.ts';
import { findEvents } from '../events/events.service.ts';
import { followedTopicsOf } from '../follows/follows.service.ts';
import { venueSummariesOf } from '../locations/locations.service.ts';
import { notifyDigest } from '../notifications/notifications.fanout.ts';
import { ownersReachableByPush } from '../push/push.service.ts';
import { listDigestSubscribers, settingsLanguageOf, turnDigestOff } from '../settings/settings.service.ts';
import { verifiedEmailsOf } from '../users/users.service.ts';
import { digestContentOf } from './digest.content.ts';
import { digestMail } from './digest.mail.ts';
import {
  claimDigestSend,
  deleteDigestSendsBefore,
  markDigestSent,
  releaseDigestSend,
} from './digest.repository.ts';
import { digestTokenSecret, readDigestToken, signDigestToken } from './digest.tokens.ts';

/** More nights than any week of Crete has; the query stops there. */
const WEEK_LIMIT = 20_000;

export interface DigestRunResult {
  mailed: number;
  pushed: number;
  /** Chose it, but had no nights this week, no confirmed address or no device that takes pushes. */
  skipped: number;
  /** Sent already this week (by an earlier run or another process). */
  already: number;
  failed: number;
}

export interface DigestOptions {
  mailer: Mailer;
  publicUrl: string;
}

/** The address of the one-tap unsubscribe page for an owner. */
export function unsubscribeUrl(publicUrl: string, secret: string, owner: Owner): string {
  const url = new URL('/digest/unsubscribe', publicUrl);
  url.searchParams.set('token', signDigestToken(secret, owner));
  return url.toString();
}

/** Sends the digest of `week` to everyone who chose it and has nights that week. */
export async function sendWeeklyDigests(
  db: DbOrTx,
  week: DigestWeek,
  options: DigestOptions & { now?: Date },
): Promise<DigestRunResult> {
  const result: DigestRunResult = { mailed: 0, pushed: 0, skipped: 0, already: 0, failed: 0 };
  const subscribers = await listDigestSubscribers(db);
  if (subscribers.length === 0) return result;
  const owners = subscribers.map((subscriber) => subscriber.owner);
  const today = todayInAthens(options.now);
  const [nights, topics, emails, pushable, secret] = await Promise.all([
    findEvents(
      db,
      { from: week.from, to: week.to, publishedOnly: true, limit: WEEK_LIMIT, withoutDescription: true },
      today,
    ),
    followedTopicsOf(db, owners),
    verifiedEmailsOf(
      db,
      subscribers.flatMap((s) => (s.channel === 'email' && 'userId' in s.owner ? [s.owner.userId] : [])),
    ),
    ownersReachableByPush(
      db,
      subscribers.flatMap((s) => (s.channel === 'push' ? [s.owner] : [])),
    ),
    digestTokenSecret(db),
  ]);
  const venueIds = [...new Set([...topics.values()].flatMap((followed) => followed.locationIds))];
  const venueCounties = new Map<string, County | null>(
    (await venueSummariesOf(db, venueIds)).map((venue) => [venue.id, venue.county]),
  );

  for (const { owner, channel, language } of subscribers) {
    const key = ownerKey(owner);
    const followed = topics.get(key);
    const email = 'userId' in owner ? emails.get(owner.userId) : undefined;
    const reachable = channel === 'email' ? Boolean(email) : pushable.has(key);
    if (!followed || !reachable) {
      result.skipped++;
      continue;
    }
    const content = digestContentOf(nights, followed, venueCounties);
    if (content.nights.length === 0) {
      result.skipped++;
      continue;
    }
    if (channel === 'push') {
      const sent = await db.transaction(async (tx) => {
        const claim = await claimDigestSend(tx, { owner, week: week.key, channel });
        if (!claim) return false;
        await notifyDigest(tx, {
          owner,
          language,
          week: week.key,
          url: '/favorites',
          digest: {
            to: week.to,
            nights: content.nights.length,
            names: namesOf(content.nights, followed),
          },
        });
        await markDigestSent(tx, claim, options.now ?? new Date());
        return true;
      });
      if (sent) result.pushed++;
      else result.already++;
      continue;
    }
    const claim = await claimDigestSend(db, { owner, week: week.key, channel });
    if (!claim) {
      result.already++;
      continue;
    }
    try {
      await options.mailer.send(
        digestMail({
          to: email!,
          language,
          week,
          content,
          publicUrl: options.publicUrl,
          unsubscribeUrl: unsubscribeUrl(options.publicUrl, secret, owner),
        }),
      );
      await markDigestSent(db, claim, options.now ?? new Date());
      result.mailed++;
    } catch {
      await releaseDigestSend(db, claim);
      result.failed++;
    }
  }
  return result;
}

/** The followed artists and venues the nights name, in the nights' order, once each. */
function namesOf(
  nights: DigestContentNights,
  followed: { artistIds: readonly string[]; locationIds: readonly string[] },
): string[] {
  const names: string[] = [];
  for (const night of nights) {
    for (const artist of night.artists)
      if (followed.artistIds.includes(artist.id) && !names.includes(artist.name)) names.push(artist.name);
    if (
      night.location &&
      followed.locationIds.includes(night.location.id) &&
      !names.includes(night.location.name)
    )
      names.push(night.location.name);
  }
  return names.slice(0, 3);
}

type DigestContentNights = ReturnType<typeof digestContentOf>['nights'];

/**
 * Whom an unsubscribe link is for, read without changing anything (the page a link opens asks
 * first): their language, or null when they have no settings; null itself for a token not ours.
 */
export async function digestTokenHolder(
  db: DbOrTx,
  token: string,
): Promise<{ language: 'el' | 'en' | null } | null> {
  const owner = readDigestToken(await digestTokenSecret(db), token);
  if (!owner) return null;
  return { language: await settingsLanguageOf(db, owner) };
}

/**
 * The unsubscribe link: turns the digest off for the owner its token names. The language to say so
 * in (theirs, when they still have settings); null when the token is not one of ours.
 */
export async function unsubscribeFromDigest(
  db: DbOrTx,
  token: string,
): Promise<{ language: 'el' | 'en' | null } | null> {
  const owner = readDigestToken(await digestTokenSecret(db), token);
  if (!owner) return null;
  const settings = await turnDigestOff(db, owner);
  return { language: settings?.language ?? null };
}

/**
 * Forgets the weeks a digest was taken for before `before` (the retention sweep): only this week's
 * row guards against a second send, so a few weeks of them are plenty for looking back.
 */
export function removeDigestSendsBefore(db: DbOrTx, before: Date): Promise<number> {
  return deleteDigestSendsBefore(db, before);
}
