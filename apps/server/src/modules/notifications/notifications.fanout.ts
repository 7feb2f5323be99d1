/**
 * Who is told what (fan-out), off the request path. Services that publish, cancel, move or delete
 * events call the `notify…` functions inside their own transaction: the job is queued with the
 * change or not at all. The worker then writes one notification per recipient in batches; each
 * batch's notifications and the push job announcing them commit together, and every notification
 * carries a de-duplication key, so a crash mid-way and the retry that follows neither lose nor
 * double a notification.
 */
import { isPastDate, type TEventChange, type TEventSnapshot, todayInAthens } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Language } from '../../lib/language.ts';
import { ownerKey } from '../../lib/owner.ts';
import { JOB_KINDS } from '../jobs/job-kinds.ts';
import { enqueueJob, jobHandlers } from '../jobs/jobs.service.ts';
import type { JobHandlers } from '../jobs/jobs.worker.ts';
import { findEventFacts } from './event-facts.repository.ts';
import { type DigestSummary, type NotificationStory, storyTexts } from './notifications.messages.ts';
import {
  type Addressee,
  findFavoritersOfEvent,
  findFollowersOf,
  findFollowersOfEvent,
  findUploaderIdOfEvent,
  findUserAddressee,
} from './notifications.recipients.ts';
import { insertNotifications, type Recipient } from './notifications.repository.ts';

type EventFacts = NonNullable<Awaited<ReturnType<typeof findEventFacts>>>;

/** The event as notifications describe it; null when it no longer exists. */
export async function takeEventSnapshot(db: DbOrTx, eventId: string): Promise<TEventSnapshot | null> {
  const facts = await findEventFacts(db, eventId);
  return facts && snapshotOf(facts);
}

function snapshotOf(facts: EventFacts): TEventSnapshot {
  return {
    id: facts.id,
    date: facts.date,
    time: facts.time,
    venue: facts.venue,
    venueGender: facts.venueGender,
    artists: facts.artists,
    image: facts.thumbnail ?? facts.image,
    ownerId: facts.ownerId,
  };
}

/** Followers of the event's venue and artists hear about it. Call when the event becomes published. */
export async function notifyEventPublished(db: DbOrTx, eventId: string): Promise<void> {
  await enqueueJob(db, JOB_KINDS.published, { eventId });
}

/** People who saved the event hear it was canceled or moved. Call after saving the change. */
export async function notifyEventChanged(db: DbOrTx, eventId: string, change: TEventChange): Promise<void> {
  const snapshot = await takeEventSnapshot(db, eventId);
  if (!snapshot) return;
  await enqueueJob(db, JOB_KINDS.changed, { snapshot, change });
}

/**
 * People who saved the event hear it was removed. Call BEFORE deleting it, in the same transaction:
 * the recipients are taken now, because deleting the event deletes its favourites.
 */
export async function notifyEventDeleted(db: DbOrTx, snapshot: TEventSnapshot): Promise<void> {
  const recipients = await findFavoritersOfEvent(db, snapshot.id);
  if (recipients.length === 0) return;
  await enqueueJob(db, JOB_KINDS.deleted, { snapshot, recipients });
}

/** The uploader hears their event was published or rejected. */
export async function notifyUploader(
  db: DbOrTx,
  input: { eventId: string; outcome: 'published' | 'rejected'; reason?: string | null },
): Promise<void> {
  const snapshot = await takeEventSnapshot(db, input.eventId);
  if (!snapshot) return;
  // Older events name their uploader only by username.
  const ownerId = snapshot.ownerId ?? (await findUploaderIdOfEvent(db, input.eventId));
  if (!ownerId) return;
  await enqueueJob(db, JOB_KINDS.uploader, {
    snapshot: { ...snapshot, ownerId },
    outcome: input.outcome,
    reason: input.reason ?? null,
  });
}

/**
 * The person who claimed a page hears it was approved or refused, in the caller's transaction
 * (one notification per claim, opening the page).
 */
export async function notifyClaimant(
  db: DbOrTx,
  input: {
    claimId: string;
    userId: string;
    url: string;
    target: string;
    outcome: 'approved' | 'refused';
    reason: string | null;
  },
): Promise<void> {
  const claimant = await findUserAddressee(db, input.userId);
  if (!claimant) return;
  await fanOut(
    db,
    {
      addressees: [claimant],
      cause: `claim-${input.outcome}:${input.claimId}`,
      eventId: null,
      url: input.url,
      image: null,
      story: { kind: 'claim', target: input.target, outcome: input.outcome, reason: input.reason },
    },
    {},
  );
}

/**
 * The weekly digest as a push: one notification (kept among the person's notifications) and the
 * push job announcing it, in the caller's transaction. Its key (week + owner) makes a second call
 * for the same week write nothing; returns whether it was written. Not e-mailed: the digest's
 * e-mail is its own message.
 */
export async function notifyDigest(
  db: DbOrTx,
  input: { owner: Recipient; language: Language; week: string; url: string; digest: DigestSummary },
): Promise<boolean> {
  const story: NotificationStory = { kind: 'digest', ...input.digest };
  const ids = await insertNotifications(db, [
    {
      ...input.owner,
      ...storyTexts(story, input.language),
      story,
      url: input.url,
      image: null,
      eventId: null,
      dedupeKey: `digest:${input.week}:${ownerKey(input.owner)}`,
    },
  ]);
  if (ids.length) await enqueueJob(db, JOB_KINDS.push, { notificationIds: ids });
  return ids.length > 0;
}

