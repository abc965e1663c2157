// Configuration is validated at start-up: a missing or malformed variable stops the server with a
// message naming it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

const base = { ACCESS_TOKEN_SECRET: 'x'.repeat(32), FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

test('a complete configuration loads, with its defaults', () => {
  const config = loadConfig(base);
  expect(config).toMatchObject({ PORT: 5000, HOST: '127.0.0.1', MONGODB_DB: 'mobile-planet', publicApiUrl: 'http://127.0.0.1:5000' });
});

test('mail is on with an SMTP URL, and sent from MAIL_FROM', () => {
  expect(loadConfig(base)).toMatchObject({ MAIL_FROM: 'Mobile Planet <no-reply@mobileplanet.test>' });
  expect(loadConfig(base).SMTP_URL).toBeUndefined();
  expect(loadConfig({ ...base, SMTP_URL: 'smtps://u:p@smtp.example.com:465' }).SMTP_URL).toBe('smtps://u:p@smtp.example.com:465');
});

test('the public web address is PUBLIC_WEB_URL, else the first CORS origin', () => {
  expect(loadConfig(base).publicWebUrl).toBe('http://127.0.0.1:5173');
  expect(loadConfig({ ...base, CORS_ORIGINS: 'https://shop.example/,https://b.example' }).publicWebUrl).toBe('https://shop.example');
  expect(loadConfig({ ...base, CORS_ORIGINS: 'https://b.example', PUBLIC_WEB_URL: 'https://mobileplanet.example/' }).publicWebUrl).toBe('https://mobileplanet.example');
});

test.each([
  [{ ACCESS_TOKEN_SECRET: undefined }, 'ACCESS_TOKEN_SECRET'],
  [{ ACCESS_TOKEN_SECRET: 'short' }, 'ACCESS_TOKEN_SECRET: must be at least 32 characters'],
  [{ PORT: 'eighty' }, 'PORT'],
  [{ MONGODB_URI: 'postgres://x' }, 'MONGODB_URI: must start with mongodb:// or mongodb+srv://'],
  [{ FIREBASE_AUTH_EMULATOR_HOST: undefined }, 'FIREBASE_AUTH_EMULATOR_HOST'],
  [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, 'STRIPE_PUBLISHABLE_KEY: is required when STRIPE_SECRET_KEY is set'],
  [{ NODE_ENV: 'production', MONGODB_URI: 'mongodb://db', STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' }, 'STRIPE_WEBHOOK_SECRET'],
  [{ NODE_ENV: 'production' }, 'MONGODB_URI: is required in production'],
  [{ NODE_ENV: 'production', MONGODB_URI: 'mongodb://db', TEST_CLOCK: 'true' }, 'TEST_CLOCK: must not be true in production'],
  [{ SCHEDULER_INTERVAL_MS: '-1' }, 'SCHEDULER_INTERVAL_MS'],
  [{ SMTP_URL: 'http://mail.example:25' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
  [{ SMTP_URL: 'smtp-server' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
  [{ PUBLIC_WEB_URL: 'mobileplanet.example' }, 'PUBLIC_WEB_URL'],
  [{ PUBLIC_WEB_URL: 'javascript:alert(1)' }, 'PUBLIC_WEB_URL'],
])('%j is refused, naming %s', (override, named) => {
  expect(() => loadConfig({ ...base, ...override })).toThrow(ConfigError);
  expect(() => loadConfig({ ...base, ...override })).toThrow(named);
});

test('the server process stops at start-up with the message and exit code 78', () => {
  const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, '../src/main.ts')], {
    env: { PATH: process.env.PATH, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1', ACCESS_TOKEN_SECRET: 'too-short' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.status).toBe(78);
  expect(result.stderr).toContain('Invalid configuration');
  expect(result.stderr).toContain('ACCESS_TOKEN_SECRET: must be at least 32 characters');
});

test('a production API without MONGODB_URI stops at start-up naming it, and starts no database of its own', () => {
  const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, '../src/main.ts')], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1', ACCESS_TOKEN_SECRET: 'x'.repeat(40), FERRETDB_BIN: '/nonexistent' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.status).toBe(78);
  expect(result.stderr).toContain('MONGODB_URI: is required in production');
  expect(result.stdout + result.stderr).not.toMatch(/FerretDB|memory-server|go build|database ready/i);
});
