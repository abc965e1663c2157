// services.mjs: waiting for a service, and ending it with everything it started.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { endProcess, launch, waitForHttp, waitForMessage, withLog } from '../lib/services.mjs';
import { isRunning, killAll, stillRunningAfter } from './pids.mjs';

const SERVICE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'service.cjs');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-services-test-'));
test.after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** @typedef {{ type: string, pid: number, grandchildren: number[] }} Ready */

/**
 * The fixture service, launched as the stack launches its own.
 * @param {string[]} flags
 */
function launchService(flags, graceMs = 300) {
  return launch('the service', [SERVICE, ...flags], { cwd: tmp, env: process.env, logFile: path.join(tmp, `${Date.now()}.log`), graceMs });
}

test('waitForMessage answers the message of its type', async (t) => {
  const service = launchService(['--ready']);
  t.after(() => endProcess(service.child, { graceMs: 1000 }));
  const ready = /** @type {Ready} */ (await waitForMessage(service, 'ready', 10_000));
  assert.equal(ready.pid, service.child.pid);
});

test('waitForMessage says when the service exited first, and how', async () => {
  const service = launchService(['--exit=3']);
  await assert.rejects(waitForMessage(service, 'ready', 10_000), { message: 'the service exited while starting (exit 3)' });
});

test('waitForMessage gives up after its time', async (t) => {
  const service = launchService([]);
  t.after(() => endProcess(service.child, { graceMs: 1000 }));
  await assert.rejects(waitForMessage(service, 'ready', 400), { message: 'the service was not ready within 0 s' });
});

test('endProcess: a service that stops in time, and what it left in its group', async (t) => {
  const service = launchService(['--ready', '--grandchild'], 10_000);
  const ready = /** @type {Ready} */ (await waitForMessage(service, 'ready', 10_000));
  t.after(() => killAll(ready.grandchildren));
  const started = Date.now();
  await endProcess(service.child, { graceMs: 10_000 });
  assert.ok(Date.now() - started < 5000, 'not after the grace');
  assert.equal(service.child.signalCode, 'SIGTERM');
  assert.deepEqual(await stillRunningAfter(ready.grandchildren, 2000), []);
});

test('endProcess: a service that ignores the stop, with a child that left its group', async (t) => {
  const service = launchService(['--ready', '--ignore-stop', '--grandchild', '--escaped-grandchild']);
  const ready = /** @type {Ready} */ (await waitForMessage(service, 'ready', 10_000));
  t.after(() => killAll(ready.grandchildren));
  await endProcess(service.child, { graceMs: 300 });
  assert.equal(service.child.signalCode, 'SIGKILL');
  assert.deepEqual(await stillRunningAfter(ready.grandchildren, 2000), []);
});

test('endProcess of a service that has already exited', async () => {
  const service = launchService(['--exit=0']);
  await new Promise((resolve) => service.child.once('exit', resolve));
  await endProcess(service.child, { graceMs: 300 });
  assert.equal(service.child.exitCode, 0);
});

test('waitForHttp waits for a 200, and stops waiting when the service exits', async (t) => {
  let calls = 0;
  const server = http.createServer((_req, res) => {
    res.writeHead(++calls < 3 ? 503 : 200).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const running = launchService([]);
  t.after(() => endProcess(running.child, { graceMs: 1000 }));
  await waitForHttp(running, `http://127.0.0.1:${port}/`, 10_000);
  assert.equal(calls, 3);

  const dying = launchService(['--exit=1']);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  // Nothing answers now, so only the exit ends the wait.
  await assert.rejects(waitForHttp(dying, `http://127.0.0.1:${port}/`, 10_000), { message: 'the service exited while starting' });
  assert.ok(!isRunning(dying.child.pid ?? 0));
});

test("withLog adds the end of the service's log to the error", async () => {
  const service = launchService(['--exit=1']);
  await new Promise((resolve) => service.child.once('exit', resolve));
  const err = withLog(service, new Error('it failed'));
  assert.match(err.message, /^it failed\nLast lines of .*\.log:\nservice \d+ up$/);
});
