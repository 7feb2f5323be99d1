/**
 * The weekly digest (issue 31 §4): who gets it (only those who chose it, with their consent), what
 * it tells each of them (their artists' and venues' nights of the week, their county's highlights),
 * in their language, at most once a week, and the one-tap unsubscribe link.
 */
import {
  addDays,
  athensDateTimeToInstant,
  digestWeekFrom,
  isThursday,
  type TNotification,
  type TSettings,
  todayInAthens,
} from '@glentia/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestSends, settings } from '../../src/db/schema.ts';
import { digestJobHandlers } from '../../src/modules/digest/digest.jobs.ts';
import { JOB_KINDS } from '../../src/modules/jobs/job-kinds.ts';
import { createArtist, createDevice, createEvent, createLocation, follow } from '../factories.ts';
import { settleJobs, startTestServer, type TestServer, testDatabases } from '../helper.ts';
import { createBrowserKeys, startWebPushService, subscriptionJson } from '../push/local-push-services.ts';
import { type OutboxMail, readOutbox, type SignedIn, signIn } from '../support/accounts.ts';

/** The coming Thursday (today, when today is one), whatever day the tests run. */
function comingThursday(): string {
  let date = todayInAthens();
  while (!isThursday(date)) date = addDays(date, 1);
  return date;
}

