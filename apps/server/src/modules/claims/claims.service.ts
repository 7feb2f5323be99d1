/**
 * Claims (issue 31): a signed-in person asks to run a venue or an artist page ("That's me"), with a
 * note and a contact. An artist page's claim always waits for an admin; approving it binds the
 * person to the page and gives them the artist role. When the
 * venue has its own e-mail on record and no partner yet, a six-digit code goes there and typing it
 * makes the person its partner at once; otherwise the claim waits for an admin, who approves or
 * refuses it with a reason. The person is told either way (the notifications module). A venue has
 * one partner: a claim on a venue that has one always goes to an admin, and approving it while the
 * venue is still run by someone else is refused.
 */
import { randomInt } from 'node:crypto';
import { type Actor, can, type TAdminClaim, type TClaim, type TClaimBody } from '@glentia/core';
import { requireAccess } from '../../lib/access.ts';
import type { AppContext } from '../../lib/context.ts';
import { BadRequestError, ConflictError, NotFoundError, notFound } from '../../lib/errors.ts';
import type { Language } from '../../lib/language.ts';
import { mailDocument } from '../../lib/mailer.ts';
import { hashToken } from '../../lib/random-token.ts';
import { smsSender } from '../../lib/sms.ts';
import { bindArtistAccount } from '../artists/artists.accounts.service.ts';
import { artistNameOf } from '../artists/artists.service.ts';
import { findVenue, giveVenueToClaimant } from '../locations/locations.service.ts';
import { notifyClaimant } from '../notifications/notifications.fanout.ts';
import { findUserById, grantRole } from '../users/users.service.ts';
import {
  type ClaimRow,
  countWrongCode,
  findClaimById,
  findClaimsInReview,
  findClaimsOfUser,
  findOpenClaim,
  insertClaim,
  updateClaim,
} from './claims.repository.ts';

/** How long a mailed code is good for, and how many wrong tries end it (then an admin decides). */
export const CODE_MINUTES = 30;
export const CODE_ATTEMPTS = 5;

type ClaimContext = Pick<AppContext, 'db' | 'mailer' | 'config' | 'outbound'>;

const claimNotFound = () =>
  new NotFoundError(
    { el: 'Το αίτημα δεν βρέθηκε.', en: 'This claim could not be found.' },
    'CLAIM_NOT_FOUND',
  );
const alreadyAsked = (kind: ClaimRow['kind']) =>
  new ConflictError(
    kind === 'venue'
      ? {
          el: 'Έχεις ήδη ένα αίτημα γι’ αυτό το μαγαζί που περιμένει.',
          en: 'You already have a claim on this venue waiting.',
        }
      : {
          el: 'Έχεις ήδη ένα αίτημα γι’ αυτή τη σελίδα καλλιτέχνη που περιμένει.',
          en: 'You already have a claim on this artist page waiting.',
        },
    'CLAIM_OPEN',
  );
const notWaitingForCode = () =>
  new ConflictError(
    { el: 'Αυτό το αίτημα δεν περιμένει κωδικό.', en: 'This claim is not waiting for a code.' },
    'CLAIM_NO_CODE',
  );
const wrongCode = () =>
  new BadRequestError(
    { el: 'Λάθος ή ληγμένος κωδικός. Δοκίμασε ξανά.', en: 'Wrong or expired code. Try again.' },
    'CLAIM_WRONG_CODE',
  );
const decided = () =>
  new ConflictError(
    { el: 'Αυτό το αίτημα έχει ήδη κριθεί.', en: 'This claim has already been decided.' },
    'CLAIM_DECIDED',
  );
const runByAnother = () =>
  new ConflictError(
    {
      el: 'Το μαγαζί έχει ήδη συνεργάτη. Πάρ’ το πρώτα από εκείνον στη σελίδα χρηστών.',
      en: 'This venue already has a partner. Take it from them on the users screen first.',
    },
    'VENUE_HAS_PARTNER',
  );

