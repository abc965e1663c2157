// One start per data folder: two engines on the same PostgreSQL files cannot both run. The lock
// is a file holding the starter's pid; one left by a start that was killed is taken over.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Takes the lock of `dataDir`, or throws when a live start holds it.
 * @param {string} dataDir
 * @returns {() => void} releases the lock
 */
export function takeLock(dataDir) {
  const file = path.join(dataDir, 'stack.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid === process.pid || isNodeProcess(pid)) {
        throw new Error(`Mobile Planet is already running on ${dataDir} (process ${pid}). Stop it first, or give another DATA_DIR.`);
      }
      fs.rmSync(file, { force: true }); // left by a start that was killed
    }
  }
  throw new Error(`could not take the lock ${file}`);
}

/**
 * Whether `pid` is a live Node.js process (a stale lock's pid may since belong to anything).
 * @param {number} pid
 */
function isNodeProcess(pid) {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if (/** @type {NodeJS.ErrnoException} */ (e).code !== 'EPERM') return false;
  }
  const r = spawnSync('ps', ['-o', 'comm=', '-p', String(pid)], { encoding: 'utf8' });
  return r.status !== 0 || /node/i.test(r.stdout); // without ps, assume it is
}
