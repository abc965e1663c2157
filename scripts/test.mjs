#!/usr/bin/env node
// The README's test command: installs and builds what is missing, then runs every suite
// (the workspace type check, lint, knip, the scripts' own tests, shared unit tests, the web's unit
// tests, API tests, the browser tests) and ends with one line
// `total: N passed, N failed, N skipped`. Exits non-zero when anything failed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePnpm } from './lib/pnpm.mjs';
import { ROOT, defaultDataDir } from './lib/paths.mjs';
import { prepare } from './lib/prepare.mjs';
import { createProgress, formatDuration } from './lib/progress.mjs';

const started = Date.now();
const stateDir = defaultDataDir();
const resultsDir = path.join(stateDir, 'test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });
const progress = createProgress();

/**
 * Runs a command with its output on our terminal; answers its exit code.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<number>}
 */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a command with its output kept (stdout and stderr, in order) to print once it ends, so that
 * two of them can run side by side without mixing their lines.
 * @param {string} command
 * @param {readonly string[]} args
 * @returns {Promise<{ code: number, output: string }>}
 */
function runKept(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
  });
}

/** Chromium comes from Debian; a test tool's own browser download fails on these machines. */
function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return;
  const root = process.getuid?.() === 0;
  console.log('==> Installing Chromium from Debian for the browser tests');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation']]) {
    // apt-get itself as root, otherwise through sudo.
    const r = root ? spawnSync('apt-get', args, { stdio: 'inherit', env }) : spawnSync('sudo', ['apt-get', ...args], { stdio: 'inherit', env });
    if (r.status !== 0) throw new Error(`Could not install Chromium (apt-get ${args.join(' ')} failed): install the Debian package "chromium"`);
  }
}

/**
 * The database engine and Mailpit (the API and browser tests read the mail through it): built
 * once each, here with progress, not inside a test's set-up. The first builds take minutes each,
 * side by side: one's downloads and package installs overlap the other's compiling. Their output
 * is printed once each ends, unmixed.
 */
async function ensureEngineAndMailpit() {
  const step = progress.step('Checking for a database engine and Mailpit (building them the first time takes 4–6 minutes)');
  /** @param {string} script */
  const ensure = (script) => runKept(process.execPath, [path.join(ROOT, 'scripts', 'lib', script)]);
  const [engine, mailpit] = await Promise.all([ensure('ensure-database.cjs'), ensure('ensure-mailpit.cjs')]);
  process.stdout.write(engine.output);
  process.stdout.write(mailpit.output);
  if (engine.code !== 0 || mailpit.code !== 0) {
    step.fail(engine.code !== 0 ? 'No database engine' : 'No Mailpit');
    throw new Error(`${engine.code !== 0 ? 'The database engine' : 'Mailpit'} could not be built; see the lines above`);
  }
  step.done('Database engine and Mailpit ready');
}

/**
 * A JSON report, or null when there is none (the suite could not start).
 * @param {string} file
 * @returns {any} the reporter's own shape, read by the counters below
 */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */
/** @type {Array<{ name: string, code: number } & Counts>} */
const suites = [];
/**
 * @param {string} name
 * @param {number} code the suite's exit code
 * @param {Counts | null} [counts] its tests, when it could report them
 */
