// prepare.mjs: what tells it that an install or a build is due.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { hashInputs } from '../lib/prepare.mjs';

test('hashInputs changes with what a build reads, and only with that', (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-prepare-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  /** @type {(file: string, text: string) => void} */
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('src/a.ts', 'a');
  write('package.json', '{}');
  const inputs = [path.join(dir, 'src'), path.join(dir, 'package.json'), path.join(dir, 'not-there')];
  const first = hashInputs(inputs);
  assert.equal(hashInputs(inputs), first);

  // What a build writes or installs is not an input.
  for (const skipped of ['node_modules', 'dist', 'build', 'coverage', '.turbo', 'test-results', 'playwright-report', '.git']) write(`src/${skipped}/x.js`, 'x');
  assert.equal(hashInputs(inputs), first);

  write('src/a.ts', 'a changed');
  const changed = hashInputs(inputs);
  assert.notEqual(changed, first);
  write('src/a.ts', 'a');
  assert.equal(hashInputs(inputs), first);

  fs.renameSync(path.join(dir, 'src', 'a.ts'), path.join(dir, 'src', 'b.ts'));
  assert.notEqual(hashInputs(inputs), first, 'a renamed file');
  fs.renameSync(path.join(dir, 'src', 'b.ts'), path.join(dir, 'src', 'a.ts'));

  write('src/new.ts', '');
  assert.notEqual(hashInputs(inputs), first, 'a new, empty file');
  fs.rmSync(path.join(dir, 'src', 'new.ts'));

  assert.notEqual(hashInputs(inputs, ['VITE_X=1']), first, 'a value (the web build bakes VITE_* in)');
});
