/**
 * The OpenAPI document, generated from the zod schemas, with its browsable page at `/api/docs`.
 * It says what the server really answers, so generated clients and contract tests can trust it:
 * every operation has an id (its contract entry's name) and says whether it needs a token; errors
 * are JSON whatever the success answer is; answers without a body declare none; multipart forms
 * list their parts; and the answers Fastify and Node give before a route runs (415, 431) are listed.
 * The test helper checks every answer of the API tests against it (test/support/openapi-contract.ts).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { contract, type MultipartForm, type RouteContract, ZError } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** Methods whose requests may carry a body, so Fastify answers 415 to a type it does not read. */
const WITH_BODY = new Set(['put', 'post', 'delete', 'patch']);

/** The operation id of each contract entry: its area and name, `events.list` → `eventsList`. */
const operationIds = new Map<RouteContract, string>(
  Object.entries(contract).flatMap(([area, routes]) =>
    Object.entries(routes).map(([name, entry]): [RouteContract, string] => [
      entry as RouteContract,
      `${area}${name[0]!.toUpperCase()}${name.slice(1)}`,
    ]),
  ),
);

/** The id of a plain route (feeds, health, sign-in start): its method and path, `getFeedsCountyFile`. */
function plainOperationId(method: string, url: string): string {
  const words = url
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

const toJsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    io,
    target: 'openapi-3.0',
    unrepresentable: 'any',
  }) as Json;
  return json;
};

/** A multipart form's body schema: its text fields as text and its file as binary. */
function formBody(form: MultipartForm): Json {
  const fields = form.fields ? toJsonSchema(form.fields, 'input') : { type: 'object', properties: {} };
  const required = [...((fields.required as string[] | undefined) ?? [])];
  if (form.file.required) required.push(form.file.name);
  return {
    ...fields,
    type: 'object',
    properties: {
      ...(fields.properties as Json),
      [form.file.name]: { type: 'string', format: 'binary', description: form.file.description },
    },
    ...(required.length > 0 ? { required } : {}),
  };
}

/** `nullable: true` with an `enum` lists `null` too, as OpenAPI 3.0 asks, everywhere in `node`. */
function nullableEnumsAllowNull(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullableEnumsAllowNull(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null];
  for (const value of Object.values(schema)) nullableEnumsAllowNull(value);
}

/** The error body, and the answers a request can get before any route reads it. */
function sharedComponents(): Json {
  const error = { $ref: '#/components/schemas/Error' };
  return {
    schemas: { Error: toJsonSchema(ZError, 'output') },
    responses: {
      NotModified: { description: 'Not modified: the copy named by If-None-Match is still current' },
      PayloadTooLarge: {
        description: 'The body is over the size this operation takes',
        content: { 'application/json': { schema: error } },
      },
      ServerError: {
        description: 'Something failed on the server (its log has the details)',
        content: { 'application/json': { schema: error } },
      },
      UnsupportedMediaType: {
        description: 'The body is of a type this operation does not read',
        content: { 'application/json': { schema: error } },
      },
      RequestHeaderFieldsTooLarge: {
        description: 'The address and headers together are over 16 KB (Node’s limit); the connection closes',
        content: { 'application/json': { schema: error } },
      },
    },
  };
}

/** What the generated document says beyond each route's own schema (see the file's comment). */
function completeDocument(document: Json, publicUrl: string): Json {
  const components = (document.components ?? {}) as Json;
  const shared = sharedComponents();
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const operations of Object.values(paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const responses = operation.responses as Record<string, Json>;
      for (const [status, response] of Object.entries(responses)) {
        const code = Number(status);
        const content = response.content as Record<string, { schema: unknown }> | undefined;
        // Only 200s of feeds and calendars are text: every error is the JSON error body.
        if (code >= 400 && content) {
          const [first] = Object.values(content);
          response.content = { 'application/json': first };
        }
        if (code === 204 || (code >= 300 && code < 400)) delete response.content;
      }
      // An operation that needs a token answers 401 without a valid one, 403 to a caller without the role.
      if ((operation.security as unknown[]).length > 0)
        for (const status of ['401', '403'])
          responses[status] ??= {
            description: status === '401' ? 'No valid token' : 'Not allowed for this account',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          };
      // Answers with an ETag (the public cache, feeds) answer a matching If-None-Match with 304.
      if (method === 'get') responses['304'] = { $ref: '#/components/responses/NotModified' };
      if (WITH_BODY.has(method)) {
        responses['413'] ??= { $ref: '#/components/responses/PayloadTooLarge' };
        responses['415'] = { $ref: '#/components/responses/UnsupportedMediaType' };
      }
      responses['431'] = { $ref: '#/components/responses/RequestHeaderFieldsTooLarge' };
      responses['500'] ??= { $ref: '#/components/responses/ServerError' };
    }
  }
  nullableEnumsAllowNull(paths);
  return {
    ...document,
    servers: [{ url: publicUrl, description: 'This Glentia server' }],
    paths,
    components: {
      ...components,
      schemas: { ...(components.schemas as Json), ...(shared.schemas as Json) },
      responses: { ...(components.responses as Json), ...(shared.responses as Json) },
    },
  };
}

export default fp(async function docsPlugin(app: FastifyInstance, options: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Glentia API',
        description:
          'The events guide for Crete. Every request may carry the device headers `x-device-id` and `x-device-name`, and `x-device-counted: 1` when the visitor allows statistics (only such requests count in the home page’s statistics). Errors are `{statusCode, code, message, messages: {el, en}}`.',
        version: '1',
      },
      tags: [
        { name: 'initialize', description: 'First screen' },
        { name: 'events', description: 'Events (glentia)' },
        { name: 'artists', description: 'Artists' },
        { name: 'venues', description: 'Venues' },
        { name: 'ads', description: 'Sponsored ads' },
        { name: 'auth', description: 'Signing in: e-mail, Google, Apple; token refresh' },
        { name: 'account', description: 'Your own account and settings' },
        { name: 'admin', description: 'For admins' },
        { name: 'partner', description: 'For venue partners' },
        { name: 'artist', description: 'For artist accounts: their own pages, dates and numbers' },
      ],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'Access token from login or refresh',
          },
        },
      },
    },
    // Each operation's id, whether it needs a token (http/route.ts keeps the contract entry;
    // plain routes are public) and a multipart form's parts.
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      const entry = (input.route.config as { contract?: RouteContract } | undefined)?.contract;
      const method = [input.route.method].flat()[0] ?? 'GET';
      const schema: Json = {
        ...output.schema,
        operationId: (entry && operationIds.get(entry)) ?? plainOperationId(method, input.route.url),
        security: !entry || entry.access === 'public' ? [] : [{ bearer: [] }],
      };
      if (entry?.form) schema.body = formBody(entry.form);
      return { ...output, schema };
    },
    transformObject: (input) =>
      'openapiObject' in input
        ? (completeDocument(input.openapiObject as Json, options.publicUrl) as typeof input.openapiObject)
        : input.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