describe.each(testDatabases())('the weekly digest (%s)', (kind) => {
  let server: TestServer;
  let pushService: Awaited<ReturnType<typeof startWebPushService>>;
  const browser = createBrowserKeys();
  const thursday = comingThursday();
  const week = digestWeekFrom(thursday);
  const day = (offset: number) => addDays(thursday, offset);
  const ids: Record<string, string> = {};
  const people: Record<string, SignedIn> = {};

  /** Runs the job as it runs on Thursday at 10:05 in Crete. */
  const runJob = async () => {
    const handlers = digestJobHandlers(server.database.db, {
      mailer: server.app.ctx.mailer,
      publicUrl: server.config.publicUrl,
      now: () => athensDateTimeToInstant(thursday, '10:05'),
    });
    await handlers[JOB_KINDS.weeklyDigest]!(
      {},
      { id: 0, kind: JOB_KINDS.weeklyDigest, payload: {}, attempts: 1 },
    );
  };
  const mailsTo = (email: string): OutboxMail[] =>
    readOutbox(server.config.dataDir).filter((mail) => mail.to === email);
  const putSettings = (
    body: Partial<TSettings>,
    init: { headers?: Record<string, string>; device?: string },
  ) =>
    server.request('/api/public/settings', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...init.headers },
      body: JSON.stringify(body),
      ...(init.device ? { device: init.device } : {}),
    });
  /** The unsubscribe address of a mail, as its body gives it. */
  const unsubscribeOf = (mail: OutboxMail) => {
    const found = /https:\/\/glentia\.example(\/digest\/unsubscribe\?token=[A-Za-z0-9_.-]+)/.exec(mail.text);
    return found![1]!;
  };
  const eventLink = (id: string) => `${server.config.publicUrl}/glentia/${id}`;

  beforeAll(async () => {
    pushService = await startWebPushService();
    server = await startTestServer(kind, {
      jobWorker: false,
      webPushAllowInsecure: true,
      publicUrl: 'https://glentia.example',
    });
    const { db } = server.database;
    const antonis = await createLocation(db, { name: 'Ταβέρνα του Αντώνη', county: 'HERAKLION' });
    const kafeneio = await createLocation(db, { name: 'Καφενείο Ο Μανόλης', county: 'HERAKLION' });
    const chania = await createLocation(db, {
      name: 'Αυλή των Χανίων',
      county: 'CHANIA',
      postalCode: '73100',
    });
    const psarantonis = await createArtist(db, { name: 'Ψαραντώνης' });
    const xylouris = await createArtist(db, { name: 'Νίκος Ξυλούρης' });
    const make = async (name: string, values: Parameters<typeof createEvent>[1]) => {
      ids[name] = (await createEvent(db, values)).id;
    };
    // Nights of the followed venue and artist: in the week (Thursday → Wednesday) or just outside it.
    await make('atVenueThursday', { date: day(0), time: '21:30', locationId: antonis.id });
    await make('artistWednesday', {
      date: day(6),
      time: '22:00',
      locationId: chania.id,
      artistIds: [psarantonis.id],
    });
    await make('atVenueNextThursday', { date: day(7), locationId: antonis.id });
    await make('atVenueWednesdayBefore', { date: day(-1), locationId: antonis.id });
    await make('atVenueCanceled', {
      date: day(2),
      locationId: antonis.id,
      canceled: true,
      canceledBy: 'admin',
    });
    await make('atVenueUnpublished', { date: day(3), locationId: antonis.id, published: false });
    // Someone else's artist, and the counties' promoted nights.
    await make('xylourisSaturday', {
      date: day(2),
      time: '22:30',
      locationId: chania.id,
      artistIds: [xylouris.id],
    });
    await make('featuredHeraklion', { date: day(1), locationId: kafeneio.id, selected: true });
    await make('featuredChania', { date: day(3), locationId: chania.id, selected: true });
    await make('featuredHeraklionNextWeek', { date: day(8), locationId: kafeneio.id, selected: true });

    // Maria reads Greek and chose the digest by e-mail; she follows the taverna and Psarantonis.
    people.maria = await signIn(server);
    people.john = await signIn(server);
    people.nobody = await signIn(server);
    people.notChosen = await signIn(server);
    people.unconfirmed = await signIn(server, { emailVerifiedAt: null });
    const follows = async (who: SignedIn, topicIds: string[]) => {
      for (const id of topicIds) {
        const answer = await server.request(`/api/public/register-device/topic-uuid/${id}`, {
          method: 'POST',
          headers: who.headers,
        });
        expect(answer.status).toBe(200);
      }
    };
    await follows(people.maria!, [antonis.id, psarantonis.id]);
    await follows(people.john!, [xylouris.id]);
    await follows(people.notChosen!, [antonis.id]);
    await follows(people.unconfirmed!, [antonis.id]);
    for (const [who, language] of [
      ['maria', 'el'],
      ['john', 'en'],
      ['nobody', 'el'],
      ['unconfirmed', 'el'],
    ] as const) {
      const saved = await putSettings({ digest: 'email', language }, { headers: people[who]!.headers });
      expect(saved.status).toBe(200);
      expect(((await saved.json()) as TSettings).digest).toBe('email');
    }

    // Visitors on their phones: one allowed notifications and chose it; one chose it without
    // allowing notifications; one allowed them but never chose the digest.
    for (const device of ['digest-phone-1', 'digest-phone-2', 'digest-phone-3']) {
      await createDevice(db, device);
      await follow(db, { locationId: antonis.id }, device);
    }
    const register = (device: string) =>
      server.request('/api/public/registerToken', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          token: subscriptionJson(`${pushService.url}/ok/${device}`, browser),
          device: 'WEB',
        }),
        device,
      });
    expect((await register('digest-phone-1')).status).toBe(204);
    expect((await register('digest-phone-3')).status).toBe(204);
    expect((await putSettings({ digest: 'push' }, { device: 'digest-phone-1' })).status).toBe(200);
    expect((await putSettings({ digest: 'push' }, { device: 'digest-phone-2' })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await pushService?.close();
  });

  it('mails each follower the week’s nights of those they follow, and their county’s highlights, in Greek', async () => {
    await runJob();
    const [mail, ...more] = mailsTo(people.maria!.user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(
      /^Η εβδομάδα σου στα Γλέντια: 2 γλέντια όσων ακολουθείς ως την Τετάρτη \d{1,2} \S+$/,
    );
    // Her two nights, with the venue in the case the sentence needs; nothing outside the week,
    // cancelled, unpublished or of an artist she does not follow.
    expect(mail!.text).toContain(eventLink(ids.atVenueThursday!));
    expect(mail!.text).toContain(eventLink(ids.artistWednesday!));
    expect(mail!.text).toContain('στην Ταβέρνα του Αντώνη, Ηράκλειο');
    expect(mail!.text).toContain('Ψαραντώνης στην Αυλή των Χανίων, Χανιά');
    for (const other of [
      'atVenueNextThursday',
      'atVenueWednesdayBefore',
      'atVenueCanceled',
      'atVenueUnpublished',
      'xylourisSaturday',
    ]) {
      expect(mail!.text).not.toContain(eventLink(ids[other]!));
    }
    // Her county is that of the venue she follows: Heraklion's promoted night of the week.
    expect(mail!.text).toContain('Ξεχωρίζουν στο Ηράκλειο');
    expect(mail!.text).toContain(eventLink(ids.featuredHeraklion!));
    expect(mail!.text).not.toContain(eventLink(ids.featuredChania!));
    expect(mail!.text).not.toContain(eventLink(ids.featuredHeraklionNextWeek!));
    // One tap to unsubscribe, in the body and in the headers mail programs read.
    const address = `https://glentia.example${unsubscribeOf(mail!)}`;
    expect(mail!.text).toContain(`List-Unsubscribe: <${address}>`);
    expect(mail!.text).toContain(`Δεν τη θέλω άλλο: ${address}`);
    expect(mail!.text).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail!.text).toContain('Δεν τη θέλω άλλο');
  });

  it('writes in English for an English reader, with names in Latin letters', async () => {
    const [mail, ...more] = mailsTo(people.john!.user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(
      /^Your week on Glentia: 1 glenti of those you follow until Wednesday \d{1,2} \S+$/,
    );
    expect(mail!.text).toContain(
      `Nikos Xylouris at Avli ton Chanion, Chania\n  ${eventLink(ids.xylourisSaturday!)}?lang=en`,
    );
    expect(mail!.text).not.toContain(eventLink(ids.atVenueThursday!));
    // He follows no venue: his county is that of his nights, Chania.
    expect(mail!.text).toContain('Featured in Chania');
    expect(mail!.text).toContain(eventLink(ids.featuredChania!));
    expect(mail!.text).not.toContain(eventLink(ids.featuredHeraklion!));
    expect(mail!.text).toContain('Unsubscribe');
  });

  it('sends nothing without the choice, a confirmed address or nights of theirs', async () => {
    expect(mailsTo(people.notChosen!.user.email)).toEqual([]);
    expect(mailsTo(people.unconfirmed!.user.email)).toEqual([]);
    expect(mailsTo(people.nobody!.user.email)).toEqual([]);
  });

  it('pushes it only to a device that chose it and allowed notifications', async () => {
    await settleJobs(server);
    expect(pushService.received.map((push) => push.path)).toEqual(['/ok/digest-phone-1']);
    const [notification] = (await (
      await server.request('/api/public/notifications', { device: 'digest-phone-1' })
    ).json()) as TNotification[];
    expect(notification).toMatchObject({ title: 'Η εβδομάδα σου στα Γλέντια', data: { url: '/favorites' } });
    expect(notification!.body).toMatch(
      /^1 γλέντι όσων ακολουθείς ως την Τετάρτη \d{1,2} \S+: Ταβέρνα του Αντώνη$/,
    );
    for (const device of ['digest-phone-2', 'digest-phone-3']) {
      expect(await (await server.request('/api/public/notifications', { device })).json()).toEqual([]);
    }
  });

  it('sends one a week, however many times and places the job runs', async () => {
    await Promise.all([runJob(), runJob()]);
    await runJob();
    await settleJobs(server);
    expect(mailsTo(people.maria!.user.email)).toHaveLength(1);
    expect(mailsTo(people.john!.user.email)).toHaveLength(1);
    expect(pushService.received).toHaveLength(1);
    const rows = await server.database.db.select().from(digestSends);
    expect(rows.map((row) => `${row.week} ${row.channel} ${row.sentAt ? 'sent' : 'taken'}`).sort()).toEqual([
      `${week.key} email sent`,
      `${week.key} email sent`,
      `${week.key} push sent`,
    ]);
  });

  it('unsubscribes with one tap and no sign-in, saying so in the person’s language', async () => {
    const [mail] = mailsTo(people.maria!.user.email);
    const digestOfMaria = async () => {
      const [saved] = await server.database.db
        .select({ digest: settings.digest })
        .from(settings)
        .where(eq(settings.userId, people.maria!.user.id));
      return saved!.digest;
    };
    // Opening the link (as a mail scanner does, twice) asks, in her language, and changes nothing.
    for (let opened = 0; opened < 2; opened++) {
      const asked = await server.request(unsubscribeOf(mail!), { device: null });
      expect(asked.status).toBe(200);
      expect(asked.headers.get('content-type')).toContain('text/html');
      expect(asked.headers.get('cache-control')).toBe('no-store');
      const question = await asked.text();
      expect(question).toContain('<html lang="el">');
      expect(question).toContain('Να σταματήσει η εβδομαδιαία σύνοψη;');
      expect(question).not.toContain('Η εβδομαδιαία σύνοψη σταμάτησε');
      expect(question.match(/<button\b/g)).toHaveLength(1);
      expect(await digestOfMaria()).toBe('email');
      // Its one button posts the one-click form to the same address.
      const form = /<form method="post" action="([^"]+)">/.exec(question);
      expect(form?.[1]?.replaceAll('&amp;', '&')).toBe(unsubscribeOf(mail!));
      expect(question).toContain('name="List-Unsubscribe" value="One-Click"');
    }

    const tapped = await server.request(unsubscribeOf(mail!), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      device: null,
    });
    expect(tapped.status).toBe(200);
    const html = await tapped.text();
    expect(html).toContain('<html lang="el">');
    expect(html).toContain('Η εβδομαδιαία σύνοψη σταμάτησε');
    expect(await digestOfMaria()).toBe('off');

    // A mail program's one-click button (RFC 8058) posts the form to the same address.
    const [johns] = mailsTo(people.john!.user.email);
    const posted = await server.request(unsubscribeOf(johns!), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      device: null,
    });
    expect(posted.status).toBe(200);
    const english = await posted.text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('The weekly digest is off');
    const johnSettings = (await (
      await server.request('/api/public/settings', { headers: people.john!.headers })
    ).json()) as TSettings;
    expect(johnSettings.digest).toBe('off');
  });

  it('asks an English reader in English', async () => {
    const [johns] = mailsTo(people.john!.user.email);
    const asked = await server.request(unsubscribeOf(johns!), { device: null });
    expect(asked.status).toBe(200);
    const question = await asked.text();
    expect(question).toContain('<html lang="en">');
    expect(question).toContain('Stop the weekly digest?');
    expect(question).toContain('>Stop the digest</button>');
  });

  it('refuses a forged, altered or missing token with a 400 in Greek and English', async () => {
    const [mail] = mailsTo(people.maria!.user.email);
    const token = new URL(unsubscribeOf(mail!), 'https://glentia.example').searchParams.get('token')!;
    const [owner, signature] = token.split('.') as [string, string];
    const someoneElse = Buffer.from(`u:${people.nobody!.user.id}`).toString('base64url');
    const altered = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [`${someoneElse}.${signature}`, `${owner}.${altered}`, 'not-a-token', '']) {
      const answer = await server.request(`/digest/unsubscribe?token=${encodeURIComponent(bad)}`, {
        device: null,
      });
      expect(answer.status).toBe(400);
      const html = await answer.text();
      expect(html).toContain('Ο σύνδεσμος δεν είναι έγκυρος');
      expect(html).toContain('This link is not valid');
    }
    expect((await server.request('/digest/unsubscribe', { method: 'POST', device: null })).status).toBe(400);
    // Nobody's digest was turned off by them.
    const [kept] = await server.database.db
      .select({ digest: settings.digest })
      .from(settings)
      .where(eq(settings.userId, people.nobody!.user.id));
    expect(kept!.digest).toBe('email');
  });

  it('offers the digest by e-mail to accounts only, in both languages', async () => {
    const answer = await putSettings({ digest: 'email' }, { device: 'digest-phone-3' });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { code: string; messages: { el: string; en: string } };
    expect(body.code).toBe('DIGEST_EMAIL_NEEDS_ACCOUNT');
    expect(body.messages.el).toContain('συνδέσου');
    expect(body.messages.en).toContain('Log in');
  });
});
