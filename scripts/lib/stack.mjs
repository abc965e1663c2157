// The whole marketplace on one machine: the Firebase Auth Emulator, Mailpit (the mail the API
// sends), the API (which starts its database through the resolver and loads the demo data) and the
// built web app (vite preview, which proxies /api to the API). Used by the start command and by the browser tests, so nothing
// here is tied to one data folder or one set of ports.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, SERVER_DIR, SERVER_MAIN, WEB_DIR, WEB_INDEX } from './paths.mjs';
import { takeLock } from './lock.mjs';
import { runLogged } from './run-logged.mjs';
import { endProcess, httpOk, killGroupsNow, launch, launchSupervised, waitForHttp, waitForMessage, withLog } from './services.mjs';

/** @typedef {import('./progress.mjs').Steps} Steps */
/** @typedef {import('./services.mjs').Service} Service */

const HERE = path.dirname(fileURLToPath(import.meta.url));
const serverRequire = createRequire(path.join(SERVER_DIR, 'package.json'));
const PROJECT_ID = 'demo-mobile-planet';

/** @typedef {{ email: string, password: string, role: string, name: string }} DemoAccount */

/**
 * The demo logins, read from the server's seed module (the one list the seed creates).
 * @returns {DemoAccount[]}
 */
export function demoAccounts() {
  /** @type {{ DEMO_ACCOUNTS: readonly DemoAccount[] }} */
  const seed = serverRequire('./dist/seed/demo-accounts.js');
  return seed.DEMO_ACCOUNTS.map(({ email, password, role, name }) => ({ email, password, role, name }));
}

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * The API's signing secret: generated once per data folder and kept there (mode 600).
 * @param {string} dataDir
 */
