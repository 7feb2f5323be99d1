/**
 * Builds the Glentia HTTP server: plugins, then every module's routes. The database is opened and
 * migrated by the caller (server.ts in production, the test helper in tests).
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, isSpotifyConfigured } from './config/env.ts';
import type { Database } from './db/client.ts';
import { tidyEmbeddedDatabase } from './db/maintenance.ts';
import devicePlugin from './http/device.ts';
import errorsPlugin, { answerClientError, answerFrameworkError } from './http/errors.ts';
import idleCollect, { DATABASE_RENEW_DEFAULTS, IDLE_COLLECT_DEFAULTS } from './http/idle-collect.ts';
import { inlineScriptHashes, readIndexHtml } from './http/index-html.ts';
import jsonBodyPlugin from './http/json-body.ts';
import routeTablePlugin from './http/route-table.ts';
import securityHeaders from './http/security-headers.ts';
import type { AppContext } from './lib/context.ts';
import { createCounterStore } from './lib/counter-store.ts';
import { createImageStore } from './lib/image-store/create-image-store.ts';
import { Lifecycle } from './lib/lifecycle.ts';
import { serializeError, serializeRequest } from './lib/log-redaction.ts';
import { createMailer } from './lib/mailer.ts';
import type { OutboundPolicy } from './lib/outbound/outbound-request.ts';
import type { SafeFetchOptions } from './lib/outbound/safe-fetch.ts';
import { PublicCache } from './lib/public-cache.ts';
import { registerRateLimit, warnOfUntrustedProxy } from './lib/rate-limit.ts';
import { requestIdOf } from './lib/request-id.ts';
import { adsAdminRoutes } from './modules/ads/ads.admin.routes.ts';
import { adsRoutes } from './modules/ads/ads.routes.ts';
import { anonymousCountsRoutes } from './modules/anonymous-counts/anonymous-counts.routes.ts';
import { appLinksRoutes } from './modules/app-links/app-links.routes.ts';
import { shareTargetRoutes } from './modules/app-links/share-target.routes.ts';
import { artistsRoutes } from './modules/artists/artists.routes.ts';
import { accountMailJobHandlers } from './modules/auth/auth.mail-jobs.ts';
import authPlugin from './modules/auth/auth.plugin.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { claimsRoutes } from './modules/claims/claims.routes.ts';
import { consentRoutes } from './modules/consent/consent.routes.ts';
import { contributeRoutes } from './modules/contribute.routes.ts';
import { DeviceTracker } from './modules/devices/device-tracker.ts';
import { devicesRoutes } from './modules/devices/devices.routes.ts';
import { digestJobHandlers, scheduleWeeklyDigest } from './modules/digest/digest.jobs.ts';
import { digestRoutes } from './modules/digest/digest.routes.ts';
import { ArtistNightsBook } from './modules/events/artist-nights.ts';
import { onSeriesNightDeleted } from './modules/events/events.hooks.ts';
import { reportsRoutes } from './modules/events/events.reports.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { savedEventsRoutes } from './modules/events/events.saves.routes.ts';
import { VenueNightsBook } from './modules/events/venue-nights.ts';
import { embedRoutes } from './modules/feeds/feeds.embed.routes.ts';
import { feedsRoutes } from './modules/feeds/feeds.routes.ts';
import { isServerDrawn } from './modules/first-screen/first-screen.ts';
import { followsRoutes } from './modules/follows/follows.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { initializeRoutes } from './modules/initialize/initialize.routes.ts';
import { JobWorker } from './modules/jobs/jobs.worker.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { meRoutes } from './modules/me/me.routes.ts';
import metricsPlugin from './modules/metrics/metrics.plugin.ts';
import { notificationMailJobHandlers } from './modules/notifications/notification-mails.ts';
import { notificationJobHandlers } from './modules/notifications/notifications.fanout.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { partnerAdminRoutes } from './modules/partner/partner.admin.routes.ts';
import { partnerRoutes } from './modules/partner/partner.routes.ts';
import { previewsRoutes } from './modules/previews/previews.routes.ts';
import { pushJobHandlers } from './modules/push/push.jobs.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { setUpPush } from './modules/push/push.setup.ts';
import { retentionJobHandlers, scheduleRetentionSweep } from './modules/retention/retention.service.ts';
import { NameBook } from './modules/search/name-book.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { SearchBandsBook } from './modules/search/search-bands.ts';
import { scheduleSeriesGeneration, seriesJobHandlers } from './modules/series/series.jobs.ts';
import { seriesPublicRoutes } from './modules/series/series.public.routes.ts';
import { skipDeletedNight } from './modules/series/series.service.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { scheduleSourcesSync, sourcesJobHandlers } from './modules/sources/sources.jobs.ts';
import { sourcesRoutes } from './modules/sources/sources.routes.ts';
import {
  createSpotifyClient,
  scheduleSpotifyRefresh,
  spotifyJobHandlers,
} from './modules/spotify/spotify.service.ts';
import { translationsRoutes } from './modules/translations/translations.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import docsPlugin from './plugins/docs.ts';
import uploadsPlugin from './plugins/uploads.ts';
import webPlugin from './plugins/web.ts';

// Only features browsers know: an unknown one is logged on every page ("Unrecognized feature"),
// and the Web Share API's default, the page's own origin, is what Glentia needs.
const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'fullscreen=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/**
 * Every schema is a Zod one. Given from the start, they spare Fastify loading its JSON-schema
 * compilers (Ajv and fast-json-stringify), a quarter of a second of every start. (Fastify types
 * the factories for JSON schemas, hence the cast.)
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /**
   * Tests only: lets event imports reach a local page server. Set by the route tests, and by
   * server.ts from `TEST_IMPORT_LOOPBACK_PORT`, which configuration refuses in production.
   */
  contributeFetchOptions?: SafeFetchOptions;
  /**
   * Tests only: the outbound policy's code-level side for configured services (push, FCM, places,
   * Instagram): the loopback ports of local stand-ins, or a resolver. No configuration sets it,
   * so production always runs with the system resolver and no exceptions.
   */
  outbound?: OutboundPolicy;
  /** Tests only: where log lines go (at least at info level), to check what they contain. */
  logStream?: { write(line: string): void };
}

