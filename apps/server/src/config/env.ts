/**
 * Configuration, parsed once at start-up. Nothing else in the server reads `process.env`.
 * Every variable is listed in the README's configuration table.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './login-limits.ts';
import { DEFAULT_WRITE_LIMITS, scaleWriteLimits, type WriteLimits } from './write-limits.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies' `X-Forwarded-For` entries to believe: none (`false`), the last N hops (a number),
 * or the proxies at these addresses or ranges. `true` (believe anyone) is refused: any client
 * could then choose its own address and walk past the per-address limits.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (['false', 'no', '0'].includes(value)) return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    if (['true', 'yes'].includes(value)) {
      context.addIssue({
        code: 'custom',
        message:
          'true would believe any X-Forwarded-For; set the number of proxies in front of Glentia (e.g. 1) or their addresses (e.g. 10.0.0.2,172.16.0.0/12)',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `not a hop count or proxy addresses/CIDRs: ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z
      .string()
      .optional()
      .describe(
        'Interface to listen on; unset, loopback (127.0.0.1) unless PUBLIC_URL is public, then every interface',
      ),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    SEED: z.enum(['demo', 'demo-without-accounts', 'demo-with-accounts', 'none']).optional(),
    PUBLIC_URL: z
      .string()
      .url()
      .optional()
      .describe('Address people reach Glentia at, for links in e-mails and shares'),
    WEB_DIST_DIR: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DECORATION: z.enum(['CHRISTMAS', 'NONE', 'AUTO']).default('AUTO'),
    PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    TRUST_PROXY: ZTrustProxy.default(false),
    API_DOCS: booleanFlag.optional().describe('Serve /api/docs; on for a local start unless set'),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET needs at least 32 characters').optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Γλέντια <no-reply@glentia.gr>'),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
    WRITE_LIMIT_FACTOR: z.coerce
      .number()
      .min(0.1)
      .max(1000)
      .default(1)
      .describe('Multiplies every write limit of config/write-limits.ts'),
    GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    APPLE_ISSUER: z.string().url().default('https://appleid.apple.com'),
    APPLE_CLIENT_ID: z.string().optional(),
    APPLE_CLIENT_SECRET: z.string().optional(),
    PLACES_URL: z
      .union([z.url(), z.literal('none')])
      .default('https://nominatim.openstreetmap.org')
      .describe('Nominatim-compatible place search for new venues; `none` searches known venues only'),
    PLACES_CRETE_ONLY: booleanFlag.default(true),
    TRANSLATE_URL: z
      .url()
      .optional()
      .describe(
        'Translation service speaking DeepL’s API (POST /v2/translate), e.g. https://api-free.deepl.com; unset: nothing is sent anywhere',
      ),
    TRANSLATE_KEY: z.string().optional().describe('The translation service’s authentication key'),
    SMS_ACCOUNT_SID: z
      .string()
      .regex(/^[A-Za-z0-9]{2,64}$/, 'Expected an account id (letters and digits)')
      .optional()
      .describe('SMS service speaking Twilio’s Messages API: the account SID; unset: no SMS is sent'),
    SMS_AUTH_TOKEN: z.string().optional().describe('The SMS service’s auth token (basic auth with the SID)'),
    SMS_FROM: z.string().optional().describe('The sender: a phone number in E.164 or an alphanumeric name'),
    SMS_API_URL: z.url().default('https://api.twilio.com').describe('Base URL of the SMS service'),
    SPOTIFY_CLIENT_ID: z.string().optional(),
    SPOTIFY_CLIENT_SECRET: z.string().optional(),
    SPOTIFY_API_URL: z.url().default('https://api.spotify.com/v1'),
    SPOTIFY_ACCOUNTS_URL: z.url().default('https://accounts.spotify.com'),
    INSTAGRAM_TOKEN: z.string().optional(),
    INSTAGRAM_USER_ID: z.string().regex(/^\d+$/).optional(),
    INSTAGRAM_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
    JOB_WORKER: booleanFlag.default(true),
    JOB_LEASE_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(3600)
      .default(300)
      .describe('How long a claimed job is its worker’s before another process may take it'),
    METRICS: booleanFlag.default(false),
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN needs at least 16 characters').optional(),
    SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(120).default(0),
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
    VAPID_PUBLIC_KEY: z.string().optional(),
    VAPID_PRIVATE_KEY: z.string().optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
      .default('mailto:info@glentia.gr'),
    FCM_PROJECT_ID: z.string().optional(),
    FCM_SERVICE_ACCOUNT: z.string().optional(),
    FCM_API_URL: z.string().url().default('https://fcm.googleapis.com'),
    APNS_KEY_ID: z
      .string()
      .regex(/^[A-Z0-9]{10}$/, 'the 10-character key id Apple shows')
      .optional(),
    APNS_TEAM_ID: z
      .string()
      .regex(/^[A-Z0-9]{10}$/, 'the 10-character team id Apple shows')
      .optional(),
    APNS_KEY: z.string().optional().describe('The APNs key (.p8): its text, or the path of the file'),
    APNS_TOPIC: z.string().optional().describe('The iOS app’s bundle id'),
    APNS_HOST: z
      .union([z.enum(['production', 'sandbox']), z.url()])
      .default('production')
      .describe('production, sandbox (development builds of the app), or an address'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'a redis:// or rediss:// address')
      .optional(),
    REDIS_PREFIX: z.string().min(1).default('glentia:'),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'a bucket name (3–63 lower-case letters, digits, dots, dashes)',
      )
      .optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    NATIVE_APP_ID: z
      .string()
      .regex(/^[a-z][\w]*(\.[a-z][\w]*)+$/i, 'an app id such as gr.glentia.app')
      .default('gr.glentia.app'),
    ANDROID_CERT_SHA256: z
      .string()
      .regex(
        /^([0-9A-F]{2}(:[0-9A-F]{2}){31})(,[0-9A-F]{2}(:[0-9A-F]{2}){31})*$/i,
        'SHA-256 fingerprints as AB:CD:..., separated by commas',
      )
      .optional(),
    APPLE_TEAM_ID: z
      .string()
      .regex(/^[A-Z0-9]{10}$/, 'the ten-character Apple team id')
      .optional(),
    POSTER_READING_TIMEOUT_SECONDS: z.coerce
      .number()
      .min(0.1)
      .max(600)
      .default(30)
      .describe('How long one poster reading may take before it is stopped'),
    POSTER_READING_QUEUE: z.coerce
      .number()
      .int()
      .min(0)
      .max(1000)
      .default(10)
      .describe('How many poster readings may wait behind the running one'),
    TEST_IMPORT_LOOPBACK_PORT: z.coerce
      .number()
      .int()
      .min(1)
      .max(65_535)
      .optional()
      .describe(
        'Tests only: the one loopback port event imports (and configured services such as the place search) may fetch from',
      ),
  })
  .superRefine((env, context) => {
    if ((env.SEED === 'demo' || env.SEED === 'demo-with-accounts') && !isLocalStart(env))
      context.addIssue({
        code: 'custom',
        path: ['SEED'],
        message:
          `SEED=${env.SEED} creates accounts with published passwords (admin@glentia.gr and two more), ` +
          `which only a server listening on loopback alone may have, not one on ${publicPart(env)}. ` +
          'Use SEED=demo-without-accounts for the demo events, venues and artists without them or SEED=none ' +
          'for an empty site, and make the first admin with `npm run admin:create -- you@example.com`',
      });
    const smsSet = SMS_VARIABLES.filter((name) => env[name] !== undefined);
    if (smsSet.length > 0 && smsSet.length < SMS_VARIABLES.length)
      context.addIssue({
        code: 'custom',
        path: [SMS_VARIABLES.find((name) => env[name] === undefined)!],
        message: `SMS needs all of ${SMS_VARIABLES.join(', ')} or none (set: ${smsSet.join(', ')})`,
      });
    if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY)
      context.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'set both VAPID keys or neither',
      });
    if (!env.FCM_PROJECT_ID !== !env.FCM_SERVICE_ACCOUNT)
      context.addIssue({
        code: 'custom',
        path: ['FCM_SERVICE_ACCOUNT'],
        message: 'set FCM_PROJECT_ID and FCM_SERVICE_ACCOUNT together',
      });
    const apnsSet = APNS_VARIABLES.filter((name) => env[name] !== undefined);
    if (apnsSet.length > 0 && apnsSet.length < APNS_VARIABLES.length)
      context.addIssue({
        code: 'custom',
        path: [APNS_VARIABLES.find((name) => env[name] === undefined)!],
        message: `APNs needs all of ${APNS_VARIABLES.join(', ')} or none (set: ${apnsSet.join(', ')})`,
      });
    const s3Set = S3_VARIABLES.filter((name) => env[name] !== undefined);
    if (s3Set.length > 0 && s3Set.length < S3_VARIABLES.length)
      context.addIssue({
        code: 'custom',
        path: [S3_VARIABLES.find((name) => env[name] === undefined)!],
        message: `object storage needs all of ${S3_VARIABLES.join(', ')} or none (set: ${s3Set.join(', ')})`,
      });
    if (env.TEST_IMPORT_LOOPBACK_PORT !== undefined && env.NODE_ENV === 'production')
      context.addIssue({
        code: 'custom',
        path: ['TEST_IMPORT_LOOPBACK_PORT'],
        message: 'is for tests only and is refused when NODE_ENV=production',
      });
  });

export type Env = z.infer<typeof ZEnv>;

/** Object storage is on only with every one of these set. */
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** Apple push is on only with every one of these set. */
const APNS_VARIABLES = ['APNS_KEY_ID', 'APNS_TEAM_ID', 'APNS_KEY', 'APNS_TOPIC'] as const;
const SMS_VARIABLES = ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const;

