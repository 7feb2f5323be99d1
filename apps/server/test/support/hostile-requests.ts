/**
 * Hostile requests for a route, made from the route's own schemas: each field of its body, query
 * and path in turn gets NUL, broken Unicode, a 1 MB string, extreme numbers and dates, the wrong
 * type; and the whole body gets deep nesting, prototype keys, the wrong shape, the wrong content
 * type and broken multipart. Everything must come back as a 4xx (or a 2xx where it is harmless).
 */
import { randomUUID } from 'node:crypto';
import { ZEventSubmissionFields } from '@glentia/core';
import { z } from 'zod';
import type { RouteEntry } from '../../src/http/route-table.ts';

export interface HostileRequest {
  label: string;
  /**
   * Sent by one caller only (they alternate): input no handler reads differently for an admin,
   * like stray parameters and headers, which would only double the run time.
   */
  once?: boolean;
  path: string;
  init: { method: string; headers?: Record<string, string>; body?: string | Buffer };
}

/** The little of JSON Schema this reads. */
interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'any';
interface Field {
  name: string;
  kind: Kind;
  sample: unknown;
  /** Whether the request may leave it out. */
  optional?: boolean;
}

const MEGABYTE_STRING = 'ω'.repeat(500_000); // 1 MB in UTF-8, under the 1 MiB body limit
const DEEP = 5_000;

const HOSTILE_TEXT: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone low surrogate', '\udfff'],
  ['a date far ahead', '9999-12-31'],
  ['year zero', '0000-01-01'],
  ['a prototype name', '__proto__'],
  ['right-to-left override and zero-width text', '\u202e\u200b\ufeff'],
];
const HOSTILE_NUMBERS: [string, unknown][] = [
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['-0', -0],
  ['the text NaN', 'NaN'],
  ['the text Infinity', 'Infinity'],
  ['a huge integer', 2 ** 64],
  ['an unsafe integer', -(2 ** 53) - 2],
  ['a fraction', 0.000001],
];
const WRONG_TYPES: [string, unknown][] = [
  ['null', null],
  ['an array', ['x']],
  ['an object', { x: 1 }],
  ['true', true],
];

/** Headers every route reads or could: device id and name, language, caching, tokens, proxies. */
const HOSTILE_HEADERS: [string, Record<string, string>][] = [
  ['a 5 KB device id', { 'x-device-id': 'd'.repeat(5_000) }],
  ['a device id with dot segments', { 'x-device-id': '../../../etc/passwd' }],
  ['a device name of 5 KB', { 'x-device-name': 'n'.repeat(5_000) }],
  ['an absurd Accept-Language', { 'accept-language': `el;q=NaN, *;q=1e308, ;q=-0, ${'x'.repeat(2_000)}` }],
  ['a 5 KB If-None-Match', { 'if-none-match': `"${'e'.repeat(5_000)}"` }],
  ['a garbage bearer token', { authorization: `Bearer ${'a'.repeat(8_000)}` }],
  ['a three-part bearer that is not a JWT', { authorization: 'Bearer a.b.c' }],
  ['a Basic authorization', { authorization: 'Basic Og==' }],
  ['an impossible range', { range: 'bytes=999999999999999999-1' }],
  ['an absurd Accept-Encoding', { 'accept-encoding': 'br;q=NaN, gzip;q=1e308, hostile' }],
  ['a forged X-Forwarded-For', { 'x-forwarded-for': `::ffff:127.0.0.1, 999.1.1.1, ${'1'.repeat(500)}` }],
  ['a 5 KB cookie', { cookie: `cc_cookie=${'%7B'.repeat(1_500)}` }],
];

function toJsonSchema(schema: unknown): JsonSchema | null {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return null;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
}

/** The first non-null alternative of a nullable or union schema. */
function mainAlternative(schema: JsonSchema): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (!alternatives) return schema;
  return mainAlternative(alternatives.find((option) => option.type !== 'null') ?? alternatives[0] ?? {});
}

