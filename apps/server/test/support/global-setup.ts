// Once per test run: a real MongoDB-compatible server (through the resolver), the Auth Emulator and
// Mailpit on free ports (the mail tests read what the API sent through its API: MAILPIT_API_URL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveDatabase, resolveOptionsFromEnv } from '../../src/devtools/database/resolver';
import { startAuthEmulator } from '../../src/devtools/auth-emulator';
import { startMailpit } from '../../src/devtools/mailpit';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-test-db-'));
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const [database, emulator, mailpit] = await Promise.all([
    resolveDatabase({ dataDir, log, ...resolveOptionsFromEnv(process.env) }),
    startAuthEmulator(),
    startMailpit({ log }),
  ]);
  process.env.MONGODB_URI = database.uri;
  process.env.TEST_DB_ENGINE = database.engine;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.FIREBASE_PROJECT_ID = emulator.projectId;
  process.env.SMTP_URL = mailpit.smtpUrl;
  process.env.MAILPIT_API_URL = mailpit.url;
  process.stdout.write(`\nTest services: database ${database.engine} at ${database.uri}, Auth Emulator at ${emulator.host}, Mailpit at ${mailpit.url} (${Date.now() - started} ms)\n`);
  (globalThis as Record<string, unknown>).__MP_SERVICES__ = { database, emulator, mailpit, dataDir };
}
