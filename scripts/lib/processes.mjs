// Child processes: run one to completion with its output in a log file, and end the long-running
// ones we started (and only those) — politely first, then for certain.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

/** @type {(ms: number) => Promise<void>} */
export const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The last `lines` lines of a log file, for an error message.
 * @param {string} file
 */
export function tail(file, lines = 40) {
  try {
    const text = fs.readFileSync(file, 'utf8').trimEnd();
    return text.split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

/**
 * Runs a command to the end with its output in `logFile`; rejects with the log's tail when it
 * fails, so the person sees why.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, logFile: string }} options
 * @returns {Promise<void>}
 */
export function runLogged(command, args, { cwd, env = process.env, logFile }) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const fd = fs.openSync(logFile, 'w');
  fs.writeSync(fd, `$ ${command} ${args.join(' ')}\n`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', fd, fd] });
    child.once('error', (err) => {
      fs.closeSync(fd);
      reject(new Error(`${command} could not run: ${err.message}`));
    });
    child.once('exit', (code, signal) => {
      fs.closeSync(fd);
      if (code === 0) return resolve();
      reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (${signal ?? `exit ${code}`}). Last lines of ${logFile}:\n${tail(logFile)}`));
    });
  });
}

/**
 * Every descendant of `pid` (children, grandchildren, …), read from `ps`.
 * @param {number} pid
 * @returns {number[]}
 */
function descendants(pid) {
  let out;
  try {
    out = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  } catch {
    return [];
  }
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const row of out.trim().split('\n')) {
    const [p, pp] = row.trim().split(/\s+/).map(Number);
    if (p === undefined || pp === undefined) continue;
    const siblings = children.get(pp) ?? [];
    siblings.push(p);
    children.set(pp, siblings);
  }
  const found = [];
  const queue = [pid];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const c of children.get(next) ?? []) {
      found.push(c);
      queue.push(c);
    }
  }
  return found;
}

/**
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
function killQuietly(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

/** @param {ChildProcess} child */
const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

/**
 * Ends a child that was spawned `detached` (the leader of its own process group, so a Ctrl-C in
 * the terminal reaches only us and each service hears one signal, from us): `signal`, then after
 * `graceMs` SIGKILL to it and everything under it. Resolves once it has exited. Whatever of its
 * group outlives it (a database it failed to stop) is killed too.
 * @param {ChildProcess} child
 * @param {{ signal?: NodeJS.Signals, graceMs?: number }} [options]
 */
export async function endProcess(child, { signal = 'SIGTERM', graceMs = 10_000 } = {}) {
  const pid = child.pid;
  if (pid === undefined) return;
  if (!hasExited(child)) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    killQuietly(pid, signal);
    const inTime = await Promise.race([exited.then(() => true), delay(graceMs).then(() => false)]);
    if (!inTime) {
      const tree = descendants(pid);
      killQuietly(-pid, 'SIGKILL');
      for (const p of [pid, ...tree]) killQuietly(p, 'SIGKILL');
      await exited;
    }
  }
  killQuietly(-pid, 'SIGKILL');
}

/**
 * Last resort when we exit without a clean stop: the whole group of every child, at once.
 * @param {readonly ChildProcess[]} children
 */
export function killGroupsNow(children) {
  for (const child of children) {
    if (child.pid !== undefined) {
      killQuietly(-child.pid, 'SIGKILL');
      killQuietly(child.pid, 'SIGKILL');
    }
  }
}
