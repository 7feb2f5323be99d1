/**
 * Who is told what (fan-out), off the request path. Services that publish, cancel, move or delete
 * events call the `notify…` functions inside their own transaction: the job is queued with the
 * change or not at all. The worker then writes one notification per recipient in batches; each
 * batch's notifications and the push job announcing them commit together, and every notification
 * carries a de-duplication key, so a crash mid-way and the retry that follows neither lose nor
 * double a notification.
 */
import { isPastDate, todayInAthens } from '@glentia/core';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Language } from '../../lib/language.ts';
import { ownerKey } from '../../lib/owner.ts';
import { findArtistsOfEvents, findEventRowById } from '../events/events.repository.ts';
import { JOB_KINDS } from '../jobs/job-kinds.ts';
import { insertJob } from '../jobs/jobs.repository.ts';
import type { JobHandlers } from '../jobs/jobs.worker.ts';
import {
  changedTexts,
  deletedTexts,
  type EventChange,
  type EventSnapshot,
  type NotificationTexts,
  publishedTexts,
  uploaderTexts,
} from './notifications.messages.ts';
import { insertNotifications } from './notifications.repository.ts';
import {
  type Addressee,
  findFavoritersOfEvent,
  findFollowersOfEvent,
  findUploaderIdOfEvent,
  findUserAddressee,
} from './recipients.repository.ts';

export type { EventChange, EventSnapshot };

/** The event as notifications describe it; null when it no longer exists. */
export async function takeEventSnapshot(db: DbOrTx, eventId: string): Promise<EventSnapshot | null> {
  const row = await findEventRowById(db, eventId);
  if (!row) return null;
  const artists = (await findArtistsOfEvents(db, [eventId])).get(eventId) ?? [];
  return {
    id: row.event.id,
    date: row.event.date,
    time: row.event.time,
    venue: row.location?.name ?? null,
    venueGender: row.location?.gender ?? null,
    artists: artists.map((artist) => artist.name),
    image: row.event.thumbnail ?? row.event.image,
    ownerId: row.event.ownerId,
  };
}

/** Followers of the event's venue and artists hear about it. Call when the event becomes published. */
export async function notifyEventPublished(db: DbOrTx, eventId: string): Promise<void> {
  await insertJob(db, { kind: JOB_KINDS.published, payload: { eventId } });
}

/** People who saved the event hear it was canceled or moved. Call after saving the change. */
export async function notifyEventChanged(db: DbOrTx, eventId: string, change: EventChange): Promise<void> {
  const snapshot = await takeEventSnapshot(db, eventId);
  if (!snapshot) return;
  await insertJob(db, { kind: JOB_KINDS.changed, payload: { snapshot, change } });
}

/**
 * People who saved the event hear it was removed. Call BEFORE deleting it, in the same transaction:
 * the recipients are taken now, because deleting the event deletes its favourites.
 */
export async function notifyEventDeleted(db: DbOrTx, snapshot: EventSnapshot): Promise<void> {
  const recipients = await findFavoritersOfEvent(db, snapshot.id);
  if (recipients.length === 0) return;
  await insertJob(db, { kind: JOB_KINDS.deleted, payload: { snapshot, recipients } });
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
  await insertJob(db, {
    kind: JOB_KINDS.uploader,
    payload: { snapshot: { ...snapshot, ownerId }, outcome: input.outcome, reason: input.reason ?? null },
  });
}

// ---------------------------------------------------------------- the worker's side

const ZSnapshot = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  venue: z.string().nullable(),
  venueGender: z.enum(['m', 'f', 'n']).nullable().optional(),
  artists: z.array(z.string()),
  image: z.string().nullable(),
  ownerId: z.string().nullable(),
});
const ZChange = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('canceled') }),
  z.object({
    kind: z.literal('moved'),
    before: z.object({ date: z.string(), time: z.string().nullable(), venue: z.string().nullable() }),
  }),
]);
const ZAddressee = z.union([
  z.object({ userId: z.string(), language: z.enum(['el', 'en']) }),
  z.object({ deviceId: z.string(), language: z.enum(['el', 'en']) }),
]);

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
  texts: (language: Language) => NotificationTexts;
}

async function fanOut(db: DbOrTx, plan: FanOut, options: FanOutOptions): Promise<number> {
  const batchSize = options.batchSize ?? 200;
  const texts = { el: plan.texts('el'), en: plan.texts('en') };
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
          url: plan.url,
          image: plan.image,
          eventId: plan.eventId,
          dedupeKey: `${plan.cause}:${ownerKey(recipient)}`,
        })),
      );
      if (ids.length) {
        await insertJob(tx, { kind: JOB_KINDS.push, payload: { notificationIds: ids } });
        // Accounts may also hear by e-mail (their settings decide, when the mail job runs).
        if (batch.some((addressee) => 'userId' in addressee))
          await insertJob(tx, { kind: JOB_KINDS.mail, payload: { notificationIds: ids } });
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
  return {
    async [JOB_KINDS.published](payload) {
      const { eventId } = z.object({ eventId: z.string() }).parse(payload);
      const row = await findEventRowById(db, eventId);
      // Unpublished again, deleted or already past by now: nobody needs to hear of it.
      if (!row?.event.published || row.event.canceled || isPastDate(row.event.date, today())) return;
      const snapshot = (await takeEventSnapshot(db, eventId))!;
      await fanOut(
        db,
        {
          addressees: await findFollowersOfEvent(db, eventId),
          cause: `event-published:${eventId}`,
          eventId,
          url: `/glentia/${eventId}`,
          image: snapshot.image,
          texts: (language) => publishedTexts(snapshot, language),
        },
        options,
      );
    },

    async [JOB_KINDS.changed](payload, job) {
      const { snapshot, change } = z.object({ snapshot: ZSnapshot, change: ZChange }).parse(payload);
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
          texts: (language) => changedTexts(snapshot, change, language),
        },
        options,
      );
    },

    async [JOB_KINDS.deleted](payload, job) {
      const { snapshot, recipients } = z
        .object({ snapshot: ZSnapshot, recipients: z.array(ZAddressee) })
        .parse(payload);
      await fanOut(
        db,
        {
          addressees: recipients,
          cause: `event-deleted:${job.id}`,
          eventId: null,
          url: '/favorites',
          image: snapshot.image,
          texts: (language) => deletedTexts(snapshot, language),
        },
        options,
      );
    },

    async [JOB_KINDS.uploader](payload, job) {
      const { snapshot, outcome, reason } = z
        .object({
          snapshot: ZSnapshot,
          outcome: z.enum(['published', 'rejected']),
          reason: z.string().nullable(),
        })
        .parse(payload);
      const uploader = snapshot.ownerId ? await findUserAddressee(db, snapshot.ownerId) : null;
      if (!uploader) return;
      const stillThere = (await findEventRowById(db, snapshot.id)) !== null;
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
          texts: (language) => uploaderTexts(snapshot, outcome, reason, language),
        },
        options,
      );
    },
  };
}
