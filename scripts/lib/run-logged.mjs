// Runs a command to completion with its output in a log file. Part of the bootstrap (it installs
// pnpm and the dependencies), so Node's own modules only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The last `lines` lines of a log file, for an error message.
 * @param {string} file
 */
export function tail(file, lines = 40) {
  try {
    const text = fs.readFileSync(file, 'utf8').trimEnd();
    return text.split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

/**
 * Runs a command to the end with its output in `logFile`; rejects with the log's tail when it
 * fails, so the person sees why.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, logFile: string }} options
 * @returns {Promise<void>}
 */
export function runLogged(command, args, { cwd, env = process.env, logFile }) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const fd = fs.openSync(logFile, 'w');
  fs.writeSync(fd, `$ ${command} ${args.join(' ')}\n`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', fd, fd] });
    child.once('error', (err) => {
      fs.closeSync(fd);
      reject(new Error(`${command} could not run: ${err.message}`));
    });
    child.once('exit', (code, signal) => {
      fs.closeSync(fd);
      if (code === 0) return resolve();
      reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (${signal ?? `exit ${code}`}). Last lines of ${logFile}:\n${tail(logFile)}`));
    });
  });
}
