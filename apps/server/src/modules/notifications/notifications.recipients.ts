/**
 * Who is told about an event, with the language each of them reads Glentia in. Each owner answers
 * for its own rows: the events module's read model names the event's venue, artists and uploader,
 * follows and favorites name the people, settings their languages, users an account.
 */
import type { DbOrTx } from '../../db/client.ts';
import type { Language } from '../../lib/language.ts';
import { saversOf } from '../favorites/favorites.service.ts';
import { followersOf } from '../follows/follows.service.ts';
import { languagesOf } from '../settings/settings.service.ts';
import { findUserById, userIdByUsername } from '../users/users.service.ts';
import { findEventFacts } from './event-facts.repository.ts';
import type { Recipient } from './notifications.repository.ts';

export type Addressee = Recipient & { language: Language };

/** Accounts first, then devices, each once, by id: the order every fan-out batches them in. */
function ordered(owners: ReadonlyArray<{ userId: string | null; deviceId: string | null }>): Recipient[] {
  const users = new Set<string>();
  const devices = new Set<string>();
  for (const owner of owners) {
    if (owner.userId) users.add(owner.userId);
    else if (owner.deviceId) devices.add(owner.deviceId);
  }
  return [
    ...[...users].sort().map((userId) => ({ userId })),
    ...[...devices].sort().map((deviceId) => ({ deviceId })),
  ];
}

async function withLanguages(db: DbOrTx, recipients: Recipient[]): Promise<Addressee[]> {
  const languageOf = await languagesOf(db, recipients);
  return recipients.map((recipient) => ({ ...recipient, language: languageOf(recipient) }));
}

/** Everyone following the event's venue or any of its artists, once each. */
export async function findFollowersOfEvent(db: DbOrTx, eventId: string): Promise<Addressee[]> {
  const facts = await findEventFacts(db, eventId);
  return facts ? findFollowersOf(db, facts) : [];
}

/** Everyone following this venue or any of these artists, once each (an event's facts, already read). */
export async function findFollowersOf(
  db: DbOrTx,
  facts: { locationId: string | null; artistIds: string[] },
): Promise<Addressee[]> {
  const followers = await followersOf(db, { venueId: facts.locationId, artistIds: facts.artistIds });
  return withLanguages(db, ordered(followers));
}

/** Everyone who saved the event among their favourites. */
export async function findFavoritersOfEvent(db: DbOrTx, eventId: string): Promise<Addressee[]> {
  return withLanguages(db, ordered(await saversOf(db, eventId)));
}

/** One account with its language; null when it is gone. */
export async function findUserAddressee(db: DbOrTx, userId: string): Promise<Addressee | null> {
  if (!(await findUserById(db, userId))) return null;
  return (await withLanguages(db, [{ userId }]))[0]!;
}

/** The account whose username the event names as its uploader (`publishedFrom`, any case). */
export async function findUploaderIdOfEvent(db: DbOrTx, eventId: string): Promise<string | null> {
  const facts = await findEventFacts(db, eventId);
  return facts?.publishedFrom ? userIdByUsername(db, facts.publishedFrom) : null;
}
