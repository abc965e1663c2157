#!/usr/bin/env node
// `npm start`: the whole marketplace on this machine with demo data. Installs and builds what is
// missing or changed, starts the Auth Emulator, the API (and its database) and the web app, waits
// until each answers, and prints where to go and how to sign in. Ctrl-C stops everything it started.
//
// Settings (environment): PORT (API, 5000), WEB_PORT (5173), FIREBASE_AUTH_EMULATOR_PORT (9099),
// MAILPIT_UI_PORT (Mailpit's web UI and API, 8025), MAILPIT_SMTP_PORT (its SMTP, 1025),
// DATA_DIR (.data), SEED_DEMO_DATA=false (no demo data), MONGODB_URI (use that MongoDB instead),
// SMTP_URL (send the mail there instead of the local Mailpit).
import path from 'node:path';
import { ROOT, defaultDataDir } from './lib/paths.mjs';
import { prepare } from './lib/prepare.mjs';
import { createProgress, formatDuration } from './lib/progress.mjs';

const started = Date.now();
const [nodeMajor = 0, nodeMinor = 0] = process.versions.node.split('.').map(Number);
if (nodeMajor < 20 || (nodeMajor === 20 && nodeMinor < 19)) {
  console.error(`Mobile Planet needs Node.js 20.19 or newer; this is ${process.version}.`);
  process.exit(1);
}

/**
 * @param {string} name
 * @param {number} fallback
 */
function port(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 65535) {
    console.error(`${name}=${raw} is not a port number (1–65535).`);
    process.exit(1);
  }
  return n;
}

const apiPort = port('PORT', 5000);
const webPort = port('WEB_PORT', 5173);
const emulatorPort = port('FIREBASE_AUTH_EMULATOR_PORT', 9099);
const mailUiPort = port('MAILPIT_UI_PORT', 8025);
const mailSmtpPort = port('MAILPIT_SMTP_PORT', 1025);
const dataDir = defaultDataDir();
const seed = process.env.SEED_DEMO_DATA !== 'false';
const progress = createProgress();

/** @type {Awaited<ReturnType<typeof import('./lib/stack.mjs').startStack>> | undefined} */
let stack;
let shuttingDown = false;
/**
 * @param {string} reason
 * @param {number} code
 */
async function shutdown(reason, code) {
  if (shuttingDown) return;
  shuttingDown = true;
  progress.line(`\n${reason}: stopping Mobile Planet …`);
  const t = Date.now();
  await stack?.stop();
  progress.line(`Stopped (${formatDuration(Date.now() - t)}).`);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // Before the stack exists, a signal ends the preparation at once (its children die with us).
    if (!stack) {
      progress.line(`\n${signal}: stopped before Mobile Planet was up.`);
      process.exit(130);
    }
    void shutdown(signal, 0);
  });
}

try {
  progress.line(`Mobile Planet: getting ready (data in ${path.relative(ROOT, dataDir) || dataDir}/) …`);
  const prepared = await prepare({ stateDir: dataDir, progress });
  if (!prepared.installed && prepared.built.length === 0) progress.line('✓ Dependencies and builds are up to date');
  // Only now: the stack's modules use the dependencies just installed.
  const { demoAccounts, startStack } = await import('./lib/stack.mjs');

  stack = await startStack({ dataDir, apiPort, webPort, emulatorPort, mailUiPort, mailSmtpPort, seed, progress, log: progress.line });

  const accounts = seed ? demoAccounts() : [];
  const lines = [
    '',
    `Mobile Planet is running: ${stack.webUrl}   (ready in ${formatDuration(Date.now() - started)})`,
    '',
    `  API            ${stack.apiUrl}`,
    `  Auth Emulator  ${stack.emulatorHost} (project demo-mobile-planet)`,
    `  Mail (Mailpit) ${stack.mailUrl}${process.env.SMTP_URL ? ' (the API sends to SMTP_URL instead)' : ''}`,
    `  Data and logs  ${path.relative(ROOT, dataDir) || dataDir}/ (kept across restarts)`,
  ];
  if (accounts.length > 0) {
    lines.push('', '  Demo logins:');
    for (const a of accounts) lines.push(`    ${a.role.padEnd(7)} ${a.email.padEnd(26)} ${a.password}`);
  }
  lines.push('', 'Press Ctrl-C to stop.', '');
  progress.line(lines.join('\n'));

  const crashed = await stack.exited;
  progress.line(`\n${crashed.name} stopped unexpectedly (${crashed.signal ?? `exit ${crashed.code}`}); see ${crashed.logFile}`);
  await shutdown('A service failed', 1);
} catch (err) {
  progress.line(`\n${err instanceof Error ? err.message : String(err)}`);
  if (stack) await stack.stop();
  process.exit(1);
}