// ---------------------------------------------------------------- the worker's side

export interface FanOutOptions {
  /** Notifications written (and announced by one push job) per transaction. */
  batchSize?: number;
  /** Called inside each batch's transaction with the number of recipients handled so far (tests crash here). */
  checkpoint?: (handled: number) => void | Promise<void>;
  now?: () => Date;
}

interface FanOut {
  addressees: readonly Addressee[];
  /** Same cause → same key: with the recipient it makes the notification's de-duplication key. */
  cause: string;
  eventId: string | null;
  url: string;
  image: string | null;
  /** What it tells; each recipient's words are written from it in their language. */
  story: NotificationStory;
}

async function fanOut(db: DbOrTx, plan: FanOut, options: FanOutOptions): Promise<number> {
  const batchSize = options.batchSize ?? 200;
  const texts = { el: storyTexts(plan.story, 'el'), en: storyTexts(plan.story, 'en') };
  let handled = 0;
  let created = 0;
  for (let start = 0; start < plan.addressees.length; start += batchSize) {
    const batch = plan.addressees.slice(start, start + batchSize);
    await db.transaction(async (tx) => {
      const ids = await insertNotifications(
        tx,
        batch.map(({ language, ...recipient }) => ({
          ...recipient,
          ...texts[language],
          story: plan.story,
          url: plan.url,
          image: plan.image,
          eventId: plan.eventId,
          dedupeKey: `${plan.cause}:${ownerKey(recipient)}`,
        })),
      );
      if (ids.length) {
        await enqueueJob(tx, JOB_KINDS.push, { notificationIds: ids });
        // Accounts may also hear by e-mail (their settings decide, when the mail job runs).
        if (batch.some((addressee) => 'userId' in addressee))
          await enqueueJob(tx, JOB_KINDS.mail, { notificationIds: ids });
      }
      handled += batch.length;
      created += ids.length;
      await options.checkpoint?.(handled);
    });
  }
  return created;
}

function uniqueAddressees(addressees: Addressee[]): Addressee[] {
  const seen = new Set<string>();
  return addressees.filter((addressee) => {
    const key = 'userId' in addressee ? `u:${addressee.userId}` : `d:${addressee.deviceId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The fan-out job handlers, for the job worker. */
export function notificationJobHandlers(db: DbOrTx, options: FanOutOptions = {}): JobHandlers {
  const today = () => todayInAthens(options.now?.() ?? new Date());
  return jobHandlers({
    async [JOB_KINDS.published]({ eventId }) {
      const facts = await findEventFacts(db, eventId);
      // Unpublished again, deleted or already past by now: nobody needs to hear of it.
      if (!facts?.published || facts.canceled || isPastDate(facts.date, today())) return;
      const snapshot = snapshotOf(facts);
      await fanOut(
        db,
        {
          addressees: await findFollowersOf(db, facts),
          cause: `event-published:${eventId}`,
          eventId,
          url: `/glentia/${eventId}`,
          image: snapshot.image,
          story: { kind: 'event-published', snapshot },
        },
        options,
      );
    },

    async [JOB_KINDS.changed]({ snapshot, change }, job) {
      await fanOut(
        db,
        {
          // People who saved it and followers of its venue and artists (once each).
          addressees: uniqueAddressees([
            ...(await findFavoritersOfEvent(db, snapshot.id)),
            ...(await findFollowersOfEvent(db, snapshot.id)),
          ]),
          cause: `event-${change.kind}:${job.id}`,
          eventId: snapshot.id,
          url: `/glentia/${snapshot.id}`,
          image: snapshot.image,
          story: { kind: 'event-changed', snapshot, change },
        },
        options,
      );
    },

    async [JOB_KINDS.deleted]({ snapshot, recipients }, job) {
      await fanOut(
        db,
        {
          addressees: recipients,
          cause: `event-deleted:${job.id}`,
          eventId: null,
          url: '/favorites',
          image: snapshot.image,
          story: { kind: 'event-deleted', snapshot },
        },
        options,
      );
    },

    async [JOB_KINDS.uploader]({ snapshot, outcome, reason }, job) {
      const uploader = snapshot.ownerId ? await findUserAddressee(db, snapshot.ownerId) : null;
      if (!uploader) return;
      const stillThere = (await findEventFacts(db, snapshot.id)) !== null;
      await fanOut(
        db,
        {
          addressees: [uploader],
          cause: `uploader-${outcome}:${job.id}`,
          eventId: stillThere ? snapshot.id : null,
          // A rejected glenti opens in the form, to be fixed and sent again.
          url: !stillThere
            ? '/uploaded'
            : outcome === 'rejected'
              ? `/glenti/edit/${snapshot.id}`
              : `/glentia/${snapshot.id}`,
          image: snapshot.image,
          story: { kind: 'uploader', snapshot, outcome, reason },
        },
        options,
      );
    },
  });
}