function fieldOf(name: string, raw: JsonSchema): Field {
  const schema = mainAlternative(raw);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (schema.enum?.length) return { name, kind: 'string', sample: schema.enum[0] };
  if (schema.const !== undefined) return { name, kind: 'string', sample: schema.const };
  switch (type) {
    case 'string': {
      const sample =
        schema.format === 'uuid'
          ? randomUUID()
          : schema.format === 'email'
            ? 'hostile@example.org'
            : schema.format === 'uri'
              ? 'https://example.org/'
              : 'Ηράκλειο';
      return { name, kind: 'string', sample };
    }
    case 'number':
    case 'integer':
      return { name, kind: 'number', sample: 1 };
    case 'boolean':
      return { name, kind: 'boolean', sample: true };
    case 'array':
      return { name, kind: 'array', sample: [] };
    case 'object':
      return { name, kind: 'object', sample: {} };
    default:
      return { name, kind: 'any', sample: 'Ηράκλειο' };
  }
}

/** Values to try, in order, for a field's sample: the first its own schema accepts wins. */
const SAMPLE_CANDIDATES: unknown[] = [
  '2099-07-03',
  '21:00',
  'Ηράκλειο',
  'hostile@example.org',
  'https://example.org/',
  'a-long-enough-password-0123456789',
  'abcdefghijklmnopqrstuv',
  '+30 697 1234 567',
  1,
  35.3,
  25.1,
  true,
  [],
  {},
];

/** A sample its own schema accepts, so that only the hostile field of a request is wrong. */
function acceptedSample(schema: unknown, name: string, fallback: unknown): unknown {
  const shape = (schema as { shape?: Record<string, z.ZodType> } | null)?.shape;
  const field = shape?.[name];
  if (!field?.safeParse) return fallback;
  if (field.safeParse(fallback).success) return fallback;
  return SAMPLE_CANDIDATES.find((candidate) => field.safeParse(candidate).success) ?? fallback;
}

/** The top-level fields of an object schema (or none), each with a sample it accepts. */
function fieldsOf(schema: unknown): Field[] {
  const json = toJsonSchema(schema);
  const object = json && mainAlternative(json);
  return Object.entries(object?.properties ?? {}).map(([name, property]) => {
    const field = fieldOf(name, property);
    const fieldSchema = (schema as { shape?: Record<string, z.ZodType> }).shape?.[name];
    const optional = fieldSchema?.safeParse ? fieldSchema.safeParse(undefined).success : false;
    return { ...field, sample: acceptedSample(schema, name, field.sample), optional };
  });
}

/** The values each field gets in turn. */
function hostileValuesFor(field: Field, where: 'body' | 'query' | 'params'): [string, unknown][] {
  const text: [string, unknown][] =
    where === 'body' ? [...HOSTILE_TEXT, ['a 1 MB string', MEGABYTE_STRING]] : HOSTILE_TEXT;
  if (where !== 'body')
    return field.kind === 'number'
      ? [...HOSTILE_NUMBERS.map(([l, v]) => [l, String(v)] as [string, unknown]), HOSTILE_TEXT[0]!]
      : text;
  if (field.kind === 'number') return [...HOSTILE_NUMBERS, ['NUL', 'a\u0000b'], ...WRONG_TYPES];
  if (field.kind === 'boolean') return [['the text true', 'true'], ['NUL', '\u0000'], ...WRONG_TYPES];
  return [...text, ['1e308', 1e308], ...WRONG_TYPES];
}

const json = (method: string, body: string): HostileRequest['init'] => ({
  method,
  headers: { 'content-type': 'application/json' },
  body,
});

/** Path with every `:param` filled (a fresh UUID, or the given value) and `*` filled. */
function fillPath(url: string, params: Record<string, string> = {}): string {
  return url
    .replace(/:([A-Za-z_]+)/g, (_match, name: string) => params[name] ?? defaultParam(name))
    .replace(/\*/g, 'hostile');
}
/** Percent-encodes a path value; values already encoded stay, a lone surrogate becomes its CESU-8 bytes. */
function encodeParam(value: string): string {
  if (/%[0-9A-F]{2}/i.test(value) || value.startsWith('%')) return value;
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}
const defaultParam = (name: string) => (name === 'provider' ? 'google' : randomUUID());

