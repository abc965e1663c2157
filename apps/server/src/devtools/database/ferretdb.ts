// FerretDB 2 (MongoDB wire protocol in front of PostgreSQL with DocumentDB), kept running by a
// supervisor on a free loopback port, without authentication: it listens on 127.0.0.1 only.
import fs from 'node:fs';
import { ferretBinaryPath } from './engine-build';
import { freePort, waitForPort } from './net';
import { supervise } from './supervised';

export interface RunningFerret {
  uri: string;
  pid(): number | undefined;
  stop(): Promise<void>;
}

/** Starts FerretDB on PostgreSQL at `postgresPort`, its state files (state.json) in `stateDir`. */
export async function startFerret(stateDir: string, postgresPort: number, log: (line: string) => void): Promise<RunningFerret> {
  fs.mkdirSync(stateDir, { recursive: true });
  const port = await freePort();
  const ferret = supervise({
    name: 'FerretDB',
    command: ferretBinaryPath(),
    args: [
      `--postgresql-url=postgres://postgres@127.0.0.1:${postgresPort}/postgres`,
      `--listen-addr=127.0.0.1:${port}`,
      '--no-auth',
      `--state-dir=${stateDir}`,
      '--telemetry=disable',
      '--log-level=error',
      '--debug-addr=',
    ],
    log,
  });
  try {
    await waitForPort(port, 30_000);
  } catch (err) {
    await ferret.stop('SIGKILL');
    throw new Error(`FerretDB did not start: ${(err as Error).message}\n${ferret.stderr()}`);
  }
  return { uri: `mongodb://127.0.0.1:${port}/`, pid: ferret.pid, stop: () => ferret.stop() };
}
