// FerretDB 1.24 (MongoDB wire protocol on SQLite): the database of last resort on a machine
// with no MongoDB. Built once from the Go module proxy into a cache outside the repo.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForPort } from './net';

export const FERRETDB_VERSION = '1.24.2';
const MODULE = 'github.com/FerretDB/FerretDB';

function ferretCacheDir(): string {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'mobile-planet', `ferretdb-${FERRETDB_VERSION}`);
}

/**
 * The binary: FERRETDB_BIN, else the cached build.
 * @public also read by scripts/lib (stack.mjs, ensure-database.cjs) from dist/, which knip cannot follow
 */
export function ferretBinaryPath(): string {
  return process.env.FERRETDB_BIN || path.join(ferretCacheDir(), 'ferretdb');
}

function run(cmd: string, args: string[], cwd: string, log: (line: string) => void): void {
  log(`  $ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, GOFLAGS: '-mod=mod' } });
  if (result.error) throw new Error(`${cmd} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${result.status}`);
}

/**
 * Builds FerretDB if the cache has no binary. `go install …@v1.24.2` cannot be used as is:
 * the proxy here refuses the version-list lookup it makes, and a module-cache build lacks the
 * generated build/version/version.txt (the binary panics without it). So: download the module,
 * copy it, write version.txt, `go build`.
 * @public run by scripts/lib/ensure-database.cjs from dist/, which knip cannot follow
 */
export function ensureFerretBinary(log: (line: string) => void = console.log): string {
  const bin = ferretBinaryPath();
  if (fs.existsSync(bin)) return bin;
  if (process.env.FERRETDB_BIN) throw new Error(`FERRETDB_BIN=${bin} does not exist`);
  const go = spawnSync('go', ['version'], { encoding: 'utf8' });
  if (go.status !== 0) throw new Error('Go is not installed, so FerretDB cannot be built');

  const started = Date.now();
  log(`Building FerretDB ${FERRETDB_VERSION} once (takes a few minutes on 2 cores) into ${path.dirname(bin)} …`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ferretdb-build-'));
  try {
    const download = spawnSync('go', ['mod', 'download', '-json', `${MODULE}@v${FERRETDB_VERSION}`], {
      encoding: 'utf8',
      cwd: work,
      env: { ...process.env, GO111MODULE: 'on' },
    });
    if (download.status !== 0) throw new Error(`go mod download failed: ${download.stderr || download.stdout}`);
    const dir = (JSON.parse(download.stdout) as { Dir: string }).Dir;
    const src = path.join(work, 'src');
    fs.cpSync(dir, src, { recursive: true });
    // Module-cache files are read-only; the copy needs version.txt written into it.
    spawnSync('chmod', ['-R', 'u+w', src]);
    fs.writeFileSync(path.join(src, 'build', 'version', 'version.txt'), `v${FERRETDB_VERSION}\n`);
    log('  downloading FerretDB\'s dependencies and compiling …');
    fs.mkdirSync(path.dirname(bin), { recursive: true });
    const tmpBin = `${bin}.tmp-${process.pid}`;
    run('go', ['build', '-trimpath', '-o', tmpBin, './cmd/ferretdb'], src, log);
    fs.renameSync(tmpBin, bin);
    log(`FerretDB built in ${Math.round((Date.now() - started) / 1000)} s.`);
    return bin;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export interface RunningFerret {
  uri: string;
  /** The running engine's process id (it changes when the engine is restarted). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

/** Restart back-off: from 250 ms, doubling to 5 s; back to the start after a minute of running. */
const BACKOFF_MS = { first: 250, max: 5000, resetAfter: 60_000 };

/**
 * Starts FerretDB on a free loopback port with its SQLite files in `dataDir`, and keeps it
 * running: when it dies (a crash, a kill), it is started again on the same port with back-off,
 * so clients reconnect by themselves.
 */
export async function startFerret(dataDir: string, log: (line: string) => void = console.log): Promise<RunningFerret> {
  const bin = ensureFerretBinary(log);
  fs.mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const args = [
    '--handler=sqlite',
    `--sqlite-url=file:${dataDir}/`,
    `--state-dir=${dataDir}`,
    `--listen-addr=127.0.0.1:${port}`,
    '--telemetry=disable',
    '--log-level=error',
    '--debug-addr=-',
  ];
  let child: ChildProcess;
  let stderr = '';
  let stopping = false;
  let backoff = BACKOFF_MS.first;
  let restartTimer: NodeJS.Timeout | undefined;

  const launch = () => {
    const startedAt = Date.now();
    child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr?.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-4000);
    });
    child.once('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt > BACKOFF_MS.resetAfter) backoff = BACKOFF_MS.first;
      log(`FerretDB exited (${signal ?? `code ${code}`}); starting it again in ${backoff} ms`);
      restartTimer = setTimeout(launch, backoff);
      restartTimer.unref();
      backoff = Math.min(backoff * 2, BACKOFF_MS.max);
    });
  };
  launch();
  // FerretDB dies with its owner, however the owner ends.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    await waitForPort(port, 20_000, () => child.exitCode !== null && !restartTimer);
  } catch (err) {
    stopping = true;
    child!.kill('SIGKILL');
    throw new Error(`FerretDB did not start: ${(err as Error).message}\n${stderr}`);
  }
  return {
    uri: `mongodb://127.0.0.1:${port}/`,
    pid: () => child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        clearTimeout(restartTimer);
        process.removeListener('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
