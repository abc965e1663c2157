// Once per data folder: the data of the engine before this one (FerretDB 1.24 on SQLite, in
// `.data/ferretdb/`) is copied into the new engine. The old files are read through FerretDB 1
// itself (the only reader of its SQLite layout), every collection is copied and its documents
// counted on both sides; only when every count matches are the old files moved aside (kept, with
// the counts beside them). A copy cut short is started over at the next start.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { freePort, waitForPort } from './net';

const OLD_VERSION = '1.24.2';
const BATCH = 1000;

/** The FerretDB 1 binary: the one its builds left in the cache, else built now (a few minutes). */
function oldFerretBinary(log: (line: string) => void): string {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  const bin = path.join(base, 'mobile-planet', `ferretdb-${OLD_VERSION}`, 'ferretdb');
  if (fs.existsSync(bin)) return bin;
  log(`Building FerretDB ${OLD_VERSION} once, to read the old data (a few minutes) …`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ferretdb1-build-'));
  try {
    // `go install …@v1.24.2` fails here (the proxy refuses the version-list lookup, and a
    // module-cache build lacks build/version/version.txt): download, copy, write it, build.
    const download = spawnSync('go', ['mod', 'download', '-json', `github.com/FerretDB/FerretDB@v${OLD_VERSION}`], { encoding: 'utf8', cwd: work });
    if (download.status !== 0) throw new Error(`go mod download failed: ${download.stderr || download.stdout}`);
    const src = path.join(work, 'src');
    fs.cpSync((JSON.parse(download.stdout) as { Dir: string }).Dir, src, { recursive: true });
    spawnSync('chmod', ['-R', 'u+w', src]);
    fs.writeFileSync(path.join(src, 'build', 'version', 'version.txt'), `v${OLD_VERSION}\n`);
    fs.mkdirSync(path.dirname(bin), { recursive: true });
    const built = spawnSync('go', ['build', '-trimpath', '-o', `${bin}.tmp`, './cmd/ferretdb'], { cwd: src, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, GOFLAGS: '-mod=mod' } });
    if (built.status !== 0) throw new Error(`building FerretDB ${OLD_VERSION} failed`);
    fs.renameSync(`${bin}.tmp`, bin);
    return bin;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Copies every collection of `source` into `target` (each target collection emptied first, so a
 * copy cut short is simply done again), then counts both sides. Answers the counts; throws when
 * any differs.
 */
export async function copyDatabase(source: Db, target: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const collections = (await source.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).filter((n) => !n.startsWith('system.'));
  for (const name of collections.sort()) {
    await target.collection(name).drop().catch(() => undefined);
    await target.createCollection(name);
    let batch: Record<string, unknown>[] = [];
    // Read as stored (Int32, Long, Double, BSON regexes kept as such), so each value is written back as the same type.
    for await (const doc of source.collection(name).find({}, { sort: { _id: 1 }, promoteValues: false, promoteLongs: false, bsonRegExp: true })) {
      batch.push(doc);
      if (batch.length === BATCH) {
        await target.collection(name).insertMany(batch, { ordered: true });
        batch = [];
      }
    }
    if (batch.length > 0) await target.collection(name).insertMany(batch, { ordered: true });
    const [from, to] = await Promise.all([source.collection(name).countDocuments(), target.collection(name).countDocuments()]);
    if (from !== to) throw new Error(`${source.databaseName}.${name}: ${from} documents in the old engine, ${to} copied`);
    counts[name] = to;
  }
  return counts;
}

/** The old engine's data, when `oldDir` holds some (its SQLite files). */
function hasOldData(oldDir: string): boolean {
  try {
    return fs.readdirSync(oldDir).some((f) => f.endsWith('.sqlite'));
  } catch {
    return false;
  }
}

export async function migrateSqliteData(options: { oldDir: string; uri: string; log: (line: string) => void }): Promise<void> {
  const { oldDir, uri, log } = options;
  if (!hasOldData(oldDir)) return;
  log(`Found data of the old engine (FerretDB ${OLD_VERSION} on SQLite) in ${oldDir}: copying it into the new engine, once.`);
  const bin = oldFerretBinary(log);
  const port = await freePort();
  const old = spawn(bin, ['--handler=sqlite', `--sqlite-url=file:${oldDir}/`, `--state-dir=${oldDir}`, `--listen-addr=127.0.0.1:${port}`, '--telemetry=disable', '--log-level=error', '--debug-addr=-'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const source = new MongoClient(`mongodb://127.0.0.1:${port}/`, { serverSelectionTimeoutMS: 10_000 });
  const target = new MongoClient(uri, { serverSelectionTimeoutMS: 10_000 });
  const summary: Record<string, Record<string, number>> = {};
  try {
    await waitForPort(port, 20_000, () => old.exitCode !== null);
    const { databases } = await source.db('admin').admin().listDatabases({ nameOnly: true });
    for (const { name } of databases) {
      if (['admin', 'config', 'local'].includes(name)) continue;
      summary[name] = await copyDatabase(source.db(name), target.db(name));
      const line = Object.entries(summary[name]!).map(([c, n]) => `${c} ${n}`).join(', ');
      log(`  ${name}: ${line || 'no collections'} (counted on both sides)`);
    }
  } finally {
    await Promise.all([source.close(), target.close()]);
    old.kill('SIGTERM');
  }
  const kept = `${oldDir}-sqlite-copied`;
  fs.renameSync(oldDir, kept);
  fs.writeFileSync(path.join(kept, 'COPIED.json'), `${JSON.stringify({ copiedAt: new Date().toISOString(), counts: summary }, null, 2)}\n`);
  log(`Copied and verified. The old files are kept in ${kept} (delete it when you no longer need it).`);
}
