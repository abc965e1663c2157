// Runs one service of the stack (the API, the web server) as the leader of its own process group.
// It passes on the stack's stop signal exactly once, relays the service's IPC messages ("ready")
// to the stack, and ends the service when the stack itself goes away without a word (killed),
// so no service outlives the command that started it. Once stopped, or if still running <grace ms>
// after the stop signal, the service's whole group is killed (what it started, a database, too).
'use strict';
const { spawn } = require('node:child_process');

const [grace, command, ...args] = process.argv.slice(2);
const graceMs = Number(grace);
if (!command || !Number.isInteger(graceMs) || graceMs < 0) {
  console.error('usage: supervise.cjs <grace ms> <command> [args…]');
  process.exit(2);
}

let forwarded = false; // the stop signal, passed on once
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
child.on('message', (message) => {
  if (process.connected) process.send?.(message);
});
child.on('error', (err) => {
  console.error(`${command} could not start: ${err.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  // Stopped: what it left in our group goes too (as endProcess() does, if the stack is still there).
  if (forwarded) killGroup();
  /** @type {Partial<Record<NodeJS.Signals, number>>} */
  const codes = { SIGINT: 130, SIGTERM: 143, SIGKILL: 137 };
  process.exit(code ?? (signal ? codes[signal] : undefined) ?? 1);
});

/** SIGKILL to the group we lead, ourselves included. */
function killGroup() {
  try {
    process.kill(-process.pid, 'SIGKILL');
  } catch {
    // not a group leader (run by hand): the service alone
  }
}

/** @param {NodeJS.Signals} signal */
const forward = (signal) => {
  if (forwarded) return;
  forwarded = true;
  child.kill(signal);
  // Unref'd: a service that stops in time ends us through its 'exit' above.
  setTimeout(() => {
    console.error(`${command} did not stop within ${graceMs} ms: killing its process group`);
    child.kill('SIGKILL');
    killGroup();
  }, graceMs).unref();
};
process.on('SIGTERM', () => forward('SIGTERM'));
process.on('SIGINT', () => forward('SIGINT'));
process.on('SIGHUP', () => forward('SIGTERM'));
process.on('disconnect', () => forward('SIGTERM'));
