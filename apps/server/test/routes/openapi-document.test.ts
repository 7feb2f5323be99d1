/**
 * The OpenAPI document at /api/docs/json passes Redocly's recommended rules (with the two turned
 * off in redocly.yaml, each with its reason) and its OpenAPI structure check, and says what the
 * server really answers. Every API test file checks each answer it received against the document
 * when its server closes (helper.ts `offContract`); this file adds the answers a client gets
 * before any route runs, and checks that the checker itself finds answers that break it.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { FILTER_LIST_LIMIT, FILTER_QUERY_MAX_LENGTH, ZAdminUsersQuery } from '@glentia/core';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../src/db/schema.ts';
import { repositoryRoot } from '../../src/lib/paths.ts';
import { createArtist, createEvent, createLocation } from '../factories.ts';
import { offContract, startTestServer, type TestServer, testDatabases } from '../helper.ts';
import { contractChecker } from '../support/openapi-contract.ts';

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, Json>;
};
type Document = Json & { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function operations(document: Document): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([url, item]) =>
    METHODS.filter((method) => item[method]).map((method): [string, Operation] => [
      `${method.toUpperCase()} ${url}`,
      item[method]!,
    ]),
  );
}

/** Every schema node of `node` with `nullable: true` and an `enum` without `null`, by pointer. */
function nullableEnumsWithoutNull(node: unknown, pointer = ''): string[] {
  if (!node || typeof node !== 'object') return [];
  const schema = node as Json;
  const own =
    schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null) ? [pointer] : [];
  return [
    ...own,
    ...Object.entries(schema).flatMap(([key, value]) => nullableEnumsWithoutNull(value, `${pointer}/${key}`)),
  ];
}

