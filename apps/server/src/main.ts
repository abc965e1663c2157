// Entry point: validate config, start, stop gracefully on SIGTERM and SIGINT.
import 'dotenv/config';
import { ConfigError, loadConfig } from './config';
import { startServer } from './server';
import { seedDemoData } from './seed/seed-demo-data';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  // Without MONGODB_URI (development only: production requires it), the development tooling
  // starts a local engine; it is loaded only then, so production never carries it.
  let database;
  if (!config.MONGODB_URI) {
    const { resolveDatabase, resolveOptionsFromEnv } = await import('./devtools/database/resolver');
    database = await resolveDatabase({ dataDir: config.DATA_DIR, ...resolveOptionsFromEnv(process.env) });
  }
  const running = await startServer(config, undefined, { database });
  const shutdown = (signal: string) => {
    running.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    running.stop().then(
      () => process.exit(0),
      (err) => {
        running.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  if (config.SEED_DEMO_DATA === 'true') {
    try {
      const outcome = await seedDemoData({
        ctx: running.context,
        services: running.services,
        onEmulator: Boolean(config.FIREBASE_AUTH_EMULATOR_HOST),
        log: (line) => running.logger.info(line),
      });
      running.logger.info({ seed: outcome }, `demo data: ${outcome.status}`);
    } catch (err) {
      running.logger.error({ err }, 'loading the demo data failed');
      await running.stop().catch(() => undefined);
      process.exit(1);
    }
  }
  // A parent that started us with an IPC channel (the start command) learns we are ready to use.
  process.send?.({ type: 'ready', url: running.url });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
