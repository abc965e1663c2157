// Runs the Firebase Auth Emulator for the stack (through the server's startAuthEmulator, which
// imports saved accounts at start and exports them on a clean stop), as the leader of its own
// process group. Tells the stack when it is ready; stops it once on SIGTERM, SIGINT, or when the
// stack goes away.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const [port, persistDir, projectId] = process.argv.slice(2);

// firebase-tools finds "its" emulator hub, to export through on exit, by a file named after the
// project in the temp folder. Every emulator of demo-mobile-planet on the machine (a test run,
// another stack) would share that file, and one's accounts could be exported into another's
// folder. A temp folder of our own keeps the lookup ours.
const privateTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-emulator-'));
process.env.TMPDIR = privateTmp;
process.on('exit', () => fs.rmSync(privateTmp, { recursive: true, force: true }));
/**
 * What apps/server/src/devtools/auth-emulator.ts exports, as used here.
 * @typedef {{ host: string, process: import('node:child_process').ChildProcess, stop: () => Promise<void> }} RunningEmulator
 * @typedef {(options: { port: number, persistDir?: string, projectId?: string, log?: (line: string) => void }) => Promise<RunningEmulator>} StartAuthEmulator
 */
/** @type {{ startAuthEmulator: StartAuthEmulator }} */
const { startAuthEmulator } = require(path.join(__dirname, '..', '..', 'apps', 'server', 'dist', 'devtools', 'auth-emulator.js'));

/** @type {RunningEmulator | undefined} */
let emulator;
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  // Not up yet: exiting kills the half-started emulator (startAuthEmulator's exit hook).
  if (!emulator) process.exit(143);
  emulator.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('SIGHUP', stop);
process.on('disconnect', stop);

startAuthEmulator({ port: Number(port), persistDir, projectId, log: (line) => console.log(line) }).then(
  (running) => {
    emulator = running;
    // The emulator's own output (including its export on stop) goes to our log too.
    running.process.stdout?.on('data', (/** @type {Buffer} */ d) => process.stdout.write(d));
    running.process.stderr?.on('data', (/** @type {Buffer} */ d) => process.stderr.write(d));
    console.log(`Auth Emulator listening on ${running.host} (accounts kept in ${persistDir})`);
    running.process.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`the Auth Emulator exited by itself (${signal ?? `exit ${code}`})`);
      process.exit(1);
    });
    if (process.connected) process.send?.({ type: 'ready', host: running.host });
  },
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
