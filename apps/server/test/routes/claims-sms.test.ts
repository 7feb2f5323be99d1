/**
 * A claim's code by SMS (issue 31): a local server on 127.0.0.1 speaks Twilio's Messages API
 * (`POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded, basic auth). With SMS configured, a
 * venue that has a phone and no e-mail gets the code by SMS; a venue with an e-mail still gets a
 * mail; a message the service refuses leaves the claim to an admin; without SMS nothing is sent.
 */
import { createServer, type Server } from 'node:http';
import type { TClaim } from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e164 } from '../../src/lib/sms.ts';
import { makeCaller, okJson, type TestCaller } from '../contribute.ts';
import { createLocation } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';
import { lastMailTo } from '../support/accounts.ts';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'sms-test-token';

interface Received {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/** A stand-in for Twilio: answers 201 with a message resource, or 400 with an error resource for `To` it is told to refuse. */
async function startTwilioStandIn() {
  const received: Received[] = [];
  const refuse = new Set<string>();
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form,
    });
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${SID}/Messages.json`)
      return json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    if (request.headers.authorization !== `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`)
      return json(401, { code: 20003, message: 'Authenticate', status: 401 });
    if (!form.To || !form.From || !form.Body || refuse.has(form.To))
      return json(400, { code: 21211, message: `The 'To' number ${form.To} is not valid.`, status: 400 });
    return json(201, {
      sid: `SM${received.length.toString().padStart(32, '0')}`,
      account_sid: SID,
      to: form.To,
      from: form.From,
      body: form.Body,
      status: 'queued',
      num_segments: '1',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('SMS numbers', () => {
  it('writes venues’ numbers in E.164 and refuses what cannot be a phone', () => {
    expect(e164('2810 123456')).toBe('+302810123456');
    expect(e164('697 1234 567')).toBe('+306971234567');
    expect(e164('+30 2810 123456')).toBe('+302810123456');
    expect(e164('0030 6971234567')).toBe('+306971234567');
    expect(e164('+44 20 7946 0958')).toBe('+442079460958');
    expect(e164('12')).toBeNull();
    expect(e164('1234567890')).toBeNull();
  });
});

describe.each(testDatabases())('a claim’s code by SMS (%s)', (kind) => {
  let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
  let server: TestServer;
  let unconfigured: TestServer;
  let owner: TestCaller;

  beforeAll(async () => {
    twilio = await startTwilioStandIn();
    server = await startTestServer(kind, {
      sms: { apiUrl: twilio.url, accountSid: SID, authToken: TOKEN, from: 'Glentia' },
    });
    unconfigured = await startTestServer(kind);
    owner = await makeCaller(server, 'user');
  });
  afterAll(async () => {
    await server?.close();
    await unconfigured?.close();
    await twilio?.close();
  });

  const claim = async (target: TestServer, caller: TestCaller, targetId: string, language = 'el') => {
    const answer = await target.request('/api/me/claims', {
      method: 'POST',
      headers: { ...caller.headers, 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify({ kind: 'venue', targetId, note: 'Δικό μου είναι.', contact: 'maria@example.gr' }),
    });
    expect(answer.status, await answer.clone().text()).toBe(201);
    return (await answer.json()) as TClaim;
  };

  it('texts the code to a venue with a phone and no e-mail, and the code makes the claimant its partner', async () => {
    const venue = await createLocation(server.database.db, {
      name: 'Ρακάδικο Με Τηλέφωνο',
      phone: '2810 654321',
    });
    const asked = await claim(server, owner, venue.id);
    expect(asked.status).toBe('code');

    const sms = twilio.received.at(-1)!;
    expect(sms.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(sms.contentType).toBe('application/x-www-form-urlencoded');
    expect(sms.form).toMatchObject({ To: '+302810654321', From: 'Glentia' });
    expect(sms.form.Body).toContain('«Ρακάδικο Με Τηλέφωνο»');
    const code = /(\d{6})/.exec(sms.form.Body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const confirmed = await okJson<TClaim>(
      server.request(`/api/me/claims/${asked.id}/confirm`, {
        method: 'POST',
        headers: { ...owner.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      }),
    );
    expect(confirmed.status).toBe('approved');
  });

  it('still mails a venue that has an e-mail, in the claimant’s language', async () => {
    const before = twilio.received.length;
    const venue = await createLocation(server.database.db, {
      name: 'Taverna With Both',
      phone: '2810 111222',
      email: 'both@example.gr',
    });
    const other = await makeCaller(server, 'user');
    expect((await claim(server, other, venue.id, 'en')).status).toBe('code');
    expect(twilio.received.length).toBe(before);
    expect(lastMailTo(server.config.dataDir, 'both@example.gr')?.text).toMatch(/your code is: \d{6}/);
  });

  it('leaves the claim to an admin when the service refuses the message', async () => {
    twilio.refuse.add('+302810999888');
    const venue = await createLocation(server.database.db, {
      name: 'Κέντρο Λάθος Αριθμός',
      phone: '2810999888',
    });
    const other = await makeCaller(server, 'user');
    expect((await claim(server, other, venue.id)).status).toBe('review');
    expect(twilio.received.at(-1)?.form.To).toBe('+302810999888');
  });

  it('sends nothing without SMS settings: the claim waits for an admin', async () => {
    const before = twilio.received.length;
    const caller = await makeCaller(unconfigured, 'user');
    const venue = await createLocation(unconfigured.database.db, {
      name: 'Κέντρο Χωρίς SMS',
      phone: '2810 333444',
    });
    expect((await claim(unconfigured, caller, venue.id)).status).toBe('review');
    expect(twilio.received.length).toBe(before);
  });
});
