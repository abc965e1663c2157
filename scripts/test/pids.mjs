// Process checks for the tests.
import fs from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * Whether `pid` still runs. A zombie (dead, not yet reaped by whoever inherited it) does not.
 * @param {number} pid
 */
export function isRunning(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/**
 * Waits until none of `pids` runs; answers those still running after `timeoutMs`.
 * @param {readonly number[]} pids
 */
export async function stillRunningAfter(pids, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const running = pids.filter(isRunning);
    if (running.length === 0 || Date.now() > deadline) return running;
    await delay(50);
  }
}

/**
 * SIGKILL, for a test's clean-up.
 * @param {readonly (number | undefined)[]} pids
 */
export function killAll(pids) {
  for (const pid of pids) {
    try {
      if (pid) process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
}
