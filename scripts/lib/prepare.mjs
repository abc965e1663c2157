// Makes the checkout runnable, doing only what changed since last time: `pnpm install` when a
// lockfile or package.json changed, and a build of shared, server and web when their sources
// did. What was done is remembered as content hashes in <stateDir>/stamps; a missing output
// (deleted node_modules or dist) also forces its step.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, SCRIPTS_DIR, SERVER_DIR, SERVER_MAIN, SHARED_DIR, WEB_DIR, WEB_INDEX } from './paths.mjs';
import { ensurePnpm, runPnpm } from './pnpm.mjs';

const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', '.turbo', 'test-results', 'playwright-report', '.git']);

/**
 * @param {string} entry
 * @param {string[]} [found]
 */
function listFiles(entry, found = []) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return found; // an optional input that is not there
  }
  if (stat.isFile()) {
    found.push(entry);
  } else if (stat.isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) {
      if (!SKIP_DIRS.has(name)) listFiles(path.join(entry, name), found);
    }
  }
  return found;
}

/**
 * One hash over the paths and contents of `entries` (files or folders) and some extra values.
 * @param {readonly string[]} entries
 * @param {readonly string[]} [extra]
 */
export function hashInputs(entries, extra = []) {
  const hash = createHash('sha256');
  for (const value of extra) hash.update(`value:${value}\0`);
  for (const entry of entries) {
    for (const file of listFiles(entry)) {
      hash.update(`file:${path.relative(ROOT, file)}\0`);
      hash.update(fs.readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * A package's own files at its top level (package.json, configs), not its folders.
 * @param {string} dir
 */
function topLevelFiles(dir) {
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((n) => path.join(dir, n)).filter((f) => fs.statSync(f).isFile()) : [];
}

/** @typedef {'shared' | 'server' | 'web'} BuildTarget */

function workspaceManifests() {
  const found = [path.join(ROOT, 'package.json'), path.join(SCRIPTS_DIR, 'package.json')];
  for (const group of ['apps', 'packages']) {
    const dir = path.join(ROOT, group);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).sort()) {
      const manifest = path.join(dir, name, 'package.json');
      if (fs.existsSync(manifest)) found.push(manifest);
    }
  }
  return found;
}

/**
 * @param {string} stateDir
 * @param {string} name
 * @returns {string | null}
 */
function readStamp(stateDir, name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(stateDir, 'stamps', `${name}.json`), 'utf8')).hash;
  } catch {
    return null;
  }
}

/**
 * @param {string} stateDir
 * @param {string} name
 * @param {string} hash
 */
function writeStamp(stateDir, name, hash) {
  fs.mkdirSync(path.join(stateDir, 'stamps'), { recursive: true });
  fs.writeFileSync(path.join(stateDir, 'stamps', `${name}.json`), `${JSON.stringify({ hash, at: new Date().toISOString() }, null, 2)}\n`);
}

/**
 * The web build bakes VITE_* variables in, so they are part of what it was built from.
 * @param {NodeJS.ProcessEnv} env
 */
function viteEnv(env) {
  return Object.keys(env)
    .filter((k) => k.startsWith('VITE_'))
    .sort()
    .map((k) => `${k}=${env[k]}`);
}

/**
 * @param {{
 *   stateDir: string,
 *   progress: import('./progress.mjs').Steps,
 *   targets?: Array<BuildTarget>,
 *   webEnv?: Record<string, string>,
 * }} options
 * @returns {Promise<{ installed: boolean, built: BuildTarget[] }>}
 */
export async function prepare({ stateDir, progress, targets = ['shared', 'server', 'web'], webEnv = {} }) {
  const logs = path.join(stateDir, 'logs');
  /** @type {import('./pnpm.mjs').Pnpm | undefined} */
  let pnpm;
  const getPnpm = async () => (pnpm ??= await ensurePnpm({ stateDir, progress }));

  // 1. Dependencies.
  const installHash = hashInputs(
    [...workspaceManifests(), path.join(ROOT, 'pnpm-lock.yaml'), path.join(ROOT, 'pnpm-workspace.yaml')],
    [`node-abi:${process.versions.modules}`, `platform:${process.platform}-${process.arch}`],
  );
  const installedOk =
    readStamp(stateDir, 'install') === installHash &&
    fs.existsSync(path.join(ROOT, 'node_modules', '.modules.yaml')) &&
    [SERVER_DIR, WEB_DIR, SHARED_DIR, SCRIPTS_DIR].every((dir) => fs.existsSync(path.join(dir, 'node_modules')));
  let installed = false;
  if (!installedOk) {
    const p = await getPnpm();
    const step = progress.step(`Installing dependencies (pnpm ${p.version}; the first time takes a few minutes)`);
    try {
      await runPnpm(p, ['install', '--frozen-lockfile', '--reporter=append-only'], {
        logFile: path.join(logs, 'install.log'),
        env: { ...process.env, CI: 'true' },
      });
    } catch (err) {
      step.fail('Installing dependencies failed');
      throw err;
    }
    writeStamp(stateDir, 'install', installHash);
    step.done('Dependencies installed');
    installed = true;
  }

  // 2. Builds: shared, then the server (it compiles against shared's types); the web alongside
  // (it reads shared from source).
  const base = path.join(ROOT, 'tsconfig.base.json');
  const sharedHash = hashInputs([path.join(SHARED_DIR, 'src'), ...topLevelFiles(SHARED_DIR), base], [installHash]);
  const env = { ...process.env, ...webEnv };
  /** @type {Record<BuildTarget, { label: string, filter: string, output: string, hash: string }>} */
  const builds = {
    shared: { label: 'the shared package', filter: '@mobile-planet/shared', output: path.join(SHARED_DIR, 'dist', 'index.js'), hash: sharedHash },
    server: {
      label: 'the API',
      filter: '@mobile-planet/server',
      output: SERVER_MAIN,
      hash: hashInputs([path.join(SERVER_DIR, 'src'), ...topLevelFiles(SERVER_DIR), base], [installHash, sharedHash]),
    },
    web: {
      label: 'the web app',
      filter: '@mobile-planet/web',
      output: WEB_INDEX,
      hash: hashInputs([path.join(WEB_DIR, 'src'), path.join(WEB_DIR, 'public'), ...topLevelFiles(WEB_DIR), path.join(SHARED_DIR, 'src'), base], [installHash, ...viteEnv(env)]),
    },
  };
  // The server cannot be built without shared's types.
  const wanted = new Set(targets);
  if (wanted.has('server')) wanted.add('shared');
  /** @type {BuildTarget[]} */
  const built = [];
  /** @param {BuildTarget} name */
  const build = async (name) => {
    if (!wanted.has(name)) return;
    const b = builds[name];
    if (readStamp(stateDir, `build-${name}`) === b.hash && fs.existsSync(b.output)) return;
    const p = await getPnpm();
    const step = progress.step(`Building ${b.label}`);
    try {
      await runPnpm(p, ['--filter', b.filter, 'run', 'build'], { logFile: path.join(logs, `build-${name}.log`), env });
    } catch (err) {
      step.fail(`Building ${b.label} failed`);
      throw err;
    }
    writeStamp(stateDir, `build-${name}`, b.hash);
    step.done(`Built ${b.label}`);
    built.push(name);
  };
  await Promise.all([
    (async () => {
      await build('shared');
      await build('server');
    })(),
    build('web'),
  ]);
  return { installed, built };
}