/** APNS_HOST: Apple's production or sandbox service by name, or any address (a local stand-in). */
function apnsOrigin(host: string): string {
  if (host === 'production') return 'https://api.push.apple.com';
  if (host === 'sandbox') return 'https://api.sandbox.push.apple.com';
  return new URL(host).origin;
}

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) for uploaded images. */
export interface ObjectStorageConfig {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO wants this). */
  forcePathStyle: boolean;
}

function objectStorage(env: Env): ObjectStorageConfig | null {
  if (!env.S3_ENDPOINT || !env.S3_BUCKET || !env.S3_REGION || !env.S3_ACCESS_KEY_ID) return null;
  if (!env.S3_SECRET_ACCESS_KEY || env.S3_FORCE_PATH_STYLE === undefined) return null;
  return {
    endpoint: env.S3_ENDPOINT.replace(/\/$/, ''),
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** Loopback names and addresses: a PUBLIC_URL or HOST on one of them is a start on this machine only. */
export function isLoopbackAddress(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === '::1'
  );
}

/** No PUBLIC_URL, or one on this machine. An unparsable address is reported on its own; here it is public. */
function hasLocalPublicUrl(env: Pick<Env, 'PUBLIC_URL'>): boolean {
  if (!env.PUBLIC_URL) return true;
  return URL.canParse(env.PUBLIC_URL) && isLoopbackAddress(new URL(env.PUBLIC_URL).hostname);
}

/**
 * Where to listen: HOST when set; unset, loopback alone unless PUBLIC_URL names a public address
 * (a server meant for the network, which then listens on every interface).
 */
function listenHost(env: Pick<Env, 'PUBLIC_URL' | 'HOST'>): string {
  return env.HOST ?? (hasLocalPublicUrl(env) ? '127.0.0.1' : '0.0.0.0');
}

/**
 * A local start — listening on loopback alone, with no public address or a loopback one — is the
 * only kind that may seed accounts whose passwords are printed in the README and the log, or serve
 * the API docs unasked. NODE_ENV plays no part: a development start on a public address or
 * interface is public all the same.
 */
function isLocalStart(env: Pick<Env, 'PUBLIC_URL' | 'HOST'>): boolean {
  return hasLocalPublicUrl(env) && isLoopbackAddress(listenHost(env));
}

/** What makes a start public, for the message refusing SEED=demo. */
function publicPart(env: Pick<Env, 'PUBLIC_URL' | 'HOST'>): string {
  return hasLocalPublicUrl(env) ? `HOST=${listenHost(env)}` : `PUBLIC_URL=${env.PUBLIC_URL}`;
}

/**
 * What an empty database is seeded with. Unset, a local start gets the whole demo and a public one
 * the demo without its sign-in accounts; `demo` (and its old name `demo-with-accounts`) is refused
 * on a public start by the schema above.
 */
function resolveSeed(env: Env): SeedChoice {
  switch (env.SEED) {
    case 'none':
      return 'none';
    case 'demo-without-accounts':
      return 'demo-without-accounts';
    case 'demo':
    case 'demo-with-accounts':
      return 'demo';
    default:
      return isLocalStart(env) ? 'demo' : 'demo-without-accounts';
  }
}

/**
 * `demo`: demo events, venues, artists and the three accounts with known passwords;
 * `demo-without-accounts`: the same demo without any account; `none`: nothing.
 */
export type SeedChoice = 'demo' | 'demo-without-accounts' | 'none';

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** What an empty database is seeded with (decided from SEED, PUBLIC_URL and HOST). */
  seed: SeedChoice;
  publicUrl: string;
  webDistDir: string;
  logLevel: Env['LOG_LEVEL'];
  decoration: Env['DECORATION'];
  /** How long cached public answers may lag behind view and favourite counters. */
  publicCacheSeconds: number;
  /** Whose X-Forwarded-For to believe: nobody, the last N hops, or these proxy addresses/ranges. */
  trustProxy: false | number | string[];
  /** Whether the OpenAPI document and its page are served at /api/docs. */
  apiDocs: boolean;
  /** Signs access tokens; when unset, one is generated once and kept in the database. */
  jwtSecret: string | undefined;
  /** SMTP server for e-mail; without it mails are written to `<dataDir>/outbox`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Requests per minute and address to login, register and password-reset calls. */
  authRateLimit: number;
  /** OpenID Connect sign-in providers that have a client id and secret configured. */
  socialProviders: SocialProviderConfig[];
  /** Place search for new venues: Nominatim-compatible base URL (null: known venues only). */
  places: { url: string | null; creteOnly: boolean };
  /** Translation of user-written descriptions (DeepL's API); off (null url) unless configured. */
  translate: { url: string | null; key: string | null };
  /** SMS (Twilio's Messages API) for claim codes to venues with a phone and no e-mail; null: off. */
  sms: { apiUrl: string; accountSid: string; authToken: string; from: string } | null;
  /** Spotify Web API (client-credentials flow) for artists' followers and albums; off without id and secret. */
  spotify: { clientId: string | null; clientSecret: string | null; apiUrl: string; accountsUrl: string };
  /** Instagram Graph API (Business Discovery) for venues' and artists' posts; off without a token. */
  instagram: { token: string | null; userId: string | null; graphUrl: string };
  /** Whether this process runs the background job worker (notification fan-out, pushes). */
  jobWorker: boolean;
  /** How long a claimed job is its worker's; a process that dies leaves its jobs to others after this. */
  jobLeaseMs: number;
  /**
   * On SIGTERM: how long readiness says 503 before new connections are refused, and how long
   * requests in flight and running jobs then get before their connections are closed.
   */
  shutdown: { delayMs: number; timeoutMs: number };
  /** Prometheus metrics at /metrics (off unless METRICS=true), behind a bearer token when one is set. */
  metrics: { enabled: boolean; token: string | null };
  /** Configured VAPID keys; without them a pair is generated once and kept in the database. */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /** Firebase Cloud Messaging for the native apps; off unless project and service account are set. */
  fcm: { projectId: string | undefined; serviceAccount: string | undefined; apiUrl: string };
  /**
   * Apple's push service for the iOS app (token auth); off unless key, key id, team and topic are
   * set. Without it, iOS devices are sent to through FCM when that is configured.
   */
  apns: { keyId: string; teamId: string; key: string; topic: string; origin: string } | null;
  /** Tests only: accept http:// web push endpoints on the loopback interface. */
  webPushAllowInsecure: boolean;
  /** Shared rate-limit counters for several server processes; each process counts alone without it. */
  redis: { url: string | null; prefix: string };
  /** Where uploaded images go: this bucket, or (null) `dataDir/uploads` on this machine. */
  objectStorage: ObjectStorageConfig | null;
  /** How often favourites, views, ad events, consent, push registration and the event form may be used. */
  writeLimits: WriteLimits;
  /** What wrong passwords meet: a lock per account and address, a growing wait per account. */
  loginLimits: LoginLimits;
  /** Reading posters: the time limit of one reading, and how many may wait behind the running one. */
  posterReading: { timeoutMs: number; maxWaiting: number };
  /** The native apps, for the app-link files that let /glentia/{id} links open them. */
  appLinks: { appId: string; androidCertificates: string[]; appleTeamId: string | null };
  /**
   * Tests only (never with NODE_ENV=production): event imports may fetch from this one loopback
   * port, where the browser tests serve a page to import. Every other loopback port stays refused.
   */
  importTestLoopbackPort: number | undefined;
}