export async function buildApp({
  config,
  database,
  contributeFetchOptions,
  outbound = {},
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const app = Fastify({
    logger:
      config.logLevel === 'silent' && !logStream
        ? false
        : {
            level: config.logLevel === 'silent' ? 'info' : config.logLevel,
            serializers: { err: serializeError, req: serializeRequest },
            ...(logStream ? { stream: logStream } : {}),
          },
    // A hop count believes that many proxies from the right of X-Forwarded-For (as proxy-addr does).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1024 * 1024,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // A request id from the proxy in front is kept when it is a short, plain token (so it cannot
    // forge log fields or bloat every line); anything else gets a fresh one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();

  const cache = new PublicCache(config.publicCacheSeconds * 1000);
  await cache.connect(database);
  const tracker = new DeviceTracker(database.db, 10_000, (error) =>
    app.log.warn({ err: error }, 'device sightings not saved'),
  );
  tracker.start();
  app.addHook('onClose', async () => tracker.stop());

  const push = await setUpPush(database.db, config, outbound);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  // The series module hears of a night deleted on its own (events imports no series code).
  onSeriesNightDeleted(skipDeletedNight);
  const jobs = new JobWorker(
    database.db,
    {
      ...notificationJobHandlers(database.db),
      ...pushJobHandlers(database.db, { senders: push.senders, publicUrl: config.publicUrl }),
      ...notificationMailJobHandlers(database.db, { mailer, publicUrl: config.publicUrl }),
      ...accountMailJobHandlers(database.db, { mailer, publicUrl: config.publicUrl }),
      ...digestJobHandlers(database.db, {
        mailer,
        publicUrl: config.publicUrl,
        onSent: (result) => app.log.info({ digest: result }, 'weekly digest'),
      }),
      ...retentionJobHandlers(database.db, {
        onSwept: (result) => app.log.info({ removed: result }, 'retention sweep'),
        afterSweep: () => tidyEmbeddedDatabase(database),
      }),
      ...spotifyJobHandlers(database.db, createSpotifyClient(config, outbound), {
        onStored: () => cache.invalidate(),
      }),
      // The image store is made below; jobs run only after the app is ready.
      ...seriesJobHandlers(database.db, { images: () => images, onCreated: () => cache.invalidate() }),
      // Sources are read under the same outbound policy as event imports.
      ...sourcesJobHandlers({ db: database.db, cache, fetchOptions: contributeFetchOptions ?? {} }),
    },
    {
      leaseMs: config.jobLeaseMs,
      onError: (error, job) => app.log.warn({ err: error, job: job?.id, kind: job?.kind }, 'job failed'),
    },
  );
  if (config.jobWorker)
    app.addHook('onReady', async () => {
      await scheduleRetentionSweep(database.db);
      await scheduleSeriesGeneration(database.db);
      await scheduleWeeklyDigest(database.db);
      await scheduleSourcesSync(database);
      if (isSpotifyConfigured(config)) await scheduleSpotifyRefresh(database.db);
      await jobs.start(database);
    });
  app.addHook('onClose', async () => jobs.stop());

  const counters = await createCounterStore(config.redis, (event, error) =>
    event === 'down'
      ? app.log.error(
          { err: error },
          'rate-limit store (Redis) unavailable: counting in this process until it is back',
        )
      : app.log.info('rate-limit store (Redis) answers again'),
  );
  app.addHook('onClose', async () => counters.close());

  const images = createImageStore(config);
  app.addHook('onClose', async () => images.close());
  // Searches' rows read ahead finish before the database closes.
  const searchBands = new SearchBandsBook(cache);
  app.addHook('onClose', async () => searchBands.settled());

  const ctx: AppContext = {
    config,
    lifecycle: new Lifecycle(),
    images,
    database,
    db: database.db,
    cache,
    names: new NameBook(database.db, cache),
    nights: new VenueNightsBook(database.db, cache),
    artistNights: new ArtistNightsBook(database.db, cache),
    searchBands,
    deviceTracker: tracker,
    jobs,
    push,
    mailer,
    outbound,
    counters,
  };
  app.decorate('ctx', ctx);
  await app.register(routeTablePlugin);

  const scriptHashes = inlineScriptHashes(readIndexHtml(config.webDistDir) ?? '');
  await app.register(securityHeaders, {
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...scriptHashes],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    },
    // Features the app uses are allowed for itself (the map asks for the position); the rest for nobody.
    extra: { 'permissions-policy': PERMISSIONS_POLICY },
    // The API answers data; its browsable documentation is a page.
    isData: (url) => url.startsWith('/api/') && !url.startsWith('/api/docs'),
    // The app's files; the service worker keeps the page's headers (its policy governs what it runs).
    isFile: (url) =>
      /^\/(assets|icons)\/|^\/(app-start\.js|favicon\.svg|manifest\.webmanifest)(\?|$)/.test(url),
    // The pages it draws, which shared links open.
    isLandingPage: isServerDrawn,
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  const { memoryGrowth, renew } = database;
  await app.register(idleCollect, {
    ...IDLE_COLLECT_DEFAULTS,
    database:
      memoryGrowth && renew ? { thread: { memoryGrowth, renew }, ...DATABASE_RENEW_DEFAULTS } : undefined,
  });
  await app.register(jsonBodyPlugin);
  await app.register(devicePlugin, { tracker });
  if (config.apiDocs) await app.register(docsPlugin, { publicUrl: config.publicUrl });
  await registerRateLimit(app, counters);
  warnOfUntrustedProxy(app, config.trustProxy);
  await app.register(authPlugin);
  await app.register(uploadsPlugin);

  await app.register(healthRoutes);
  await app.register(initializeRoutes);
  await app.register(eventsRoutes);
  await app.register(translationsRoutes);
  await app.register(feedsRoutes);
  await app.register(embedRoutes);
  await app.register(seriesPublicRoutes);
  await app.register(artistsRoutes);
  await app.register(locationsRoutes);
  await app.register(searchRoutes);
  await app.register(adsRoutes);
  await app.register(adsAdminRoutes);
  await app.register(anonymousCountsRoutes);
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(usersRoutes);
  await app.register(settingsRoutes);
  await app.register(partnerRoutes);
  await app.register(partnerAdminRoutes);
  await app.register(previewsRoutes);
  await app.register(savedEventsRoutes);
  await app.register(reportsRoutes);
  await app.register(claimsRoutes);
  await app.register(followsRoutes);
  await app.register(notificationsRoutes);
  await app.register(devicesRoutes);
  await app.register(digestRoutes);
  await app.register(pushRoutes);
  await app.register(consentRoutes);
  await app.register(appLinksRoutes);
  await app.register(shareTargetRoutes);
  await app.register(
    contributeRoutes,
    contributeFetchOptions ? { fetchOptions: contributeFetchOptions } : {},
  );

  await app.register(sourcesRoutes, { fetchOptions: contributeFetchOptions ?? {} });

  await app.register(webPlugin, { webDistDir: config.webDistDir });
  return app;
}