function record(name, code, counts) {
  const c = counts ?? { passed: 0, failed: 0, skipped: 0 };
  // A suite that failed without a failed test (it could not start, a type error) counts as one failure.
  suites.push({ name, code, ...c, failed: code !== 0 ? Math.max(1, c.failed) : c.failed });
}
/** @type {(file: string) => Counts | null} */
const jestCounts = (file) => {
  const r = readJson(file);
  return r && { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0), skipped: r.numPendingTests + r.numTodoTests };
};
// Vitest's JSON report has jest's counts; a test file that cannot even load fails no test, so it
// counts as one failure of its own (like jest's numRuntimeErrorTestSuites).
/** @type {(file: string) => Counts | null} */
const vitestCounts = (file) => {
  const r = readJson(file);
  if (!r) return null;
  /** @type {Array<{ status: string, assertionResults?: Array<{ status: string }> }>} */
  const files = r.testResults ?? [];
  const brokenFiles = files.filter((f) => f.status === 'failed' && !(f.assertionResults ?? []).some((t) => t.status === 'failed')).length;
  return { passed: r.numPassedTests, failed: r.numFailedTests + brokenFiles, skipped: r.numPendingTests + r.numTodoTests };
};
/** node --test's TAP report ends with its totals: `# pass N`, `# fail N`, … */
/** @type {(file: string) => Counts | null} */
const tapCounts = (file) => {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  /** @param {string} key */
  const total = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return { passed: total('pass'), failed: total('fail') + total('cancelled'), skipped: total('skipped') + total('todo') };
};
/** @type {(file: string) => Counts | null} */
const playwrightCounts = (file) => {
  const r = readJson(file);
  return r && { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
};

async function main() {
  await prepare({ stateDir, progress });
  await ensureEngineAndMailpit();
  ensureChromium();
  const pnpm = await ensurePnpm({ stateDir, progress });
  /** @type {(args: readonly string[], env?: NodeJS.ProcessEnv) => Promise<number>} */
  const pn = (args, env) => run(pnpm.command, [...pnpm.args, ...args], env);

  // The static checks are one thread each: the type check (then knip) beside lint takes the
  // longer of the two on two cores, not their sum. Each one's output is printed once it ends.
  /** @type {(args: readonly string[]) => Promise<{ code: number, output: string }>} */
  const pnKept = (args) => runKept(pnpm.command, [...pnpm.args, ...args]);
  const step = progress.step('Type check, lint and knip, side by side');
  const typecheckThenKnip = async () => {
    const typecheck = await pnKept(['-r', '--workspace-concurrency=1', 'run', 'typecheck']);
    return { typecheck, knip: await pnKept(['run', 'knip']) };
  };
  const [{ typecheck, knip }, lint] = await Promise.all([typecheckThenKnip(), pnKept(['run', 'lint'])]);
  step.done('Type check, lint and knip done');
  console.log('\n==> Type check (all packages)');
  process.stdout.write(typecheck.output);
  record('typecheck', typecheck.code);
  // Any finding fails the step: ESLint's warnings too (--max-warnings 0 in the root "lint").
  console.log('\n==> Lint (ESLint over the workspace: typescript-eslint, hooks, import boundaries)');
  process.stdout.write(lint.output);
  record('lint', lint.code);
  console.log('\n==> knip (unused files, exports and dependencies)');
  process.stdout.write(knip.output);
  record('knip', knip.code);

  console.log('\n==> Scripts tests (node --test: process supervision, the lock, progress, change detection)');
  const scriptsTap = path.join(resultsDir, 'scripts.tap');
  const scriptsTests = path.join(ROOT, 'scripts', 'test');
  const testFiles = fs.readdirSync(scriptsTests).filter((f) => f.endsWith('.test.mjs')).map((f) => path.join(scriptsTests, f));
  const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${scriptsTap}`];
  let code = await run(process.execPath, ['--test', ...reporters, ...testFiles]);
  record('scripts', code, tapCounts(scriptsTap));

  console.log('\n==> Shared package tests');
  const sharedJson = path.join(resultsDir, 'shared.json');
  code = await pn(['--filter', '@mobile-planet/shared', 'exec', 'jest', '--ci', '--json', `--outputFile=${sharedJson}`]);
  record('shared', code, jestCounts(sharedJson));

  console.log('\n==> Web unit tests (vitest + Testing Library in jsdom: the web app\'s own logic)');
  const webUnitJson = path.join(resultsDir, 'web-unit.json');
  code = await pn(['--filter', '@mobile-planet/web', 'exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${webUnitJson}`]);
  record('web unit', code, vitestCounts(webUnitJson));

  console.log('\n==> API tests (real app over HTTP, real database, real Auth Emulator)');
  const serverJson = path.join(resultsDir, 'server.json');
  code = await pn(['--filter', '@mobile-planet/server', 'exec', 'jest', '--ci', '--runInBand', '--json', `--outputFile=${serverJson}`]);
  record('api', code, jestCounts(serverJson));

  console.log('\n==> Browser tests (Playwright driving Debian Chromium against the running stack)');
  const e2eJson = path.join(resultsDir, 'e2e.json');
  code = await pn(['--filter', '@mobile-planet/web', 'exec', 'playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson });
  record('browser', code, playwrightCounts(e2eJson));
}

let fatal;
try {
  await main();
} catch (err) {
  fatal = err;
  console.error(`\n${err instanceof Error ? err.message : String(err)}`);
}

/** @param {keyof Counts} k */
const sum = (k) => suites.reduce((n, s) => n + (s[k] ?? 0), 0);
console.log('\n==> Summary');
for (const s of suites) console.log(`${s.code === 0 ? '✓' : '✗'} ${s.name.padEnd(10)} ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`);
console.log(`   took ${formatDuration(Date.now() - started)}`);
const failed = sum('failed') + (fatal ? 1 : 0);
console.log(`total: ${sum('passed')} passed, ${failed} failed, ${sum('skipped')} skipped`);
process.exit(failed > 0 || suites.some((s) => s.code !== 0) ? 1 : 0);
