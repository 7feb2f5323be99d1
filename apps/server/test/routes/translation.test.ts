/**
 * "Show in English" through the translation service: a local server on 127.0.0.1 speaks DeepL's
 * `/v2/translate` wire format; the server asks it once per event and language, keeps the answer,
 * asks again only when the description changes, and sends nothing anywhere without configuration.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { TTranslation } from '@glentia/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema.ts';
import { type ErrorBody, json } from '../contribute.ts';
import { createEvent } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

interface Asked {
  path: string;
  authorization: string | undefined;
  body: { text: string[]; source_lang: string; target_lang: string };
}

/** A stand-in for DeepL: answers `[EN-GB] <text>` for each text, or fails when told to. */
async function startDeeplStandIn() {
  const asked: Asked[] = [];
  const state = { failing: false };
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Asked['body'];
    asked.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
    if (request.method !== 'POST' || request.url !== '/v2/translate') {
      response.writeHead(404).end();
      return;
    }
    if (request.headers.authorization !== 'DeepL-Auth-Key test-key:fx') {
      response.writeHead(403, { 'content-type': 'application/json' }).end('{"message":"Wrong key"}');
      return;
    }
    if (state.failing) {
      response.writeHead(456, { 'content-type': 'application/json' }).end('{"message":"Quota exceeded"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        translations: body.text.map((text) => ({
          detected_source_language: 'EL',
          text: `[${body.target_lang}] ${text}`,
        })),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabases())('translating a description (%s)', (kind) => {
  let deepl: Awaited<ReturnType<typeof startDeeplStandIn>>;
  let server: TestServer;
  let unconfigured: TestServer;

  beforeAll(async () => {
    deepl = await startDeeplStandIn();
    server = await startTestServer(kind, { translate: { url: deepl.url, key: 'test-key:fx' } });
    unconfigured = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
    await unconfigured?.close();
    await deepl?.close();
  });

  const translate = (target: TestServer, eventId: string, language = 'en') =>
    target.request(`/api/public/glentia/${eventId}/translation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ language }),
    });

  it('says whether a translation service is configured', async () => {
    expect(await json(server.request('/api/public/translation'))).toEqual({ available: true });
    expect(await json(unconfigured.request('/api/public/translation'))).toEqual({ available: false });
  });

  it('asks the service in DeepL’s format once, keeps the answer, and asks again when the description changes', async () => {
    const description = 'Βραδιά με λύρα και λαούτο. Σε περιμένουμε!';
    const event = await createEvent(server.database.db, { description });
    const before = deepl.asked.length;

    const first = await translate(server, event.id);
    expect(first.status).toBe(200);
    expect(await json<TTranslation>(first)).toEqual({ language: 'en', text: `[EN-GB] ${description}` });
    expect(deepl.asked.slice(before)).toEqual([
      {
        path: '/v2/translate',
        authorization: 'DeepL-Auth-Key test-key:fx',
        body: expect.objectContaining({ text: [description], source_lang: 'EL', target_lang: 'EN-GB' }),
      },
    ]);

    // Kept: the second reader is answered without asking the service.
    expect(await json<TTranslation>(translate(server, event.id))).toEqual({
      language: 'en',
      text: `[EN-GB] ${description}`,
    });
    expect(deepl.asked.length).toBe(before + 1);

    // The description is edited: translated again.
    await server.database.db
      .update(events)
      .set({ description: 'Ακυρώνεται η λύρα· έρχεται μαντολίνο.' })
      .where(eq(events.id, event.id));
    expect(await json<TTranslation>(translate(server, event.id))).toEqual({
      language: 'en',
      text: '[EN-GB] Ακυρώνεται η λύρα· έρχεται μαντολίνο.',
    });
    expect(deepl.asked.length).toBe(before + 2);
  });

  it('sends nothing anywhere without configuration, and says why in both languages', async () => {
    const event = await createEvent(unconfigured.database.db, { description: 'Γλέντι με λύρα.' });
    const before = deepl.asked.length;
    const answer = await translate(unconfigured, event.id);
    expect(answer.status).toBe(404);
    const error = await json<ErrorBody>(answer);
    expect(error.code).toBe('TRANSLATION_OFF');
    expect(error.messages.el).toBe('Η μετάφραση δεν είναι διαθέσιμη εδώ.');
    expect(error.messages.en).toBe('Translation is not available here.');
    expect(deepl.asked.length).toBe(before);
  });

  it('answers 502 with a message to show when the service fails, and keeps nothing', async () => {
    const event = await createEvent(server.database.db, { description: 'Γλέντι στο χωριό.' });
    deepl.state.failing = true;
    try {
      const failed = await translate(server, event.id);
      expect(failed.status).toBe(502);
      const error = await json<ErrorBody>(failed);
      expect(error.code).toBe('TRANSLATION_FAILED');
      expect(error.message).toBe('The translation could not be made just now. Please try again later.');
    } finally {
      deepl.state.failing = false;
    }
    expect(await json<TTranslation>(translate(server, event.id))).toEqual({
      language: 'en',
      text: '[EN-GB] Γλέντι στο χωριό.',
    });
  });

  it('refuses unpublished events, events without a description and other languages', async () => {
    const hidden = await createEvent(server.database.db, { published: false, description: 'Κρυφό.' });
    expect((await translate(server, hidden.id)).status).toBe(404);
    const bare = await createEvent(server.database.db, { description: null });
    const none = await translate(server, bare.id);
    expect(none.status).toBe(404);
    expect((await json<ErrorBody>(none)).code).toBe('NO_DESCRIPTION');
    const event = await createEvent(server.database.db, { description: 'Γλέντι.' });
    expect((await translate(server, event.id, 'fr')).status).toBe(400);
  });
});
