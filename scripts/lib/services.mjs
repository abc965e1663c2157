// The stack's long-running services: each started as the leader of its own process group with
// its output in a log file, waited for (an IPC message, an HTTP answer), and ended — politely
// first, then for certain, with whatever it started.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pidtree from 'pidtree';
import { tail } from './run-logged.mjs';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

/** @param {string} url */
export async function httpOk(url, timeoutMs = 3000) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/**
 * @typedef {{ name: string, child: ChildProcess, logFile: string, signal: NodeJS.Signals, graceMs: number }} Service
 */

/**
 * Starts a service as the leader of its own process group (so a Ctrl-C in the terminal reaches
 * the start command alone and each service is stopped once, in order), output to its log file.
 * @param {string} name
 * @param {string[]} args
 * @param {{ env: NodeJS.ProcessEnv, cwd: string, logFile: string, signal?: NodeJS.Signals, graceMs?: number }} options
 * @returns {Service}
 */
export function launch(name, args, { env, cwd, logFile, signal = 'SIGTERM', graceMs = 10_000 }) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const fd = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, args, { cwd, env, detached: true, stdio: ['ignore', fd, fd, 'ipc'] });
  fs.closeSync(fd);
  return { name, child, logFile, signal, graceMs };
}

const SUPERVISE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'supervise.cjs');

/**
 * Starts a command that knows nothing of us (vite, the API) under supervise.cjs, which ends it
 * when we die, even by SIGKILL, and kills its group if it is still there `graceMs` later.
 * @param {string} name
 * @param {readonly string[]} command
 * @param {{ env: NodeJS.ProcessEnv, cwd: string, logFile: string, signal?: NodeJS.Signals, graceMs?: number }} options
 * @returns {Service}
 */
export function launchSupervised(name, command, options) {
  const graceMs = options.graceMs ?? 10_000;
  return launch(name, [SUPERVISE, String(graceMs), ...command], { ...options, graceMs });
}

/**
 * Resolves with the service's first IPC message of `type`; rejects when it exits or times out.
 * @param {Service} service
 * @param {string} type
 * @param {number} timeoutMs
 * @returns {Promise<{ type: string }>}
 */
export function waitForMessage(service, type, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stopListening();
      reject(new Error(`${service.name} was not ready within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    /** @param {unknown} m */
    const onMessage = (m) => {
      if (typeof m !== 'object' || m === null || !('type' in m) || m.type !== type) return;
      stopListening();
      resolve(/** @type {{ type: string }} */ (m));
    };
    /** @type {(code: number | null, signal: NodeJS.Signals | null) => void} */
    const onExit = (code, signal) => {
      stopListening();
      reject(new Error(`${service.name} exited while starting (${signal ?? `exit ${code}`})`));
    };
    function stopListening() {
      clearTimeout(timer);
      service.child.off('message', onMessage);
      service.child.off('exit', onExit);
    }
    service.child.on('message', onMessage);
    service.child.once('exit', onExit);
  });
}

/**
 * Polls until GET url answers 200; rejects when the service exits or time runs out.
 * @param {Service} service
 * @param {string} url
 * @param {number} timeoutMs
 */
export async function waitForHttp(service, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null || service.child.signalCode !== null) throw new Error(`${service.name} exited while starting`);
    if (await httpOk(url)) return;
    await delay(250);
  }
  throw new Error(`${url} did not answer 200 within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * @param {Service} service
 * @param {unknown} err
 */
export function withLog(service, err) {
  return new Error(`${err instanceof Error ? err.message : String(err)}\nLast lines of ${service.logFile}:\n${tail(service.logFile)}`);
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
 * Whether `promise` settles within `ms`, leaving no timer behind.
 * @param {Promise<unknown>} promise
 * @param {number} ms
 */
async function settlesWithin(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, ms, false)));
  try {
    return await Promise.race([promise.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Ends a child that was spawned `detached` (the leader of its own process group, so a Ctrl-C in
 * the terminal reaches only us and each service hears one signal, from us): `signal`, then after
 * `graceMs` SIGKILL to its group and to every descendant (read before any dies: an orphan is no
 * one's descendant), one that left the group too. Resolves once it has exited. Whatever of its
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
    if (!(await settlesWithin(exited, graceMs))) {
      // Without `ps` (a slim container), the group alone.
      const tree = await pidtree(pid, { root: true }).catch(() => [pid]);
      killQuietly(-pid, 'SIGKILL');
      for (const p of tree) killQuietly(p, 'SIGKILL');
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
