// The local engine's planner statistics: DocumentDB's cursor read a freshly loaded million listings
// in 29–34 s without them and in 7 s with them (docs/benchmark-log.md, 2026-11-30), so a table with rows and no
// statistics gets them when the engine starts, and a bulk loader (the benchmarks) gathers them
// itself with `settle()`. Only on the local engine, which this project starts itself.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { PG_BIN } from '../src/devtools/database/engine-build';
import { startLocalEngine, type RunningEngine } from '../src/devtools/database/local-engine';

const onFerret = process.env.TEST_DB_ENGINE === 'ferretdb';
const testOnFerret = onFerret ? test : test.skip;

/** The port PostgreSQL listens on, from its postmaster's arguments (`-c port=N`). */
function postgresPort(engine: RunningEngine): number {
  const args = fs.readFileSync(`/proc/${engine.pids().postgres}/cmdline`, 'utf8').split('\0');
  return Number(args.find((a) => a.startsWith('port='))!.slice('port='.length));
}

/** The collections of the database `stats` (not FerretDB's own, `system.*`) whose tables may hold rows and have no planner statistics. */
function withoutStatistics(engine: RunningEngine): string[] {
  const sql =
    "SELECT coll.collection_name FROM documentdb_api_catalog.collections coll JOIN pg_class c ON c.relname = 'documents_' || coll.collection_id " +
    "JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'documentdb_data' WHERE coll.database_name = 'stats' AND coll.collection_name NOT LIKE 'system.%' AND c.reltuples <> 0 " +
    'AND NOT EXISTS (SELECT 1 FROM pg_statistic s WHERE s.starelid = c.oid) ORDER BY 1';
  const r = spawnSync(`${PG_BIN}/psql`, ['-X', '-At', '-h', '127.0.0.1', '-p', String(postgresPort(engine)), '-U', 'postgres', '-d', 'postgres', '-c', sql], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return r.stdout.split('\n').filter(Boolean);
}

/** 3,000 documents into a collection of its own, in one bulk insert. */
async function load(engine: RunningEngine, collection: string): Promise<void> {
  const client = await MongoClient.connect(engine.uri);
  try {
    await client.db('stats').collection(collection).insertMany(Array.from({ length: 3000 }, (_, i) => ({ deviceName: `Phone ${i}`, price: 1000 + i })));
  } finally {
    await client.close();
  }
}

testOnFerret('a bulk-loaded table gets the planner’s statistics from settle(), or else when the engine next starts', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-engine-stats-'));
  const quiet = () => undefined;
  let engine = await startLocalEngine(dataDir, quiet);
  try {
    await load(engine, 'products');
    // Autovacuum looks every 5 minutes: right after the load the planner knows nothing of the rows.
    expect(withoutStatistics(engine)).toEqual(['products']);
    engine.analyze();
    expect(withoutStatistics(engine)).toEqual([]);

    await load(engine, 'more');
    expect(withoutStatistics(engine)).toEqual(['more']);
    await engine.stop();
    engine = await startLocalEngine(dataDir, quiet);
    expect(withoutStatistics(engine)).toEqual([]);
  } finally {
    await engine.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
