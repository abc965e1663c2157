// Starts the real API over HTTP on the run's database (a fresh database name per call).
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createOffsetClock, type ManualClock } from '../../src/clock';
import { loadConfig, type Config } from '../../src/config';
import { createLogger, type Logger } from '../../src/logger';
import { startServer, type RunningServer } from '../../src/server';

export interface TestApp {
  url: string;
  server: RunningServer;
  config: Config;
  /** The API's clock: tests move it forward (then run `server.scheduler.runOnce()`) instead of sleeping. */
  clock: ManualClock;
  /** supertest against the real listening server. */
  http: () => TestAgent;
  stop(): Promise<void>;
}

/** `logger`: what the API logs to (silent unless a test reads its lines). */
export async function startTestApp(env: Record<string, string> = {}, logger: Logger = createLogger('silent')): Promise<TestApp> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    MONGODB_DB: `mp_test_${randomBytes(4).toString('hex')}`,
    ACCESS_TOKEN_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    PUBLIC_API_URL: 'http://api.test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    RATE_LIMIT_PAYMENTS_PER_MINUTE: '10000',
    STRIPE_SECRET_KEY: '',
    // The scheduler runs when a test says so (server.scheduler.runOnce()), not on its own.
    SCHEDULER_INTERVAL_MS: '0',
    ...env,
  });
  const clock = createOffsetClock();
  const server = await startServer(config, logger, { clock });
  return {
    url: server.url,
    server,
    config,
    clock,
    http: () => request(server.url),
    stop: async () => {
      await server.db.db.dropDatabase().catch(() => undefined);
      await server.stop();
    },
  };
}