function present(row: ClaimRow, targetName: string): TClaim {
  return {
    id: row.id,
    kind: row.kind,
    targetId: (row.locationId ?? row.artistId)!,
    targetName,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

async function targetName(ctx: Pick<ClaimContext, 'db'>, row: ClaimRow): Promise<string> {
  if (row.locationId) return (await findVenue(ctx.db, row.locationId))?.name ?? '';
  return row.artistId ? ((await artistNameOf(ctx.db, row.artistId)) ?? '') : '';
}

/** The page a claim is about, for the notification's link. */
const targetUrl = (row: ClaimRow) =>
  row.locationId ? `/location/${row.locationId}` : `/artist/${row.artistId}`;

/** The mail carrying a claim's code, in the claimant's language. */
export function claimCodeMail(to: string, venue: string, code: string, language: Language) {
  const text =
    language === 'el'
      ? `Κάποιος ζήτησε να διαχειρίζεται τη σελίδα «${venue}» στα Γλέντια. Αν είσαι εσύ, ο κωδικός σου είναι: ${code}\nΙσχύει για ${CODE_MINUTES} λεπτά. Αν δεν ήσουν εσύ, αγνόησέ το.`
      : `Someone asked to run the page “${venue}” on Glentia. If it was you, your code is: ${code}\nIt is valid for ${CODE_MINUTES} minutes. If it was not you, ignore this e-mail.`;
  const subject = language === 'el' ? `Κωδικός για «${venue}»` : `Code for “${venue}”`;
  const html = mailDocument(
    language,
    text.split('\n').map((line) => `<p>${line.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`),
  );
  return { to, subject, text, html, link: code };
}

/** The text message carrying a claim's code (SMS is short: one line, no link). */
export function claimCodeSms(venue: string, code: string, language: Language): string {
  return language === 'el'
    ? `Γλέντια: ο κωδικός για τη σελίδα «${venue}» είναι ${code}. Ισχύει ${CODE_MINUTES} λεπτά. Αν δεν τον ζήτησες, αγνόησέ τον.`
    : `Glentia: the code for the page “${venue}” is ${code}. Valid for ${CODE_MINUTES} minutes. If you did not ask for it, ignore it.`;
}

/**
 * `POST /api/me/claims`: a code to the venue's e-mail (or, with SMS configured, to the phone of a
 * venue that has no e-mail), or the admin's queue. An SMS that cannot be sent leaves the claim to
 * an admin rather than waiting for a code that never came.
 */
export async function createClaim(
  ctx: ClaimContext,
  actor: Actor,
  body: TClaimBody,
  language: Language,
): Promise<TClaim> {
  const caller = requireAccess(actor, 'make', 'claims');
  if (body.kind === 'artist') return createArtistClaim(ctx, caller.id, body);
  const venue = await findVenue(ctx.db, body.targetId);
  if (!venue) throw notFound.location();
  if (await findOpenClaim(ctx.db, caller.id, { locationId: venue.id })) throw alreadyAsked('venue');
  const sms = venue.email || !venue.phone ? null : smsSender(ctx.config, ctx.outbound);
  const byCode = (!!venue.email || !!sms) && !venue.partnerId;
  const code = byCode ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
  const row = await insertClaim(ctx.db, {
    userId: caller.id,
    kind: 'venue',
    locationId: venue.id,
    note: body.note,
    contact: body.contact,
    status: byCode ? 'code' : 'review',
    codeHash: code ? hashToken(code) : null,
    codeExpiresAt: code ? new Date(Date.now() + CODE_MINUTES * 60_000) : null,
  });
  if (code && venue.email) await ctx.mailer.send(claimCodeMail(venue.email, venue.name, code, language));
  else if (code && sms && venue.phone) {
    try {
      await sms.send({ to: venue.phone, body: claimCodeSms(venue.name, code, language) });
    } catch {
      const toReview = await updateClaim(ctx.db, row.id, {
        status: 'review',
        codeHash: null,
        codeExpiresAt: null,
      });
      return present(toReview ?? row, venue.name);
    }
  }
  return present(row, venue.name);
}

/** "That's me": an artist page's claim, always decided by an admin (no code proves a person). */
async function createArtistClaim(ctx: ClaimContext, userId: string, body: TClaimBody): Promise<TClaim> {
  const name = await artistNameOf(ctx.db, body.targetId);
  if (name === null) throw notFound.artist();
  if (await findOpenClaim(ctx.db, userId, { artistId: body.targetId })) throw alreadyAsked('artist');
  const row = await insertClaim(ctx.db, {
    userId,
    kind: 'artist',
    artistId: body.targetId,
    note: body.note,
    contact: body.contact,
    status: 'review',
  });
  return present(row, name);
}

/**
 * Approves a claim: the person becomes the venue's partner (while it has none), or one of the
 * artist page's accounts with the artist role; either way they hear so.
 */
async function approve(ctx: Pick<ClaimContext, 'db'>, row: ClaimRow, name: string): Promise<ClaimRow> {
  return ctx.db.transaction(async (tx) => {
    if (row.kind === 'artist' && row.artistId) {
      await bindArtistAccount(tx, row.userId, row.artistId);
      await grantRole(tx, row.userId, 'artist');
    } else {
      if (!row.locationId || !(await giveVenueToClaimant(tx, row.locationId, row.userId)))
        throw runByAnother();
      await grantRole(tx, row.userId, 'partner');
    }
    const updated = await updateClaim(tx, row.id, {
      status: 'approved',
      codeHash: null,
      codeExpiresAt: null,
      decidedAt: new Date(),
    });
    await notifyClaimant(tx, {
      claimId: row.id,
      userId: row.userId,
      url: targetUrl(row),
      target: name,
      outcome: 'approved',
      reason: null,
    });
    return updated!;
  });
}

/** `POST /api/me/claims/{id}/confirm`: the right code in time makes the claimant the partner. */
export async function confirmClaim(
  ctx: ClaimContext,
  actor: Actor,
  id: string,
  code: string,
): Promise<TClaim> {
  const caller = requireAccess(actor, 'make', 'claims');
  const row = await findClaimById(ctx.db, id);
  // Someone else's claim is "not found": its existence tells nothing.
  if (!row || !can(caller, 'confirm', { type: 'claim', userId: row.userId })) throw claimNotFound();
  if (row.status !== 'code' || !row.codeHash) throw notWaitingForCode();
  const expired = !row.codeExpiresAt || row.codeExpiresAt.getTime() < Date.now();
  if (expired || row.codeHash !== hashToken(code)) {
    const attempts = expired ? CODE_ATTEMPTS : await countWrongCode(ctx.db, id);
    // Out of tries or time: the claim goes to an admin with what the person wrote.
    if (attempts >= CODE_ATTEMPTS)
      await updateClaim(ctx.db, id, { status: 'review', codeHash: null, codeExpiresAt: null });
    throw wrongCode();
  }
  const name = await targetName(ctx, row);
  try {
    return present(await approve(ctx, row, name), name);
  } catch (error) {
    // The venue found a partner meanwhile: an admin decides.
    await updateClaim(ctx.db, id, { status: 'review', codeHash: null, codeExpiresAt: null });
    throw error;
  }
}

/** `GET /api/me/claims`: the caller's claims, newest first. */
export async function listMyClaims(ctx: Pick<ClaimContext, 'db'>, actor: Actor): Promise<TClaim[]> {
  const caller = requireAccess(actor, 'make', 'claims');
  const rows = await findClaimsOfUser(ctx.db, caller.id);
  return Promise.all(rows.map(async (row) => present(row, await targetName(ctx, row))));
}

async function presentForAdmin(ctx: Pick<ClaimContext, 'db'>, row: ClaimRow): Promise<TAdminClaim> {
  const user = await findUserById(ctx.db, row.userId);
  return {
    ...present(row, await targetName(ctx, row)),
    note: row.note,
    contact: row.contact,
    username: user?.username ?? '',
  };
}

/** `GET /api/admin/claims`: the claims waiting for an admin, oldest first, with what people wrote. */
export async function listClaimQueue(ctx: Pick<ClaimContext, 'db'>, actor: Actor): Promise<TAdminClaim[]> {
  requireAccess(actor, 'review', 'claims');
  const rows = await findClaimsInReview(ctx.db);
  return Promise.all(rows.map((row) => presentForAdmin(ctx, row)));
}

/** `POST /api/admin/claims/{id}/decide`: approve, or refuse with a reason; the claimant is told. */
export async function decideClaim(
  ctx: Pick<ClaimContext, 'db'>,
  actor: Actor,
  id: string,
  decision: { approve: boolean; reason?: string | undefined },
): Promise<TAdminClaim> {
  requireAccess(actor, 'review', 'claims');
  const row = await findClaimById(ctx.db, id);
  if (!row) throw claimNotFound();
  if (row.status === 'approved' || row.status === 'refused') throw decided();
  const name = await targetName(ctx, row);
  if (decision.approve) return presentForAdmin(ctx, await approve(ctx, row, name));
  const reason = decision.reason || null;
  const refused = await ctx.db.transaction(async (tx) => {
    const updated = await updateClaim(tx, id, {
      status: 'refused',
      reason,
      codeHash: null,
      codeExpiresAt: null,
      decidedAt: new Date(),
    });
    await notifyClaimant(tx, {
      claimId: id,
      userId: row.userId,
      url: targetUrl(row),
      target: name,
      outcome: 'refused',
      reason,
    });
    return updated!;
  });
  return presentForAdmin(ctx, refused);
}
