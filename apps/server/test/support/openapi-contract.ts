/**
 * Checks answers against the OpenAPI document the way a contract-testing tool does: the server's
 * real bytes are recorded as they leave it (whatever made the request), and each answer to a
 * documented operation must have a documented status, a documented content type (none when the
 * document declares no body) and a body its schema accepts. Schemas are read strictly with Ajv:
 * `nullable` lets `null` through only where an `enum` lists it too, formats are checked.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;

/** One answer as it left the server. */
export interface Answer {
  method: string;
  url: string;
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

/** Records every answer `server` sends from now on; the list fills as answers finish. */
export function recordAnswers(server: Server): Answer[] {
  const answers: Answer[] = [];
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array),
      );
    };
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
    // Fastify passes its headers to writeHead rather than setting them one by one.
    const headers: Record<string, string> = {};
    response.writeHead = ((...args: unknown[]) => {
      const given = args.find((arg) => arg && typeof arg === 'object') as Record<string, unknown> | undefined;
      if (given && !Array.isArray(given))
        for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = String(value);
      return writeHead(...args);
    }) as typeof response.writeHead;
    response.write = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return write(...args);
    }) as typeof response.write;
    response.end = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return end(...args);
    }) as typeof response.end;
    response.on('finish', () => {
      const header = (name: string) => {
        const value = response.getHeader(name) ?? headers[name];
        return value === undefined ? undefined : String(value);
      };
      answers.push({
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        status: response.statusCode,
        headers: { 'content-type': header('content-type'), 'content-encoding': header('content-encoding') },
        body: Buffer.concat(chunks),
      });
    });
  });
  return answers;
}

/** Follows `#/…` references of `document` inside `node` (the document has no cycles of them). */
function resolved(document: Json, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => resolved(document, item));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
    return resolved(document, target);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolved(document, value)]));
}

/**
 * An OpenAPI 3.0 schema in the JSON Schema Ajv reads: 3.0's boolean `exclusiveMinimum` and
 * `exclusiveMaximum` become draft 7's numbers. `nullable` stays as it is (Ajv reads it as 3.0 does).
 */
function forAjv(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forAjv);
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, forAjv(value)]));
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (schema[flag] === true) {
      schema[flag] = schema[bound];
      delete schema[bound];
    } else if (schema[flag] === false) delete schema[flag];
  }
  return schema;
}

const mediaType = (value: string) => value.split(';')[0]!.trim().toLowerCase();
const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');

/** Documented paths as patterns, literal segments before parameters (as Fastify routes them). */
function pathPatterns(document: Json): { path: string; pattern: RegExp }[] {
  return Object.keys(document.paths as Json)
    .map((path) => ({
      path,
      params: (path.match(/\{/g) ?? []).length,
      pattern: new RegExp(
        `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
      ),
    }))
    .sort((a, b) => a.params - b.params)
    .map(({ path, pattern }) => ({ path, pattern }));
}

function decodedBody(answer: Answer): Buffer {
  switch (answer.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(answer.body);
    case 'gzip':
      return gunzipSync(answer.body);
    case 'deflate':
      return inflateSync(answer.body);
    default:
      return answer.body;
  }
}

/** A checker of answers against `document`: each answer's problems, none when it keeps to it. */
export function contractChecker(document: Json): (answer: Answer) => string[] {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const patterns = pathPatterns(document);
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (key: string, schema: unknown) => {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(forAjv(schema) as Json);
      validators.set(key, validate);
    }
    return validate;
  };

  return (answer) => {
    const pathname = answer.url.split('?')[0]!;
    const method = answer.method === 'HEAD' ? 'get' : answer.method.toLowerCase();
    const path = patterns.find(
      ({ path, pattern }) =>
        pattern.test(pathname) && (document.paths as Record<string, Json>)[path]![method],
    )?.path;
    // Not an operation of the document (the web app, uploads, a method a path does not have).
    if (!path) return [];
    const operation = (document.paths as Record<string, Record<string, Json>>)[path]![method]!;
    const responses = operation.responses as Record<string, unknown>;
    const where = `${answer.method} ${answer.url.slice(0, 200)} → ${answer.status}`;
    const documented =
      responses[String(answer.status)] ?? responses[`${String(answer.status)[0]}XX`] ?? responses.default;
    if (!documented) return [`${where}: status not documented for ${method.toUpperCase()} ${path}`];
    const response = resolved(document, documented) as { content?: Record<string, { schema?: unknown }> };
    const sentType = answer.headers['content-type'];
    const body = answer.method === 'HEAD' ? Buffer.alloc(0) : decodedBody(answer);
    if (!response.content) {
      return body.length > 0 ? [`${where}: a body (${sentType}) where the document declares none`] : [];
    }
    if (!sentType)
      return [`${where}: no content type, documented ${Object.keys(response.content).join(', ')}`];
    const entry = Object.entries(response.content).find(([type]) => mediaType(type) === mediaType(sentType));
    if (!entry)
      return [`${where}: content type ${sentType}, documented ${Object.keys(response.content).join(', ')}`];
    if (answer.method === 'HEAD' || !entry[1].schema) return [];
    const schema = entry[1].schema as Json;
    if (schema.format === 'binary') return [];
    let value: unknown = body.toString('utf8');
    if (isJson(mediaType(sentType))) {
      try {
        value = JSON.parse(value as string);
      } catch {
        return [`${where}: the body is not JSON`];
      }
    }
    const validate = validatorOf(`${method} ${path} ${answer.status} ${entry[0]}`, schema);
    if (validate(value)) return [];
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
    return [`${where}: the body does not match the schema: ${errors.join('; ')}`];
  };
}
