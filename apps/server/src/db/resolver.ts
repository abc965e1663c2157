// The one place that decides which MongoDB-compatible server the app talks to (DESIGN.md §2).
// Used by the server's start-up, the start command and the tests.
import path from 'node:path';
import { startFerret } from './ferretdb';
import { tryMemoryServer } from './memory-server';

export type DatabaseEngine = 'external' | 'mongodb-memory-server' | 'ferretdb';

export interface ResolvedDatabase {
  uri: string;
  engine: DatabaseEngine;
  /** Stops the server this resolver started; a no-op for MONGODB_URI. */
  stop(): Promise<void>;
}

export interface ResolveOptions {
  /** Where a started server keeps its files (kept across restarts). */
  dataDir: string;
  log?: (line: string) => void;
  /** DB_ENGINE: force one engine instead of the first that works. */
  engine?: 'uri' | 'memory' | 'ferretdb';
}

export async function resolveDatabase(options: ResolveOptions): Promise<ResolvedDatabase> {
  const log = options.log ?? ((line: string) => console.log(line));
  const forced = options.engine ?? (process.env.DB_ENGINE as ResolveOptions['engine']);
  const uri = process.env.MONGODB_URI;

  if (uri && (!forced || forced === 'uri')) return { uri, engine: 'external', stop: async () => undefined };
  if (forced === 'uri') throw new Error('DB_ENGINE=uri but MONGODB_URI is not set');

  if (!forced || forced === 'memory') {
    const memory = await tryMemoryServer(path.join(options.dataDir, 'mongodb'), log);
    if (memory) return { uri: memory.uri, engine: 'mongodb-memory-server', stop: memory.stop };
    if (forced === 'memory') throw new Error('DB_ENGINE=memory but no MongoDB binary could be found or downloaded');
  }

  try {
    const ferret = await startFerret(path.join(options.dataDir, 'ferretdb'), log);
    return { uri: ferret.uri, engine: 'ferretdb', stop: ferret.stop };
  } catch (err) {
    throw new Error(
      'No database. Provide one of: (1) MONGODB_URI pointing at a MongoDB server; ' +
        '(2) a MongoDB binary for mongodb-memory-server (MONGOMS_SYSTEM_BINARY, or a network that reaches fastdl.mongodb.org); ' +
        `(3) Go, to build FerretDB ${'1.24.2'} (or FERRETDB_BIN pointing at a built ferretdb). ` +
        `FerretDB failed: ${(err as Error).message}`,
    );
  }
}