export interface SocialProviderConfig {
  name: 'google' | 'apple';
  issuer: string;
  clientId: string;
  clientSecret: string;
}

function socialProviders(env: Env): SocialProviderConfig[] {
  const candidates = [
    {
      name: 'google',
      issuer: env.GOOGLE_ISSUER,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
    },
    {
      name: 'apple',
      issuer: env.APPLE_ISSUER,
      clientId: env.APPLE_CLIENT_ID,
      clientSecret: env.APPLE_CLIENT_SECRET,
    },
  ] as const;
  return candidates.flatMap(({ name, issuer, clientId, clientSecret }) =>
    clientId && clientSecret ? [{ name, issuer: issuer.replace(/\/$/, ''), clientId, clientSecret }] : [],
  );
}

/** Parses the environment, failing fast with every problem listed. */
/** Whether Spotify credentials are set (without them no artist data is fetched). */
export function isSpotifyConfigured(config: Pick<Config, 'spotify'>): boolean {
  return !!config.spotify.clientId && !!config.spotify.clientSecret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, rootDir = process.cwd()): Config {
  // An empty variable (`DATABASE_URL=`) means "not set".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = ZEnv.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = result.data;
  const dataDir = path.resolve(rootDir, env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: listenHost(env),
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    seed: resolveSeed(env),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    webDistDir: path.resolve(rootDir, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL,
    decoration: env.DECORATION,
    publicCacheSeconds: env.PUBLIC_CACHE_SECONDS,
    trustProxy: env.TRUST_PROXY,
    apiDocs: env.API_DOCS ?? isLocalStart(env),
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    authRateLimit: env.AUTH_RATE_LIMIT,
    socialProviders: socialProviders(env),
    jobWorker: env.JOB_WORKER,
    jobLeaseMs: env.JOB_LEASE_SECONDS * 1000,
    metrics: { enabled: env.METRICS, token: env.METRICS_TOKEN ?? null },
    shutdown: { delayMs: env.SHUTDOWN_DELAY_SECONDS * 1000, timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000 },
    vapid: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT },
    fcm: {
      projectId: env.FCM_PROJECT_ID,
      serviceAccount: env.FCM_SERVICE_ACCOUNT,
      apiUrl: env.FCM_API_URL.replace(/\/$/, ''),
    },
    apns:
      env.APNS_KEY_ID && env.APNS_TEAM_ID && env.APNS_KEY && env.APNS_TOPIC
        ? {
            keyId: env.APNS_KEY_ID,
            teamId: env.APNS_TEAM_ID,
            key: env.APNS_KEY,
            topic: env.APNS_TOPIC,
            origin: apnsOrigin(env.APNS_HOST),
          }
        : null,
    webPushAllowInsecure: false,
    redis: { url: env.REDIS_URL ?? null, prefix: env.REDIS_PREFIX },
    objectStorage: objectStorage(env),
    writeLimits: scaleWriteLimits(DEFAULT_WRITE_LIMITS, env.WRITE_LIMIT_FACTOR),
    loginLimits: DEFAULT_LOGIN_LIMITS,
    appLinks: {
      appId: env.NATIVE_APP_ID,
      androidCertificates: env.ANDROID_CERT_SHA256?.split(',').map((print) => print.toUpperCase()) ?? [],
      appleTeamId: env.APPLE_TEAM_ID ?? null,
    },
    importTestLoopbackPort: env.TEST_IMPORT_LOOPBACK_PORT,
    posterReading: {
      timeoutMs: Math.round(env.POSTER_READING_TIMEOUT_SECONDS * 1000),
      maxWaiting: env.POSTER_READING_QUEUE,
    },
    places: {
      url: env.PLACES_URL === 'none' ? null : env.PLACES_URL.replace(/\/$/, ''),
      creteOnly: env.PLACES_CRETE_ONLY,
    },
    translate: {
      url: env.TRANSLATE_URL ? env.TRANSLATE_URL.replace(/\/$/, '') : null,
      key: env.TRANSLATE_KEY ?? null,
    },
    sms:
      env.SMS_ACCOUNT_SID && env.SMS_AUTH_TOKEN && env.SMS_FROM
        ? {
            apiUrl: env.SMS_API_URL.replace(/\/$/, ''),
            accountSid: env.SMS_ACCOUNT_SID,
            authToken: env.SMS_AUTH_TOKEN,
            from: env.SMS_FROM,
          }
        : null,
    spotify: {
      clientId: env.SPOTIFY_CLIENT_ID ?? null,
      clientSecret: env.SPOTIFY_CLIENT_SECRET ?? null,
      apiUrl: env.SPOTIFY_API_URL.replace(/\/$/, ''),
      accountsUrl: env.SPOTIFY_ACCOUNTS_URL.replace(/\/$/, ''),
    },
    instagram: {
      token: env.INSTAGRAM_TOKEN ?? null,
      userId: env.INSTAGRAM_USER_ID ?? null,
      graphUrl: env.INSTAGRAM_GRAPH_URL.replace(/\/$/, ''),
    },
  };
}
