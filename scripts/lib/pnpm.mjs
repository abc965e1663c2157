// pnpm 9, the workspace's package manager: the one on PATH, else one installed from the npm
// registry into <stateDir>/tools with plain npm (corepack needs a download host that is not
// reachable on every machine).
//
// Also a command: `node scripts/lib/pnpm.mjs <pnpm arguments>` runs that pnpm in the repository.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, defaultDataDir } from './paths.mjs';
import { runLogged } from './run-logged.mjs';

/**
 * A pnpm to run: `command ...args ...yours`.
 * @typedef {{ command: string, args: string[], version: string }} Pnpm
 */

/**
 * The version package.json's "packageManager" names (pnpm@9.x.y).
 * @returns {string}
 */
export function wantedPnpmVersion() {
  /** @type {{ packageManager?: string }} */
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(pkg.packageManager ?? '');
  return match?.[1] ?? '9.15.9';
}

/** @param {string} v */
const major = (v) => Number(v.split('.')[0]);

/**
 * @param {string} command
 * @param {string[]} args
 * @returns {string | null}
 */
function versionOf(command, args) {
  const r = spawnSync(command, [...args, '--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/**
 * Finds or installs pnpm. Answers `{ command, args, version }`: run it as `command ...args ...yours`.
 * @param {{ stateDir: string, progress?: import('./progress.mjs').Steps }} options
 * @returns {Promise<Pnpm>}
 */
export async function ensurePnpm({ stateDir, progress }) {
  const wanted = wantedPnpmVersion();
  const onPath = versionOf('pnpm', []);
  if (onPath && major(onPath) === major(wanted)) return { command: 'pnpm', args: [], version: onPath };

  const toolsDir = path.join(stateDir, 'tools');
  const script = path.join(toolsDir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  const local = fs.existsSync(script) ? versionOf(process.execPath, [script]) : null;
  if (local === wanted) return { command: process.execPath, args: [script], version: local };

  const step = progress?.step(`Installing pnpm ${wanted} from the npm registry`);
  try {
    fs.mkdirSync(toolsDir, { recursive: true });
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    await runLogged(npm, ['install', '--prefix', toolsDir, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', `pnpm@${wanted}`], {
      cwd: toolsDir,
      logFile: path.join(stateDir, 'logs', 'pnpm-install.log'),
    });
  } catch (err) {
    step?.fail(`pnpm ${wanted} could not be installed`);
    throw err;
  }
  const installed = versionOf(process.execPath, [script]);
  if (!installed) throw new Error(`pnpm was installed into ${toolsDir} but does not run`);
  step?.done(`pnpm ${installed} installed into ${path.relative(ROOT, toolsDir) || toolsDir}`);
  return { command: process.execPath, args: [script], version: installed };
}

/**
 * Runs `pnpm <args>` in the repository with its output in `logFile`.
 * @param {Pnpm} pnpm
 * @param {readonly string[]} args
 * @param {{ logFile: string, env?: NodeJS.ProcessEnv, cwd?: string }} options
 */
export function runPnpm(pnpm, args, { logFile, env = process.env, cwd = ROOT }) {
  return runLogged(pnpm.command, [...pnpm.args, ...args], { cwd, env, logFile });
}

// `node scripts/lib/pnpm.mjs …`: pnpm without having pnpm.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { createProgress } = await import('./progress.mjs');
  const pnpm = await ensurePnpm({ stateDir: defaultDataDir(), progress: createProgress({ out: process.stderr }) });
  const child = spawn(pnpm.command, [...pnpm.args, ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => undefined); // the child hears the terminal too
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
