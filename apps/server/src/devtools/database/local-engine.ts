// The local engine: PostgreSQL 15 with DocumentDB, and FerretDB 2.5 in front of it speaking
// MongoDB's protocol. Built once per machine (engine-build.ts); its data in one folder.
import path from 'node:path';
import { ensureEngine } from './engine-build';
import { startFerret } from './ferretdb';
import { startPostgres } from './postgres';

export interface RunningEngine {
  uri: string;
  /** The processes' ids now (each changes when its supervisor restarts it). */
  pids(): { ferretdb?: number; postgres?: number };
  /** After a bulk load: PostgreSQL's planner statistics, without which DocumentDB's cursors read a fresh table slowly. */
  analyze(): void;
  stop(): Promise<void>;
}

/** Starts the engine with its files in `dataDir` (`postgres/` the cluster, `ferretdb/` FerretDB's state). */
export async function startLocalEngine(dataDir: string, log: (line: string) => void): Promise<RunningEngine> {
  ensureEngine(log);
  const postgres = await startPostgres(path.join(dataDir, 'postgres'), log);
  let ferret;
  try {
    ferret = await startFerret(path.join(dataDir, 'ferretdb'), postgres.port, log);
  } catch (err) {
    await postgres.stop();
    throw err;
  }
  return {
    uri: ferret.uri,
    pids: () => ({ ferretdb: ferret.pid(), postgres: postgres.pid() }),
    analyze: postgres.analyze,
    // FerretDB first, so it does not log PostgreSQL's going away.
    stop: async () => {
      await ferret.stop();
      await postgres.stop();
    },
  };
}