/** A GET whose request line is as long as asked, sent raw (fetch would refuse nothing, but hides 431s' lack of body). */
function rawGet(
  baseUrl: string,
  pathAndQuery: string,
): Promise<{ status: number; body: string; type?: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${pathAndQuery}`, { method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          type: response.headers['content-type'],
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe.each(testDatabases())('OpenAPI document on %s', (kind) => {
  let server: TestServer;
  let document: Document;

  beforeAll(async () => {
    // The document names the server it describes: the public address (Redocly warns of localhost).
    server = await startTestServer(kind, { publicUrl: 'https://glentia.gr' });
    document = (await (await server.request('/api/docs/json')).json()) as Document;
  });
  afterAll(async () => server?.close());

  it('passes Redocly’s recommended rules and OpenAPI structure check with no error or warning', async () => {
    const configPath = path.join(repositoryRoot(), 'redocly.yaml');
    const config = await loadConfig({ configPath });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: path.join(repositoryRoot(), 'openapi.json'),
      config,
    });
    expect(
      problems.map(
        (problem) =>
          `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
      ),
    ).toEqual([]);
    // Only the two rules with a reason beside them are off; structure (`struct`) is on.
    const rules = readFileSync(configPath, 'utf8');
    expect([...rules.matchAll(/^ {2}([a-z0-9-]+): off$/gm)].map((match) => match[1])).toEqual([
      'info-license',
      'operation-2xx-response',
    ]);
    expect(document.openapi).toBe('3.0.3');
  });

  it('names every operation once, says which need a token and which need none, and where the server is', () => {
    const all = operations(document);
    expect(all.length).toBeGreaterThan(120);
    const ids = all.map(([, operation]) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.filter(([, operation]) => !Array.isArray(operation.security)).map(([name]) => name)).toEqual(
      [],
    );
    const needToken = all.filter(([, operation]) => (operation.security ?? []).length > 0);
    expect(needToken.length).toBeGreaterThan(60);
    expect(
      needToken
        .filter(([, operation]) => !operation.responses['401'] || !operation.responses['403'])
        .map(([name]) => name),
    ).toEqual([]);
    expect(document.paths['/api/public/glentia']!.get!.operationId).toBe('eventsList');
    expect(document.paths['/api/public/glentia']!.get!.security).toEqual([]);
    expect(document.servers).toEqual([{ url: 'https://glentia.gr', description: 'This Glentia server' }]);
  });

  it('documents every error of feeds and calendar files as the JSON the server sends', async () => {
    for (const url of ['/feeds/location/{file}', '/feeds/{file}', '/api/public/glentia/{id}/calendar']) {
      for (const [status, response] of Object.entries(document.paths[url]!.get!.responses)) {
        if (Number(status) >= 400 && response.content)
          expect(Object.keys(response.content as Json), `${url} ${status}`).toEqual(['application/json']);
      }
    }
    const wrong = await server.request('/feeds/location/nope.ics');
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('content-type')).toMatch(/^application\/json/);
    await wrong.arrayBuffer();
    expect(offContract(server.app, server.answers)).toEqual([]);
  });

  it('lists null in every nullable enum, so real answers with a null county, gender or decoration pass', async () => {
    expect(nullableEnumsWithoutNull(document.paths)).toEqual([]);
    const db = server.database.db;
    const venue = await createLocation(db, { name: 'Καφενείο χωρίς νομό' });
    // A venue found by name only: no county, and no gender set by an admin.
    await db.update(locations).set({ county: null, gender: null }).where(eq(locations.id, venue.id));
    const artist = await createArtist(db);
    await createEvent(db, { locationId: venue.id, artistIds: [artist.id] });
    for (const url of ['/api/public/initialize', '/api/public/glentia', `/api/public/location/${venue.id}`]) {
      const response = await server.request(url);
      expect(response.status, url).toBe(200);
      await response.arrayBuffer();
    }
    expect(offContract(server.app, server.answers)).toEqual([]);
  });

  it('gives each of the nine multipart operations a multipart/form-data body with its fields and file', () => {
    const multipart = operations(document).filter(
      ([, operation]) => operation.requestBody?.content['multipart/form-data'],
    );
    expect(multipart.map(([, operation]) => operation.operationId).sort()).toEqual([
      'adsAdminSetImage',
      'artistAdminSetImage',
      'artistSelfSetImage',
      'eventFormsCreate',
      'eventFormsReadPoster',
      'eventFormsUpdate',
      'locationAdminSetImage',
      'seriesCreate',
      'seriesUpdate',
    ]);
    for (const [name, operation] of multipart) {
      const schema = operation.requestBody!.content['multipart/form-data']!.schema as {
        properties: Record<string, Json>;
        required?: string[];
      };
      expect(schema.properties.file, name).toMatchObject({ type: 'string', format: 'binary' });
    }
    const create = document.paths['/api/v1/users/glenti']!.post!.requestBody!.content['multipart/form-data']!
      .schema as { properties: Json; required: string[] };
    expect(create.required).toEqual(['date', 'file']);
    expect(Object.keys(create.properties)).toEqual(
      expect.arrayContaining(['date', 'time', 'location', 'artists', 'entryPrice', 'ticketUrl', 'file']),
    );
    const series = document.paths['/api/me/series/{id}']!.put!.requestBody!.content['multipart/form-data']!
      .schema as { properties: Json; required: string[] };
    expect(series.required).toEqual(['date', 'recurrence']);
    expect(Object.keys(series.properties)).toEqual(expect.arrayContaining(['recurrence', 'title', 'file']));
  });

  it('documents 415 on every operation that takes a body, and answers one for a type it does not read', async () => {
    const withBody = operations(document).filter(([name]) => !name.startsWith('GET '));
    expect(
      withBody
        .filter(([, operation]) => !operation.responses['415'] || !operation.responses['413'])
        .map(([name]) => name),
    ).toEqual([]);
    expect(
      operations(document)
        .filter(([, operation]) => !operation.responses['500'])
        .map(([name]) => name),
    ).toEqual([]);
    const response = await server.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<login/>',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
    expect(offContract(server.app, server.answers)).toEqual([]);
  });

  it('documents 431 on every operation, which a too long address gets as the JSON error body', async () => {
    expect(
      operations(document)
        .filter(([, operation]) => !operation.responses['431'])
        .map(([name]) => name),
    ).toEqual([]);
    const tooLong = await rawGet(server.baseUrl, `/api/public/glentia?search=${'a'.repeat(17_000)}`);
    expect(tooLong.status).toBe(431);
    expect(tooLong.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(tooLong.body)).toEqual({
      statusCode: 431,
      code: 'HEADERS_TOO_LARGE',
      message: 'Η διεύθυνση ή οι κεφαλίδες του αιτήματος είναι πολύ μεγάλες.',
      messages: {
        el: 'Η διεύθυνση ή οι κεφαλίδες του αιτήματος είναι πολύ μεγάλες.',
        en: 'The address or the headers of the request are too long.',
      },
    });
    const check = contractChecker(document);
    const answer = {
      method: 'GET',
      url: '/api/public/glentia',
      status: 431,
      headers: { 'content-type': tooLong.type, 'content-encoding': undefined },
      body: Buffer.from(tooLong.body),
    };
    expect(check(answer)).toEqual([]);
  });

  it('has a search feed query limit a request can reach: the largest valid filter answers, a longer query is refused', async () => {
    const parameter = (
      document.paths['/feeds/{file}']!.get as unknown as { parameters: { name: string; schema: Json }[] }
    ).parameters.find((item) => item.name === 'query')!;
    expect(parameter.schema.maxLength).toBe(FILTER_QUERY_MAX_LENGTH);
    const ids = (n: number, digit: string) =>
      Array.from({ length: n }, (_, i) => `${String(i).padStart(8, digit)}-0000-4000-8000-000000000000`);
    const largest = JSON.stringify({
      nomos: ['CHANIA', 'RETHYMNO', 'HERAKLION', 'LASITHI'],
      range: { from: '2026-01-01', to: '2026-12-31' },
      selectedArtist: ids(FILTER_LIST_LIMIT, '1'),
      selectedLocation: ids(FILTER_LIST_LIMIT, '2'),
    });
    expect(largest.length).toBeLessThanOrEqual(FILTER_QUERY_MAX_LENGTH);
    const answered = await rawGet(server.baseUrl, `/feeds/search.ics?query=${encodeURIComponent(largest)}`);
    expect(answered.status).toBe(200);
    expect(answered.type).toMatch(/^text\/calendar/);
    // A text of the longest allowed length reaches the route (it is no filter, so it is refused there).
    const refused = await rawGet(
      server.baseUrl,
      `/feeds/search.ics?query=${'a'.repeat(FILTER_QUERY_MAX_LENGTH)}`,
    );
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'FEED_QUERY_INVALID' });
    const over = await rawGet(
      server.baseUrl,
      `/feeds/search.ics?query=${'a'.repeat(FILTER_QUERY_MAX_LENGTH + 1)}`,
    );
    expect(over.status).toBe(400);
    expect(offContract(server.app, server.answers)).toEqual([]);
  });

  it('documents the 400 of an unknown sign-in provider, and 204s without a body', async () => {
    const start = await server.request('/api/auth/social/facebook/start', { redirect: 'manual' });
    expect(start.status).toBe(400);
    await start.arrayBuffer();
    const noContent = operations(document).flatMap(([name, operation]) =>
      operation.responses['204'] ? [[name, operation.responses['204']] as const] : [],
    );
    expect(noContent.length).toBeGreaterThanOrEqual(16);
    expect(noContent.filter(([, response]) => 'content' in response).map(([name]) => name)).toEqual([]);
    const consent = await server.request('/api/public/log-consent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ analytics: false }),
    });
    await consent.arrayBuffer();
    expect(offContract(server.app, server.answers)).toEqual([]);
  });

  it('refuses a blank offset as it refuses a blank limit', async () => {
    for (const query of ['limit=', 'offset=', 'offset=%20']) {
      const response = await server.request(`/api/public/glentia?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await server.request('/api/public/glentia?offset=0')).status).toBe(200);
    expect(ZAdminUsersQuery.safeParse({ offset: '' }).success).toBe(false);
    expect(ZAdminUsersQuery.parse({ offset: '20' }).offset).toBe(20);
    expect(ZAdminUsersQuery.parse({}).offset).toBe(0);
  });

  it('finds answers that break the document: an undocumented status, a wrong type, null outside an enum, a body where none is declared', () => {
    const check = contractChecker(document);
    const json = (value: unknown) => Buffer.from(JSON.stringify(value));
    const answer = (method: string, url: string, status: number, type: string | undefined, body: Buffer) => ({
      method,
      url,
      status,
      headers: { 'content-type': type, 'content-encoding': undefined },
      body,
    });
    expect(check(answer('GET', '/api/public/glentia', 418, 'application/json', json({})))).toHaveLength(1);
    expect(check(answer('GET', '/api/public/glentia', 200, 'text/html', Buffer.from('<p>')))).toHaveLength(1);
    expect(
      check(answer('GET', '/api/public/glentia', 200, 'application/json', json([{ id: 1 }]))),
    ).toHaveLength(1);
    const venue = { county: 'NOWHERE' };
    expect(
      check(
        answer(
          'GET',
          '/api/public/location/00000000-0000-4000-8000-000000000000',
          200,
          'application/json',
          json(venue),
        ),
      ),
    ).toHaveLength(1);
    expect(
      check(
        answer(
          'DELETE',
          '/api/public/notifications/00000000-0000-4000-8000-000000000000',
          204,
          'application/json',
          json(null),
        ),
      ),
    ).toHaveLength(1);
    expect(
      check(answer('GET', '/feeds/location/nope.ics', 400, 'text/calendar', Buffer.from('x'))),
    ).toHaveLength(1);
    expect(check(answer('GET', '/no-such-page', 404, 'text/html', Buffer.from('')))).toEqual([]);
  });
});
