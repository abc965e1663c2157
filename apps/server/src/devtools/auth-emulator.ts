// Starts the real Firebase Auth Emulator (firebase-tools, a devDependency) for tests and the
// start command. Not used in production, where the hosted Firebase Authentication answers.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from './database/net';

export interface RunningEmulator {
  host: string;
  projectId: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface EmulatorOptions {
  projectId?: string;
  /** Default: a free port. */
  port?: number;
  /** How the ports not given are picked (default: one free now); tests hand in their own. */
  pickPort?: () => Promise<number>;
  /** Accounts survive restarts: imported from here at start, exported here on stop. */
  persistDir?: string;
  log?: (line: string) => void;
}

/** Times a start is tried again when a port we picked was taken before the emulator bound it. */
const PORT_RACE_ATTEMPTS = 3;

export async function startAuthEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (err) {
      // A free port is only free when it is picked: on a busy machine something (another service,
      // a connection's own local port) can take one of ours before the emulator binds it, and the
      // emulator exits. The ports picked here are picked again (a port the caller gave stays).
      if (!(err instanceof PortTaken) || attempt === PORT_RACE_ATTEMPTS) throw err;
      options.log?.(`The Auth Emulator found a port taken; starting it again on others (${(err as Error).message.split('\n')[0]})`);
    }
  }
}

class PortTaken extends Error {}

async function startOnce(options: EmulatorOptions): Promise<RunningEmulator> {
  const projectId = options.projectId ?? 'demo-mobile-planet';
  const pick = options.pickPort ?? freePort;
  const port = options.port ?? (await pick());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-auth-emulator-'));
  fs.writeFileSync(
    path.join(dir, 'firebase.json'),
    JSON.stringify({ emulators: { auth: { host: '127.0.0.1', port }, ui: { enabled: false }, hub: { host: '127.0.0.1', port: await pick() }, logging: { host: '127.0.0.1', port: await pick() } } }),
  );
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', path.join(dir, 'firebase.json')];
  if (options.persistDir) {
    fs.mkdirSync(options.persistDir, { recursive: true });
    // The emulator only imports a folder that an earlier export wrote.
    if (fs.existsSync(path.join(options.persistDir, 'firebase-export-metadata.json'))) args.push('--import', options.persistDir);
    args.push('--export-on-exit', options.persistDir);
  }
  const bin = require.resolve('firebase-tools/lib/bin/firebase.js');
  const child = spawn(process.execPath, [bin, ...args], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    // A private temp folder: the emulator finds its hub through a file named after the project in
    // TMPDIR, which every emulator of that project on the machine would otherwise share.
    env: { ...process.env, TMPDIR: dir, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1', CI: 'true' },
  });
  let output = '';
  const collect = (d: Buffer) => (output = (output + d.toString()).slice(-8000));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    // Served, not only listening (see waitForHttp).
    await waitForHttp(`http://127.0.0.1:${port}/`, 90_000, () => child.exitCode !== null);
  } catch (err) {
    child.kill('SIGKILL');
    process.removeListener('exit', killOnExit);
    fs.rmSync(dir, { recursive: true, force: true });
    const message = `The Auth Emulator did not start: ${(err as Error).message}\n${output}`;
    // Starting again helps only when a port we picked was taken, not the one the caller gave.
    const callersPortTaken = options.port !== undefined && output.includes(`Port ${options.port} is not open`);
    throw /port taken|is not open on/i.test(output) && !callersPortTaken ? new PortTaken(message) : new Error(message);
  }
  return {
    host: `127.0.0.1:${port}`,
    projectId,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        process.removeListener('exit', killOnExit);
        const done = () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        // SIGINT lets the emulator export its accounts before it exits.
        child.kill('SIGINT');
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      }),
  };
}
