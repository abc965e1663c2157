// lock.mjs: one start per data folder.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { takeLock } from '../lib/lock.mjs';

/** A data folder of its own for each test. */
const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mp-lock-test-'));
/**
 * @param {string} dir
 * @param {number | undefined} pid
 */
const holdBy = (dir, pid) => fs.writeFileSync(path.join(dir, 'stack.pid'), String(pid));

test('taken, refused while held, taken again once released', (t) => {
  const dir = dataDir();
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const release = takeLock(dir);
  assert.equal(fs.readFileSync(path.join(dir, 'stack.pid'), 'utf8'), String(process.pid));
  assert.throws(() => takeLock(dir), { message: `Mobile Planet is already running on ${dir} (process ${process.pid}). Stop it first, or give another DATA_DIR.` });
  release();
  assert.ok(!fs.existsSync(path.join(dir, 'stack.pid')));
  takeLock(dir)();
});

test('refused while another Node.js process holds it', async (t) => {
  const dir = dataDir();
  const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  t.after(() => {
    holder.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });
  await new Promise((resolve) => holder.once('spawn', resolve));
  holdBy(dir, holder.pid);
  assert.throws(() => takeLock(dir), /already running/);
});

test('taken over from a start that was killed: its process is gone, or is something else now', (t) => {
  const dir = dataDir();
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  holdBy(dir, spawnSync(process.execPath, ['-e', '']).pid);
  takeLock(dir)();
  const sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
  t.after(() => sleeper.kill('SIGKILL'));
  holdBy(dir, sleeper.pid);
  takeLock(dir)();
});
