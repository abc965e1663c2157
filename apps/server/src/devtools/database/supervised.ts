// A child process kept running: when it dies (a crash, a kill), it is started again with back-off,
// on the same command line (so on the same port), and clients reconnect by themselves.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** Restart back-off: from 250 ms, doubling to 5 s; back to the start after a minute of running. */
const BACKOFF_MS = { first: 250, max: 5000, resetAfter: 60_000 };

export interface Supervised {
  /** The running process's id (it changes on each restart). */
  pid(): number | undefined;
  /** The last lines it wrote to stderr, for error messages. */
  stderr(): string;
  /** Stops it for good: `signal`, then SIGKILL after `graceMs`. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export interface SuperviseOptions {
  name: string;
  command: string;
  args: string[];
  spawnOptions?: SpawnOptions;
  log: (line: string) => void;
  /** Runs before each restart (not the first start), e.g. to clear what the dead process left. */
  beforeRestart?: () => void;
  /** The signal that ends it if its owner exits without stopping it. */
  exitSignal?: NodeJS.Signals;
}

export function supervise(options: SuperviseOptions): Supervised {
  const { name, command, args, log } = options;
  let child: ChildProcess;
  let stderr = '';
  let stopping = false;
  let backoff = BACKOFF_MS.first;
  let restartTimer: NodeJS.Timeout | undefined;

  const launch = () => {
    const startedAt = Date.now();
    child = spawn(command, args, { ...options.spawnOptions, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr?.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-4000);
    });
    child.once('error', (err) => {
      stderr += `\n${err.message}`;
    });
    child.once('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt > BACKOFF_MS.resetAfter) backoff = BACKOFF_MS.first;
      log(`${name} exited (${signal ?? `code ${code}`}); starting it again in ${backoff} ms`);
      restartTimer = setTimeout(() => {
        options.beforeRestart?.();
        launch();
      }, backoff);
      restartTimer.unref();
      backoff = Math.min(backoff * 2, BACKOFF_MS.max);
    });
  };
  launch();
  // It dies with its owner, however the owner ends (a kill -9 of the owner is handled by the
  // next start, which clears what an orphan holds).
  const killOnExit = () => child.kill(options.exitSignal ?? 'SIGKILL');
  process.once('exit', killOnExit);

  return {
    pid: () => child.pid,
    stderr: () => stderr,
    stop: (signal = 'SIGTERM', graceMs = 5000) =>
      new Promise<void>((resolve) => {
        stopping = true;
        clearTimeout(restartTimer);
        process.removeListener('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
        setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
      }),
  };
}
