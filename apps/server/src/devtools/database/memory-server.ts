// mongodb-memory-server: a real mongod, when a binary is on the machine or can be downloaded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FAILED_MARKER = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'mobile-planet', 'mongodb-download-failed');
const RETRY_AFTER_MS = 60 * 60 * 1000;

export interface RunningMemoryServer {
  uri: string;
  stop(): Promise<void>;
}

/** True when a mongod binary is on this machine (no download needed). */
export async function mongodOnMachine(): Promise<boolean> {
  const { DryMongoBinary } = await import('mongodb-memory-server-core');
  return Boolean(await DryMongoBinary.generateOptions().then((opts) => DryMongoBinary.locateBinary(opts)).catch(() => undefined));
}

/**
 * Starts mongod through mongodb-memory-server, or answers null when no binary can be had.
 * A failed download is remembered for an hour so that every start on a closed network does
 * not wait for it again.
 */
export async function tryMemoryServer(dataDir: string | undefined, log: (line: string) => void): Promise<RunningMemoryServer | null> {
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  if (!(await mongodOnMachine())) {
    try {
      const stat = fs.statSync(FAILED_MARKER);
      if (Date.now() - stat.mtimeMs < RETRY_AFTER_MS) return null;
    } catch {
      // no marker: try the download
    }
  }
  try {
    if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
    const server = await MongoMemoryServer.create({
      instance: dataDir ? { dbPath: dataDir, storageEngine: 'wiredTiger', ip: '127.0.0.1' } : { ip: '127.0.0.1' },
    });
    fs.rmSync(FAILED_MARKER, { force: true });
    return { uri: server.getUri(), stop: async () => void (await server.stop({ doCleanup: !dataDir })) };
  } catch (err) {
    log(`No MongoDB binary (${(err as Error).message.split('\n')[0]}).`);
    fs.mkdirSync(path.dirname(FAILED_MARKER), { recursive: true });
    fs.writeFileSync(FAILED_MARKER, new Date().toISOString());
    return null;
  }
}