function accessTokenSecret(dataDir) {
  const file = path.join(dataDir, 'secrets', 'access-token-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const secret = randomBytes(48).toString('base64url');
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}

/**
 * Plain log lines for callers that pass no progress display (the browser tests).
 * @param {(line: string) => void} log
 * @returns {Steps}
 */
function stepsFromLog(log) {
  return {
    step(label) {
      const started = Date.now();
      const t = () => `${Math.round((Date.now() - started) / 100) / 10} s`;
      return { done: (text) => log(`✓ ${text ?? label} (${t()})`), fail: (text) => log(`✗ ${text ?? label} (${t()})`), drop: () => undefined };
    },
  };
}

/**
 * Builds the local engine first when the API's resolver will need it and it is not built yet, so
 * its progress shows here rather than inside the API's start-up.
 * @param {{ env: NodeJS.ProcessEnv, logsDir: string, steps: Steps }} options
 */
async function ensureDatabaseEngine({ env, logsDir, steps }) {
  /** @type {{ engineIsBuilt: () => boolean }} */
  const { engineIsBuilt } = serverRequire('./dist/devtools/database/engine-build.js');
  /** @type {{ needsEngineBuild: (o: { engine?: string, uri?: string }) => Promise<boolean>, resolveOptionsFromEnv: (env: NodeJS.ProcessEnv) => { engine?: string, uri?: string } }} */
  const { needsEngineBuild, resolveOptionsFromEnv } = serverRequire('./dist/devtools/database/resolver.js');
  // The resolver decides whether the API will need an engine that is not built yet.
  if (!(await needsEngineBuild(resolveOptionsFromEnv(env)))) return;
  const logFile = path.join(logsDir, 'engine-build.log');
  const step = steps.step('Building the database engine once (PostgreSQL with DocumentDB, FerretDB 2; 3–5 minutes the first time)');
  try {
    await runLogged(process.execPath, [path.join(HERE, 'ensure-database.cjs')], { env, logFile });
  } catch (err) {
    step.fail('The database engine could not be built');
    throw new Error(`Building the database engine failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (engineIsBuilt()) step.done('Database engine built (FerretDB 2.5 on PostgreSQL 15 with DocumentDB)');
  else step.drop(); // a MongoDB binary will be used instead
}

/**
 * Builds Mailpit first when it is not built yet (about 3 minutes, once per machine).
 * @param {{ env: NodeJS.ProcessEnv, logsDir: string, steps: Steps }} options
 */
async function ensureMailpit({ env, logsDir, steps }) {
  /** @type {{ mailpitIsBuilt: () => boolean }} */
  const { mailpitIsBuilt } = serverRequire('./dist/devtools/mailpit.js');
  if (mailpitIsBuilt()) return;
  const step = steps.step('Building Mailpit once (the local mail server; about 3 minutes the first time)');
  try {
    await runLogged(process.execPath, [path.join(HERE, 'ensure-mailpit.cjs')], { env, logFile: path.join(logsDir, 'mailpit-build.log') });
  } catch (err) {
    step.fail('Mailpit could not be built');
    throw new Error(`Building Mailpit failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  step.done('Mailpit built');
}

/**
 * @param {{
 *   dataDir: string,
 *   apiPort?: number, webPort?: number, emulatorPort?: number,
 *   mailUiPort?: number, mailSmtpPort?: number,
 *   seed?: boolean,
 *   log?: (line: string) => void,
 *   progress?: Steps,
 *   env?: Record<string, string | undefined>,
 * }} options
 */
export async function startStack(options) {
  const { apiPort = 5000, webPort = 5173, emulatorPort = 9099, mailUiPort = 8025, mailSmtpPort = 1025, seed = true } = options;
  const log = options.log ?? ((line) => console.log(line));
  const steps = options.progress ?? stepsFromLog(log);
  const dataDir = path.resolve(options.dataDir);
  const baseEnv = { ...process.env, ...options.env };
  const logsDir = path.join(dataDir, 'logs');

  for (const [file, what] of /** @type {const} */ ([
    [SERVER_MAIN, 'the API'],
    [WEB_INDEX, 'the web app'],
  ])) {
    if (!fs.existsSync(file)) throw new Error(`${what} is not built (${path.relative(ROOT, file)} is missing): run \`npm start\` once, or prepare() from scripts/lib/prepare.mjs`);
  }
  fs.mkdirSync(logsDir, { recursive: true });
  for (const [port, what, variable] of /** @type {const} */ ([
    [apiPort, 'the API', 'PORT'],
    [webPort, 'the web app', 'WEB_PORT'],
    [emulatorPort, 'the Auth Emulator', 'FIREBASE_AUTH_EMULATOR_PORT'],
    [mailUiPort, "Mailpit's web UI", 'MAILPIT_UI_PORT'],
    [mailSmtpPort, "Mailpit's SMTP", 'MAILPIT_SMTP_PORT'],
  ])) {
    if (!(await portIsFree(port))) throw new Error(`Port ${port} (for ${what}) is in use. Stop what uses it, or choose another port with ${variable}=…`);
  }
  const releaseLock = takeLock(dataDir);

  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const emulatorHost = `127.0.0.1:${emulatorPort}`;
  const mailUrl = `http://127.0.0.1:${mailUiPort}`;
  /** @type {Service[]} */
  const services = [];
  let stopping = false;
  /** @type {Promise<void> | undefined} */
  let stopped;
  const lastResort = () => killGroupsNow(services.map((s) => s.child));
  process.once('exit', lastResort);

  const stop = () =>
    (stopped ??= (async () => {
      stopping = true;
      await Promise.all(services.map((s) => endProcess(s.child, { signal: s.signal, graceMs: s.graceMs })));
      process.removeListener('exit', lastResort);
      releaseLock();
    })());

  /** @typedef {{ name: string, code: number | null, signal: NodeJS.Signals | null, logFile: string }} Crash */
  /** Resolves when a service ends by itself after the start (a crash): the caller decides. */
  /** @type {(crash: Crash) => void} */
  let reportExit = () => undefined;
  /** @type {Promise<Crash>} */
  const exited = new Promise((resolve) => (reportExit = resolve));
  /** @param {Service} service */
  const watch = (service) =>
    service.child.once('exit', (code, signal) => {
      if (!stopping) reportExit({ name: service.name, code, signal, logFile: service.logFile });
    });

  try {
    // The emulator, the web server and (when needed) the engine's build at the same time; the API
    // once the emulator answers (its demo accounts are created there).
    const emulatorStep = steps.step('Starting the Firebase Auth Emulator');
    const emulator = launch('the Auth Emulator', [path.join(HERE, 'run-auth-emulator.cjs'), String(emulatorPort), path.join(dataDir, 'auth'), PROJECT_ID], {
      cwd: SERVER_DIR,
      env: { ...baseEnv, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' },
      logFile: path.join(logsDir, 'auth-emulator.log'),
      graceMs: 25_000, // it exports the accounts before it exits
    });
    services.push(emulator);
    const emulatorReady = waitForMessage(emulator, 'ready', 120_000).then(
      () => emulatorStep.done(`Auth Emulator on ${emulatorHost}`),
      (err) => {
        if (stopping) return emulatorStep.drop();
        emulatorStep.fail('The Auth Emulator did not start');
        throw withLog(emulator, err);
      },
    );

    const webStep = steps.step('Starting the web app');
    const viteBin = path.join(path.dirname(createRequire(path.join(WEB_DIR, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js');
    const web = launchSupervised('the web app', [process.execPath, viteBin, 'preview', '--host', '127.0.0.1', '--port', String(webPort), '--strictPort'], {
      cwd: WEB_DIR,
      // vite.config.ts proxies /api and the emulator's paths to these, read at start.
      env: { ...baseEnv, API_URL: apiUrl, AUTH_EMULATOR_URL: `http://${emulatorHost}`, WEB_PORT: String(webPort) },
      logFile: path.join(logsDir, 'web.log'),
      graceMs: 5_000,
    });
    services.push(web);
    const webReady = waitForHttp(web, `${webUrl}/`, 60_000).then(
      () => webStep.done(`Web app on ${webUrl}`),
      (err) => {
        if (stopping) return webStep.drop(); // stopped because something else failed
        webStep.fail('The web app did not start');
        throw withLog(web, err);
      },
    );
    webReady.catch(() => undefined); // awaited below; a failure before then must not go unhandled

    const engineReady = ensureDatabaseEngine({ env: baseEnv, logsDir, steps });
    // Mailpit keeps its mail in the data folder, so what the demo sent is still there after a restart.
    const mailReady = ensureMailpit({ env: baseEnv, logsDir, steps }).then(async () => {
      const mailStep = steps.step('Starting Mailpit');
      /** @type {{ mailpitBinaryPath: () => string, mailpitArgs: (o: { uiPort: number, smtpPort: number, databaseFile?: string }) => string[] }} */
      const { mailpitBinaryPath, mailpitArgs } = serverRequire('./dist/devtools/mailpit.js');
      const mailpit = launchSupervised('Mailpit', [mailpitBinaryPath(), ...mailpitArgs({ uiPort: mailUiPort, smtpPort: mailSmtpPort, databaseFile: path.join(dataDir, 'mailpit.db') })], {
        cwd: dataDir,
        env: baseEnv,
        logFile: path.join(logsDir, 'mailpit.log'),
        graceMs: 5_000,
      });
      services.push(mailpit);
      try {
        await waitForHttp(mailpit, `${mailUrl}/readyz`, 30_000);
      } catch (err) {
        if (stopping) return mailStep.drop();
        mailStep.fail('Mailpit did not start');
        throw withLog(mailpit, err);
      }
      mailStep.done(`Mailpit on ${mailUrl} (SMTP 127.0.0.1:${mailSmtpPort})`);
    });
    // Settle all before deciding, so a failure does not leave a half-started step running.
    const results = await Promise.allSettled([emulatorReady, engineReady, mailReady]);
    for (const r of results) if (r.status === 'rejected') throw r.reason;

    const apiStep = steps.step(seed ? 'Starting the API (database, demo data)' : 'Starting the API');
    const api = launchSupervised('the API', [process.execPath, SERVER_MAIN], {
      // Not the repository root, so a .env written for docker compose (MONGODB_URI=mongodb://mongo…)
      // does not leak into a local start; the shell's variables still do.
      cwd: SERVER_DIR,
      env: {
        ...baseEnv,
        HOST: '127.0.0.1',
        PORT: String(apiPort),
        // Photo URLs on the web's own origin (its /api passes them on), as behind nginx: no second
        // connection before the first card's photo, and the service worker may keep them.
        PUBLIC_API_URL: `${webUrl}/api`,
        CORS_ORIGINS: `${webUrl},http://localhost:${webPort}`,
        DATA_DIR: dataDir,
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
        FIREBASE_PROJECT_ID: PROJECT_ID,
        // The local Mailpit, unless the caller sends mail elsewhere.
        SMTP_URL: baseEnv.SMTP_URL || `smtp://127.0.0.1:${mailSmtpPort}`,
        ACCESS_TOKEN_SECRET: baseEnv.ACCESS_TOKEN_SECRET || accessTokenSecret(dataDir),
        SEED_DEMO_DATA: seed ? 'true' : 'false',
        LOG_LEVEL: baseEnv.LOG_LEVEL || 'info',
      },
      logFile: path.join(logsDir, 'api.log'),
      graceMs: 15_000,
    });
    services.push(api);
    try {
      await waitForMessage(api, 'ready', 300_000);
      await waitForHttp(api, `${apiUrl}/health`, 30_000);
    } catch (err) {
      apiStep.fail('The API did not start');
      throw withLog(api, err);
    }
    apiStep.done(`API on ${apiUrl}`);

    await webReady;
    // The browser reaches the API (and the emulator) through the web server's proxy.
    if (!(await httpOk(`${webUrl}/api/health`, 10_000))) {
      throw withLog(web, new Error(`${webUrl}/api/health does not answer 200: the web server does not pass /api on to the API at ${apiUrl}`));
    }
    if (!(await httpOk(`${webUrl}/emulator/v1/projects/${PROJECT_ID}/config`, 10_000))) {
      throw withLog(web, new Error(`${webUrl}/emulator/… does not answer 200: the web server does not pass the Auth Emulator's paths on to ${emulatorHost}`));
    }
    for (const s of services) watch(s);
  } catch (err) {
    await stop();
    throw err;
  }

  return { webUrl, apiUrl, emulatorHost, mailUrl, dataDir, logsDir, stop, exited, pids: () => services.map((s) => ({ name: s.name, pid: s.child.pid })) };
}
