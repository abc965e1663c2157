// Mailpit (github.com/axllent/mailpit): the local mail server the API sends to in development and
// tests, with a web UI and an HTTP API to read what was sent. Never used in production (SMTP_URL).
// Built once per machine from the Go module proxy into the same cache as the database engine: the
// module has no web UI assets (server/ui/dist is not in the module zip), so they are built with
// npm from the module's own esbuild config before `go build` embeds them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from './database/net';
import { supervise } from './database/supervised';

const MAILPIT_VERSION = '1.33.1';
const MODULE = 'github.com/axllent/mailpit';

function cacheDir(): string {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'mobile-planet');
}

/**
 * The Mailpit binary: MAILPIT_BIN, else the cached build (keyed by version).
 * @public also read by scripts/lib from dist/
 */
export function mailpitBinaryPath(): string {
  return process.env.MAILPIT_BIN || path.join(cacheDir(), `mailpit-${MAILPIT_VERSION}`, 'mailpit');
}

/** @public read by scripts/lib from dist/ */
export function mailpitIsBuilt(): boolean {
  return fs.existsSync(mailpitBinaryPath());
}

function run(cmd: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv }, log: (line: string) => void): string {
  log(`  $ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: options.cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...options.env } });
  if (result.error) throw new Error(`${cmd} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${result.status}`);
  return result.stdout;
}

/**
 * Builds Mailpit into the cache unless it is there (about 3 minutes the first time).
 * @public run by scripts/lib/ensure-mailpit.cjs and the API tests' set-up
 */
export function ensureMailpit(log: (line: string) => void = console.log): void {
  if (process.env.MAILPIT_BIN) {
    if (!fs.existsSync(process.env.MAILPIT_BIN)) throw new Error(`MAILPIT_BIN=${process.env.MAILPIT_BIN} does not exist`);
    return;
  }
  const bin = mailpitBinaryPath();
  if (fs.existsSync(bin)) return;
  if (spawnSync('go', ['version']).status !== 0) throw new Error('Go is not installed, so Mailpit cannot be built');
  const started = Date.now();
  log(`Building Mailpit ${MAILPIT_VERSION} from the Go module proxy into ${path.dirname(bin)} …`);
  const downloaded = JSON.parse(run('go', ['mod', 'download', '-json', `${MODULE}@v${MAILPIT_VERSION}`], {}, log)) as { Dir?: string; Error?: string };
  if (!downloaded.Dir) throw new Error(`go mod download: ${downloaded.Error ?? 'no module folder'}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-mailpit-build-'));
  try {
    const src = path.join(work, 'src');
    // The module cache is read-only: build in a writable copy.
    fs.cpSync(downloaded.Dir, src, { recursive: true });
    spawnSync('chmod', ['-R', 'u+w', src]);
    // Only what the UI build needs (esbuild, its Vue and Sass plugins and the UI's libraries): the
    // linters and the browser test tools are left out. The lock file is dropped because the
    // registry we install from does not serve some versions it pins (sass-embedded 1.108.1):
    // npm takes the newest that package.json's ranges allow. It serves rapidoc (the UI's API docs
    // page) only up to 9.3.8, which that page works with.
    const pkgFile = path.join(src, 'package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { dependencies: Record<string, string>; devDependencies?: Record<string, string> };
    for (const name of Object.keys(pkg.devDependencies ?? {})) if (/eslint|prettier|playwright|jsdom|^globals$/.test(name)) delete pkg.devDependencies![name];
    pkg.dependencies.rapidoc = '^9.3.8 || ^12.0.0';
    fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
    fs.rmSync(path.join(src, 'package-lock.json'), { force: true });
    const env = { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', npm_config_update_notifier: 'false' };
    run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: src, env }, log);
    run('npm', ['run', 'build'], { cwd: src, env }, log);
    if (!fs.existsSync(path.join(src, 'server', 'ui', 'dist', 'app.js'))) throw new Error('the Mailpit UI build wrote no server/ui/dist/app.js');
    const out = path.join(work, 'mailpit');
    run('go', ['build', '-buildvcs=false', '-ldflags', `-s -w -X ${MODULE}/config.Version=v${MAILPIT_VERSION}`, '-o', out, '.'], { cwd: src }, log);
    fs.mkdirSync(path.dirname(bin), { recursive: true });
    // Copied then renamed, so a build killed half-way never leaves a binary that looks complete.
    fs.copyFileSync(out, `${bin}.tmp-${process.pid}`);
    fs.chmodSync(`${bin}.tmp-${process.pid}`, 0o755);
    fs.renameSync(`${bin}.tmp-${process.pid}`, bin);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  log(`Mailpit built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

export interface RunningMailpit {
  /** The web UI and its HTTP API (`/api/v1/messages`). */
  url: string;
  /** What the API sends through: `smtp://127.0.0.1:<port>`. */
  smtpUrl: string;
  pid(): number | undefined;
  stop(): Promise<void>;
}

/**
 * The arguments Mailpit runs with: loopback only, plain SMTP without authentication (nothing
 * leaves the machine), its messages in `databaseFile` (a temporary one when absent).
 * @public also read by scripts/lib/stack.mjs from dist/
 */
export function mailpitArgs(options: { uiPort: number; smtpPort: number; databaseFile?: string }): string[] {
  return [
    '--listen', `127.0.0.1:${options.uiPort}`,
    '--smtp', `127.0.0.1:${options.smtpPort}`,
    '--smtp-auth-allow-insecure',
    '--disable-version-check',
    '--quiet',
    ...(options.databaseFile ? ['--database', options.databaseFile] : []),
  ];
}

/** Starts Mailpit supervised, on free ports unless given; builds it first when needed. */
export async function startMailpit(options: { uiPort?: number; smtpPort?: number; databaseFile?: string; log?: (line: string) => void } = {}): Promise<RunningMailpit> {
  const log = options.log ?? ((line: string) => console.log(line));
  ensureMailpit(log);
  const uiPort = options.uiPort ?? (await freePort());
  const smtpPort = options.smtpPort ?? (await freePort());
  const url = `http://127.0.0.1:${uiPort}`;
  const mailpit = supervise({ name: 'Mailpit', command: mailpitBinaryPath(), args: mailpitArgs({ uiPort, smtpPort, databaseFile: options.databaseFile }), log });
  try {
    await waitForHttp(`${url}/readyz`, 30_000);
  } catch (err) {
    await mailpit.stop('SIGKILL');
    throw new Error(`Mailpit did not start: ${(err as Error).message}\n${mailpit.stderr()}`);
  }
  return { url, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, pid: mailpit.pid, stop: () => mailpit.stop() };
}
