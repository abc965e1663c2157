// Starts the whole API from a config: database (MONGODB_URI, or one development tooling hands
// in), identity, payments, HTTP.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type AppDeps } from './app';
import type { AppContext } from './app-context';
import type { Config } from './config';
import { connectDatabase, type Database } from './db/mongo';
import { createLogger, type Logger } from './logger';
import { createFirebaseIdentity, type IdentityProvider } from './modules/auth/identity';
import { createPaymentProvider } from './modules/payments/create-provider';
import { createCatalog, type Catalog } from './modules/products/catalog';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  database: DatabaseHandle;
  identity: IdentityProvider;
  /** Writes that bypass the API (the seed, tests) must rebuild it. */
  catalog: Catalog;
  logger: Logger;
  /** What every module was built with: the demo seed writes through the modules' services. */
  context: AppContext;
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
  extras: Pick<AppDeps, 'extraRouters'> & { database?: DatabaseHandle } = {},
): Promise<RunningServer> {
  const database: DatabaseHandle | undefined =
    extras.database ?? (config.MONGODB_URI ? { uri: config.MONGODB_URI, engine: 'external', stop: async () => undefined } : undefined);
  if (!database) throw new Error('No database: set MONGODB_URI');
  logger.info({ engine: database.engine }, 'database ready');
  const db = await connectDatabase(database.uri, config.MONGODB_DB);
  const identity = createFirebaseIdentity(config);
  const payments = createPaymentProvider(config, db);
  const catalog = createCatalog({ collections: db.collections, publicApiUrl: config.publicApiUrl, logger, syncIntervalMs: config.CATALOG_SYNC_INTERVAL_MS });
  await catalog.start();
  const { app, ctx } = createApp({ config, db, identity, payments, logger, catalog, extraRouters: extras.extraRouters });

  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
  logger.info({ url, payments: payments.name }, 'Mobile Planet API listening');

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
    stop: () =>
      (stopping ??= (async () => {
        // Finish in-flight requests, then let go of the database and the engine we started.
        server.closeIdleConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        catalog.stop();
        await db.close();
        await identity.close();
        await database.stop();
      })()),
  };
}
