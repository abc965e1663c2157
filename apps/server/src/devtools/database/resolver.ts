// Development tooling, never used in production: the one place that decides which
// MongoDB-compatible server a development API, the tests and the benchmark talk to when no
// MONGODB_URI is given (docs/product.md#stand-ins-for-hosted-services). Production API instances take MONGODB_URI only.
// Its callers read the environment and say what they want; this module reads none of it.
import path from 'node:path';
import { FERRETDB_VERSION, engineIsBuilt } from './engine-build';
import { startLocalEngine } from './local-engine';
import { migrateSqliteData } from './migrate-sqlite';
import { mongodOnMachine, tryMemoryServer } from './memory-server';

type DatabaseEngine = 'external' | 'mongodb-memory-server' | 'ferretdb';

export interface ResolvedDatabase {
  uri: string;
  engine: DatabaseEngine;
  /** The engine's processes now, when this resolver started them (FerretDB's and PostgreSQL's). */
  pids?: () => { ferretdb?: number; postgres?: number };
  /**
   * After a bulk load (the benchmarks'): whatever the engine needs before it reads what was loaded
   * as it would read a market's data (the local engine: PostgreSQL's planner statistics). MongoDB needs nothing.
   */
  settle(): void;
  /** Stops the server this resolver started; a no-op for MONGODB_URI. */
  stop(): Promise<void>;
}

export interface ResolveOptions {
  /** Where a started server keeps its files (kept across restarts). */
  dataDir: string;
  log?: (line: string) => void;
  /** DB_ENGINE: force one engine instead of the first that works. */
  engine?: 'uri' | 'memory' | 'ferretdb';
  /** MONGODB_URI, when the caller has one. */
  uri?: string;
}

/** What a caller reads from its environment to resolve a database. */
export function resolveOptionsFromEnv(env: NodeJS.ProcessEnv): Pick<ResolveOptions, 'engine' | 'uri'> {
  return { engine: (env.DB_ENGINE || undefined) as ResolveOptions['engine'], uri: env.MONGODB_URI || undefined };
}

/**
 * Whether resolving with these options will need a local engine that is not built yet: the start
 * and test commands ask first, so the minutes-long first build shows its progress there.
 * @public (the scripts load it from dist/ by path)
 */
export async function needsEngineBuild(options: Pick<ResolveOptions, 'engine' | 'uri'>): Promise<boolean> {
  const { engine, uri } = options;
  if (engine === 'uri' || engine === 'memory' || (uri && engine !== 'ferretdb')) return false;
  if (engineIsBuilt()) return false;
  return engine === 'ferretdb' || !(await mongodOnMachine());
}

export async function resolveDatabase(options: ResolveOptions): Promise<ResolvedDatabase> {
  const log = options.log ?? ((line: string) => console.log(line));
  const forced = options.engine;
  const uri = options.uri;

  if (uri && (!forced || forced === 'uri')) return { uri, engine: 'external', settle: () => undefined, stop: async () => undefined };
  if (forced === 'uri') throw new Error('DB_ENGINE=uri but MONGODB_URI is not set');

  if (!forced || forced === 'memory') {
    const memory = await tryMemoryServer(path.join(options.dataDir, 'mongodb'), log);
    if (memory) return { uri: memory.uri, engine: 'mongodb-memory-server', settle: () => undefined, stop: memory.stop };
    if (forced === 'memory') throw new Error('DB_ENGINE=memory but no MongoDB binary could be found or downloaded');
  }

  let engine;
  try {
    engine = await startLocalEngine(path.join(options.dataDir, 'engine'), log);
  } catch (err) {
    throw new Error(
      'No database. Provide one of: (1) MONGODB_URI pointing at a MongoDB server; ' +
        '(2) a MongoDB binary for mongodb-memory-server (MONGOMS_SYSTEM_BINARY, or a network that reaches fastdl.mongodb.org); ' +
        `(3) Debian's PostgreSQL 15 packages and Go, to build FerretDB ${FERRETDB_VERSION} on PostgreSQL with DocumentDB. ` +
        `The local engine failed: ${(err as Error).message}`,
    );
  }
  try {
    // Data of the engine before (FerretDB 1 on SQLite) is copied in once.
    await migrateSqliteData({ oldDir: path.join(options.dataDir, 'ferretdb'), uri: engine.uri, log });
  } catch (err) {
    await engine.stop();
    throw err;
  }
  return { uri: engine.uri, engine: 'ferretdb', pids: engine.pids, settle: engine.analyze, stop: engine.stop };
}