const queryString = (values: Record<string, unknown>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** Multipart body with the given text fields (and a tiny non-image `file`). */
function multipart(fields: Record<string, string>, boundary = 'hostile-boundary'): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\nnot really a jpeg\r\n`,
  );
  return Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'utf8');
}

/** Broken multipart bodies: no boundary, a wrong one, a truncated body, hostile field values. */
function multipartVariants(route: RouteEntry, path: string): HostileRequest[] {
  const eventForm = route.url.includes('/glenti');
  const base: Record<string, string> = eventForm ? { date: '2099-07-03', updateLocationPhone: 'false' } : {};
  const whole = multipart(base);
  const send = (label: string, contentType: string, body: Buffer | string): HostileRequest => ({
    label: `multipart: ${label}`,
    path,
    init: { method: route.method, headers: { 'content-type': contentType }, body },
  });
  const variants = [
    send('a well-formed form', 'multipart/form-data; boundary=hostile-boundary', whole),
    send('no boundary', 'multipart/form-data', whole),
    send('an empty boundary', 'multipart/form-data; boundary=', whole),
    send('a wrong boundary', 'multipart/form-data; boundary=something-else', whole),
    send('a truncated body', 'multipart/form-data; boundary=hostile-boundary', whole.subarray(0, 60)),
    send(
      'a body cut inside the file',
      'multipart/form-data; boundary=hostile-boundary',
      whole.subarray(0, -10),
    ),
    send('an empty body', 'multipart/form-data; boundary=hostile-boundary', ''),
    send(
      'a header without a name',
      'multipart/form-data; boundary=b',
      '--b\r\ncontent-disposition: form-data\r\n\r\nx\r\n--b--\r\n',
    ),
    send('a 200 KB boundary', `multipart/form-data; boundary=${'b'.repeat(200_000)}`, whole),
  ];
  const names = eventForm ? Object.keys(ZEventSubmissionFields.shape) : ['file'];
  for (const name of names)
    for (const [label, value] of [...HOSTILE_TEXT, ['a 16 KB field', 'α'.repeat(8_200)] as [string, unknown]])
      variants.push(
        send(
          `${name} = ${label}`,
          'multipart/form-data; boundary=hostile-boundary',
          multipart({ ...base, [name]: String(value) }),
        ),
      );
  return variants;
}

/** Whole-body variants for any route that could read a body. */
function bodyVariants(route: RouteEntry, path: string, sample: Record<string, unknown>): HostileRequest[] {
  const m = route.method;
  const baseline = JSON.stringify(sample);
  const at = (label: string, init: HostileRequest['init']): HostileRequest => ({ label, path, init });
  return [
    at('body: the sample', json(m, baseline)),
    at('body: arrays nested 5,000 deep', json(m, `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`)),
    at('body: objects nested 5,000 deep', json(m, `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`)),
    at('body: a __proto__ key', json(m, `{"__proto__":{"isAdmin":true},${baseline.slice(1)}`)),
    at(
      'body: constructor.prototype',
      json(m, `{"constructor":{"prototype":{"isAdmin":true}},${baseline.slice(1)}`),
    ),
    at('body: an array instead of an object', json(m, `[${baseline}]`)),
    at('body: null', json(m, 'null')),
    at('body: a bare string', json(m, '"x"')),
    at('body: 1e308', json(m, '1e999')),
    at('body: broken JSON', json(m, '{"a":')),
    at('body: empty JSON', json(m, '')),
    at('body: a 1 MB string', json(m, JSON.stringify(MEGABYTE_STRING))),
    at('body: JSON sent as text/plain', {
      method: m,
      headers: { 'content-type': 'text/plain' },
      body: baseline,
    }),
    at('body: an unknown content type', {
      method: m,
      headers: { 'content-type': 'application/x-hostile' },
      body: 'x',
    }),
    at('body: form-encoded', {
      method: m,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=%00&__proto__[x]=1',
    }),
    at('body: a charset that does not exist', {
      method: m,
      headers: { 'content-type': 'application/json; charset=hostile-8' },
      body: baseline,
    }),
  ];
}

/** Every hostile request for one route. */
export function hostileRequestsFor(route: RouteEntry): HostileRequest[] {
  const paramFields = fieldsOf(route.schema.params);
  const queryFields = fieldsOf(route.schema.querystring);
  const bodyFields = fieldsOf(route.schema.body);
  const path = fillPath(route.url);
  // Query samples name only what is required: an empty optional list would itself be wrong.
  const sampleQuery = Object.fromEntries(
    queryFields.filter((field) => !field.optional).map((field) => [field.name, field.sample]),
  );
  const sampleBody = Object.fromEntries(bodyFields.map((field) => [field.name, field.sample]));
  const requests: HostileRequest[] = [];
  const method = route.method;

  // Path parameters (also routes whose schema does not name them).
  const paramNames = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
  for (const name of new Set([...paramNames, ...paramFields.map((f) => f.name)]))
    for (const [label, value] of [
      ...HOSTILE_TEXT,
      ['1e308', '1e308'],
      ['-0', '-0'],
      ['a 150-character value', 'a'.repeat(150)],
      ['dot segments', '..%2F..%2Fetc%2Fpasswd'],
      ['a broken percent escape', '%E0%A4%A'],
      ['a UTF-8 encoded surrogate', '%ED%A0%80'],
    ] as [string, unknown][])
      requests.push({
        label: `param ${name} = ${label}`,
        path: `${fillPath(route.url, { [name]: encodeParam(String(value)) })}${queryString(sampleQuery)}`,
        init: { method },
      });

  // Query fields, one at a time; routes without a query schema get stray hostile parameters.
  for (const field of queryFields)
    for (const [label, value] of hostileValuesFor(field, 'query'))
      requests.push({
        label: `query ${field.name} = ${label}`,
        path: `${path}${queryString({ ...sampleQuery, [field.name]: value })}`,
        init: { method },
      });
  // Every route also gets one stray parameter with each hostile value (most read no query).
  for (const [label, value] of [...HOSTILE_TEXT, ...HOSTILE_NUMBERS])
    requests.push({
      label: `stray query q = ${label}`,
      once: true,
      path: `${path}${queryString({ q: value })}`,
      init: { method },
    });
  for (const [label, headers] of HOSTILE_HEADERS)
    requests.push({
      label: `header: ${label}`,
      once: true,
      path: `${path}${queryString(sampleQuery)}`,
      init: { method, headers },
    });
  requests.push(
    {
      label: 'query: prototype keys',
      path: `${path}?__proto__[isAdmin]=1&constructor[prototype][x]=1`,
      init: { method },
    },
    { label: 'query: NUL and a lone surrogate', path: `${path}?a=%00&b=%ED%A0%80&c=%`, init: { method } },
    { label: 'query: a 10 KB value', path: `${path}?search=${'a'.repeat(10_000)}`, init: { method } },
    {
      label: 'query: a repeated parameter',
      path: `${path}?from=2026-01-01&from=9999-12-31&to=0000-01-01`,
      init: { method },
    },
  );

  if (method === 'GET' || method === 'HEAD') return requests;

  if (route.schema.consumes?.includes('multipart/form-data')) {
    requests.push(...multipartVariants(route, path));
    requests.push(...bodyVariants(route, path, {}).slice(0, 8));
    return requests;
  }

  requests.push(...bodyVariants(route, path, sampleBody));
  for (const field of bodyFields)
    for (const [label, value] of hostileValuesFor(field, 'body'))
      requests.push({
        label: `body ${field.name} = ${label}`,
        path,
        init: json(method, JSON.stringify({ ...sampleBody, [field.name]: value })),
      });
  return requests;
}
