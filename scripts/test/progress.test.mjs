// progress.mjs: the status line on a terminal, plain lines in a log.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createProgress, formatDuration } from '../lib/progress.mjs';

/** A stand-in for stdout that keeps what is written. */
function fakeOut(columns = 100) {
  const written = /** @type {string[]} */ ([]);
  const out = /** @type {NodeJS.WriteStream} */ (/** @type {unknown} */ ({ columns, write: (/** @type {string} */ s) => written.push(s) }));
  return { out, text: () => written.join('') };
}

test('formatDuration', () => {
  assert.equal(formatDuration(0), '0.0 s');
  assert.equal(formatDuration(9_949), '9.9 s');
  assert.equal(formatDuration(12_400), '12 s');
  assert.equal(formatDuration(59_400), '59 s');
  assert.equal(formatDuration(112_000), '1 min 52 s');
  assert.equal(formatDuration(3_605_000), '60 min 05 s');
});

test('in a log: a line when a step starts and one when it ends', () => {
  const { out, text } = fakeOut();
  const progress = createProgress({ out, tty: false });
  const install = progress.step('Installing');
  const build = progress.step('Building');
  progress.line('between');
  install.done('Installed');
  build.fail();
  progress.step('Skipped').drop();
  assert.equal(text(), '→ Installing …\n→ Building …\nbetween\n✓ Installed (0.0 s)\n✗ Building (0.0 s)\n→ Skipped …\n');
});

test('a step ends once', () => {
  const { out, text } = fakeOut();
  const step = createProgress({ out, tty: false }).step('Once');
  step.done();
  step.fail();
  assert.equal(text(), '→ Once …\n✓ Once (0.0 s)\n');
});

test('on a terminal: one status line of the running steps, redrawn under each line', () => {
  const { out, text } = fakeOut();
  const progress = createProgress({ out, tty: true });
  const a = progress.step('Starting the API');
  progress.step('Starting the web app');
  progress.line('note');
  a.done('API on :5000');
  const CLEAR = '\r\x1b[2K';
  const parts = text().split(CLEAR).filter(Boolean);
  assert.match(parts[0] ?? '', /^. Starting the API 0\.0 s$/);
  assert.match(parts[1] ?? '', /^. Starting the API 0\.0 s · Starting the web app 0\.0 s$/);
  assert.equal(parts[2], 'note\n');
  assert.match(parts[3] ?? '', /^. Starting the API 0\.0 s · Starting the web app 0\.0 s$/);
  assert.equal(parts[4], '✓ API on :5000 (0.0 s)\n');
  assert.match(parts[5] ?? '', /^. Starting the web app 0\.0 s$/);
});

test('on a terminal: the status line is cut to its width', () => {
  const { out, text } = fakeOut(30);
  createProgress({ out, tty: true }).step('A step whose label is longer than the terminal');
  assert.equal(text().replace('\r\x1b[2K', '').length, 29);
  assert.ok(text().endsWith('…'));
});
