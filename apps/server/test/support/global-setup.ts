// Once per test run: a real MongoDB-compatible server (through the resolver) and the Auth Emulator.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveDatabase, resolveOptionsFromEnv } from '../../src/devtools/database/resolver';
import { startAuthEmulator } from '../../src/devtools/auth-emulator';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-test-db-'));
  const [database, emulator] = await Promise.all([
    resolveDatabase({ dataDir, log: (line) => process.stdout.write(`${line}\n`), ...resolveOptionsFromEnv(process.env) }),
    startAuthEmulator(),
  ]);
  process.env.MONGODB_URI = database.uri;
  process.env.TEST_DB_ENGINE = database.engine;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.FIREBASE_PROJECT_ID = emulator.projectId;
  process.stdout.write(`\nTest services: database ${database.engine} at ${database.uri}, Auth Emulator at ${emulator.host} (${Date.now() - started} ms)\n`);
  (globalThis as Record<string, unknown>).__MP_SERVICES__ = { database, emulator, dataDir };
}
