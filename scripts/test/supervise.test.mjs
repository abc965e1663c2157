// supervise.cjs: the guarantee that no service outlives the start command, even one killed outright.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchSupervised, waitForMessage } from '../lib/services.mjs';
import { killAll, stillRunningAfter } from './pids.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SERVICE = path.join(HERE, 'fixtures', 'service.cjs');
const SUPERVISE = path.join(HERE, '..', 'lib', 'supervise.cjs');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-supervise-test-'));
test.after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** @typedef {{ pid: number, grandchildren: number[], supervisor: number }} Started */

/**
 * The stand-in start command with the fixture service under supervise.cjs; answers its process
 * and the pids it reports once the service is ready.
 * @param {number} graceMs
 * @param {string[]} flags
 * @returns {Promise<{ start: import('node:child_process').ChildProcess, started: Started }>}
 */
async function startCommand(graceMs, flags) {
  const logFile = path.join(tmp, `service-${Date.now()}.log`);
  const start = spawn(process.execPath, [path.join(HERE, 'fixtures', 'start-supervised.mjs'), logFile, String(graceMs), ...flags], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  /** @type {string} */
  const line = await new Promise((resolve, reject) => {
    start.stdout?.once('data', (d) => resolve(String(d)));
    start.once('exit', (code) => reject(new Error(`the start command exited (${code}); see ${logFile}`)));
  });
  return { start, started: JSON.parse(line) };
}

test('when the start command is SIGKILLed, the service and what it started go down', async (t) => {
  const { start, started } = await startCommand(5000, ['--grandchild']);
  const pids = [started.supervisor, started.pid, ...started.grandchildren];
  t.after(() => killAll(pids));
  start.kill('SIGKILL');
  assert.deepEqual(await stillRunningAfter(pids, 3000), []);
});

test('a service that ignores the stop is killed with its group once its grace is over', async (t) => {
  const { start, started } = await startCommand(300, ['--ignore-stop', '--grandchild', '--escaped-grandchild']);
  const [inGroup = 0, escaped = 0] = started.grandchildren;
  t.after(() => killAll([started.supervisor, started.pid, inGroup, escaped]));
  start.kill('SIGKILL');
  assert.deepEqual(await stillRunningAfter([started.supervisor, started.pid, inGroup], 3000), []);
  // What left the group is beyond supervise.cjs (the stack's endProcess() finds it by its parent).
  killAll([escaped]);
});

test('passes on the ready message, and the stop signal once', async (t) => {
  const service = launchSupervised('the service', [process.execPath, SERVICE, '--ready', '--grandchild'], {
    cwd: tmp,
    env: process.env,
    logFile: path.join(tmp, 'relay.log'),
    graceMs: 5000,
  });
  const ready = /** @type {{ type: string } & Started} */ (await waitForMessage(service, 'ready', 10_000));
  t.after(() => killAll([service.child.pid, ready.pid, ...ready.grandchildren]));
  assert.equal(typeof ready.pid, 'number');
  const exited = new Promise((resolve) => service.child.once('exit', (code, signal) => resolve(signal ?? code)));
  service.child.kill('SIGTERM');
  service.child.kill('SIGTERM');
  // It ends its own group when the service has stopped: its own exit is that SIGKILL.
  assert.equal(await exited, 'SIGKILL');
  assert.deepEqual(await stillRunningAfter([ready.pid, ...ready.grandchildren], 3000), []);
});

test("exits with the service's code when the service ends by itself", () => {
  const r = spawnSync(process.execPath, [SUPERVISE, '1000', process.execPath, SERVICE, '--exit=3'], { encoding: 'utf8' });
  assert.equal(r.status, 3);
  assert.match(r.stdout, /service \d+ up/);
});

test('refuses to run without a grace', () => {
  const r = spawnSync(process.execPath, [SUPERVISE, process.execPath, SERVICE], { encoding: 'utf8' });
  assert.equal(r.status, 2);
  assert.match(r.stderr, /usage: supervise\.cjs <grace ms>/);
});
