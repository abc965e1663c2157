// run-logged.mjs: the bootstrap's way to run pnpm and npm with their output in a log.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { runLogged, tail } from '../lib/run-logged.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-run-logged-test-'));
test.after(() => fs.rmSync(tmp, { recursive: true, force: true }));

test('the command line and all output in the log (its folder made)', async () => {
  const logFile = path.join(tmp, 'ok', 'out.log');
  await runLogged(process.execPath, ['-e', 'console.log("out"); console.error("err")'], { logFile });
  assert.equal(fs.readFileSync(logFile, 'utf8'), `$ ${process.execPath} -e console.log("out"); console.error("err")\nout\nerr\n`);
});

test('a failure rejects with the end of the log', async () => {
  const logFile = path.join(tmp, 'fail.log');
  const script = 'for (let i = 1; i <= 50; i++) console.log(`line ${i}`); process.exit(4)';
  await assert.rejects(runLogged(process.execPath, ['-e', script], { logFile }), (err) => {
    assert.ok(err instanceof Error);
    assert.match(err.message, /failed \(exit 4\)\. Last lines of .*fail\.log:\nline 11\n/);
    assert.match(err.message, /line 50$/);
    assert.doesNotMatch(err.message, /line 10\n/);
    return true;
  });
});

test('a command that cannot run', async () => {
  await assert.rejects(runLogged(path.join(tmp, 'no-such-command'), [], { logFile: path.join(tmp, 'missing.log') }), /no-such-command could not run: spawn .* ENOENT/);
});

test('passes the environment and the folder', async () => {
  const logFile = path.join(tmp, 'env.log');
  await runLogged(process.execPath, ['-e', 'console.log(process.env.MP_TEST, process.cwd())'], { logFile, env: { MP_TEST: 'yes' }, cwd: tmp });
  assert.equal(tail(logFile, 1), `yes ${fs.realpathSync(tmp)}`);
});

test('tail of a missing file', () => {
  assert.equal(tail(path.join(tmp, 'nothing.log')), '(no output)');
});
