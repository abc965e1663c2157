// Starts the whole API from a config: database (MONGODB_URI, or one development tooling hands
// in), identity, payments, HTTP.
import type { AddressInfo } from 'node:net';
import type express from 'express';
import { createApp, type AppDeps } from './app';
import { appServer } from './http/app-server';
import type { AppContext } from './app-context';
import { createOffsetClock, systemClock, type Clock, type ManualClock } from './clock';
import type { Config } from './config';
import { connectDatabase, type Database } from './db/mongo';
import { testClockRouter } from './devtools/test-clock.router';
import { createLogger, type Logger } from './logger';
import { createFirebaseIdentity, type IdentityProvider } from './modules/auth/identity';
import { createPaymentProvider } from './modules/payments/create-provider';
import { createCatalog, type Catalog } from './modules/products/catalog';
import { createPriceGuideModel } from './modules/price-guide/price-guide-model';
import { createScheduler, type Scheduler } from './scheduler';
import type { AppServices } from './services';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  database: DatabaseHandle;
  identity: IdentityProvider;
  /** Writes that bypass the API (the seed, tests) must rebuild it. */
  catalog: Catalog;
  logger: Logger;
  /** What every module was built with. */
  context: AppContext;
  /** Every module's service, built once by the composition root (services.ts): the demo seed and tests write through them. */
  services: AppServices;
  /** Expiry, completion and unfinished follow-ups of deals; tests run it by hand after moving the clock. */
  scheduler: Scheduler;
  /** The Express app (its routes are walked by the query-guard test). */
  app: express.Express;
  stop(): Promise<void>;
}

/** The database the API talks to, and how to let go of it (a no-op for MONGODB_URI). */
export interface DatabaseHandle {
  uri: string;
  engine: string;
  stop(): Promise<void>;
}

export async function startServer(
  config: Config,
  logger: Logger = createLogger(config.LOG_LEVEL),
  extras: Pick<AppDeps, 'extraRouters'> & { database?: DatabaseHandle; clock?: Clock } = {},
): Promise<RunningServer> {
  const database: DatabaseHandle | undefined =
    extras.database ?? (config.MONGODB_URI ? { uri: config.MONGODB_URI, engine: 'external', stop: async () => undefined } : undefined);
  if (!database) throw new Error('No database: set MONGODB_URI');
  logger.info({ engine: database.engine }, 'database ready');
  const db = await connectDatabase(database.uri, config.MONGODB_DB);
  const identity = createFirebaseIdentity(config);
  const payments = createPaymentProvider(config, db);
  // The price guide first: the catalogue numbers each listing's device by it as it reads it.
  const priceGuide = createPriceGuideModel({ collections: db.collections, logger });
  await priceGuide.load();
  const catalog = createCatalog({
    collections: db.collections, publicApiUrl: config.publicApiUrl, logger, syncIntervalMs: config.CATALOG_SYNC_INTERVAL_MS, priceGuide: priceGuide.table,
    cacheBytes: config.SEARCH_CACHE_MB * 2 ** 20,
  });
  await catalog.start();
  let testClock: ManualClock | undefined;
  const clock = extras.clock ?? (config.TEST_CLOCK === 'true' ? (testClock = createOffsetClock()) : systemClock);
  // The test clock's router runs the scheduler, which needs the app's modules: it is found when called.
  const built: { scheduler?: Scheduler } = {};
  const extraRouters = [...(extras.extraRouters ?? []), ...(testClock ? [testClockRouter(testClock, () => built.scheduler)] : [])];
  const { app, ctx, services } = createApp({ config, db, identity, payments, logger, catalog, priceGuide, clock, extraRouters });

  const { bookings, payments: sales, priceGuide: guide } = services;
  await bookings.upgradeLegacy();
  await services.notifications.upgradeLegacy();
  await services.savedSearches.upgradeLegacy();
  const scheduler = (built.scheduler = createScheduler(
    [
      { name: 'fire due deal timers (expiry, end of warranty)', run: bookings.fireDueTimers },
      { name: 'finish interrupted sales', run: sales.finishInterruptedSales },
      { name: 'finish deal follow-ups', run: bookings.finishFollowUps },
      // Offers: lapse those nobody answered, close those on listings gone off sale, finish interrupted follow-ups.
      { name: 'lapse due offers', run: services.offers.lapseDue },
      { name: 'close offers on listings off sale', run: services.offers.closeOffSale },
      { name: 'finish offer follow-ups', run: services.offers.finishFollowUps },
      // Sales other API instances recorded: this instance's guide and badges follow within an interval.
      { name: 'follow price guide sales', run: guide.followSales },
      // The outbox: each mail is claimed by one instance before it is sent.
      { name: 'send due mail', run: services.mail.sendDue },
      // Listings' news (price drops, sales, removals) to their favouriters, a page at a time.
      { name: "tell favourites' news", run: services.favourites.tellNews },
      { name: 'send saved-search digests', run: services.savedSearches.sendDigests },
    ],
    config.SCHEDULER_INTERVAL_MS,
    logger,
  ));

  const server = appServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
  logger.info({ url, payments: payments.name, mail: services.mail.enabled ? 'smtp' : 'off' }, 'Mobile Planet API listening');
  scheduler.start();

  let stopping: Promise<void> | undefined;
  return {
    url,
    port,
    db,
    database,
    identity,
    catalog,
    logger,
    context: ctx,
    services,
    scheduler,
    app,
    stop: () =>
      (stopping ??= (async () => {
        // Finish in-flight requests, then let go of the database and the engine we started.
        server.closeIdleConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        catalog.stop();
        await scheduler.stop();
        await db.close();
        await identity.close();
        await database.stop();
      })()),
  };
}
