import type { Config } from '../config/env.ts';
import type { Database, Db } from '../db/client.ts';
import type { DeviceTracker } from '../modules/devices/device-tracker.ts';
import type { ArtistNightsBook } from '../modules/events/artist-nights.ts';
import type { VenueNightsBook } from '../modules/events/venue-nights.ts';
import type { JobWorker } from '../modules/jobs/jobs.worker.ts';
import type { PushSetup } from '../modules/push/push.setup.ts';
import type { NameBook } from '../modules/search/name-book.ts';
import type { SearchBandsBook } from '../modules/search/search-bands.ts';
import type { CounterStore } from './counter-store.ts';
import type { ImageStore } from './image-store/image-store.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { Mailer } from './mailer.ts';
import type { OutboundPolicy } from './outbound/outbound-request.ts';
import type { PublicCache } from './public-cache.ts';

/** What every route and service may use: configuration, the database and the public cache. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  cache: PublicCache;
  /** The venues' and artists' names search matches, kept with the public cache's answers. */
  names: NameBook;
  /** Every venue's published nights, which the map counts, kept the same way. */
  nights: VenueNightsBook;
  /** The published nights of the artists searches have named, kept the same way. */
  artistNights: ArtistNightsBook;
  /** What searches counted of their bands, by meaning, kept the same way. */
  searchBands: SearchBandsBook;
  deviceTracker: DeviceTracker;
  /** Background work (notification fan-out, pushes); runs only where `config.jobWorker` is on. */
  jobs: JobWorker;
  push: PushSetup;
  /** Account e-mails and e-mailed notifications (SMTP, or the outbox folder without it). */
  mailer: Mailer;
  /**
   * The code-level side of the outbound policy for requests to configured services (push, FCM,
   * places, Instagram): empty in production; tests add their stand-ins' ports or a resolver.
   */
  outbound: OutboundPolicy;
  /** Rate-limit counters: Redis when configured (with an in-process fallback), else in-process. */
  counters: CounterStore;
  /** Uploaded images and their preview copies: the data folder, or the S3-compatible bucket. */
  images: ImageStore;
  /** Serving or shutting down (readiness answers 503 from SIGTERM on). */
  lifecycle: Lifecycle;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
