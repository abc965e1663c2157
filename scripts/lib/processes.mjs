// Child processes: run one to completion with its output in a log file, and end the long-running
// ones we started (and only those) — politely first, then for certain.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The last `lines` lines of a log file, for an error message. */
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

/** Every descendant of `pid` (children, grandchildren, …), read from `ps`. */
export function descendants(pid) {
  let out;
  try {
    out = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  } catch {
    return [];
  }
  const children = new Map();
  for (const row of out.trim().split('\n')) {
    const [p, pp] = row.trim().split(/\s+/).map(Number);
    if (!children.has(pp)) children.set(pp, []);
    children.get(pp).push(p);
  }
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const c of children.get(queue.shift()) ?? []) {
      found.push(c);
      queue.push(c);
    }
  }
  return found;
}

function killQuietly(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

/**
 * Ends a child that was spawned `detached` (the leader of its own process group, so a Ctrl-C in
 * the terminal reaches only us and each service hears one signal, from us): `signal`, then after
 * `graceMs` SIGKILL to it and everything under it. Resolves once it has exited. Whatever of its
 * group outlives it (a database it failed to stop) is killed too.
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

/** Last resort when we exit without a clean stop: the whole group of every child, at once. */
export function killGroupsNow(children) {
  for (const child of children) {
    if (child.pid !== undefined) {
      killQuietly(-child.pid, 'SIGKILL');
      killQuietly(child.pid, 'SIGKILL');
    }
  }
}
