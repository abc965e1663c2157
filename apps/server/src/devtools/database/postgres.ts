// PostgreSQL 15 with the DocumentDB extension: the storage under the local FerretDB. One cluster
// per data folder, on a free loopback port, TCP only, as a non-root user (PostgreSQL refuses to run
// as root: as root we run it as Debian's `postgres` user), kept running by a supervisor.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PG_BIN } from './engine-build';
import { freePort } from './net';
import { supervise } from './supervised';

interface Owner {
  uid: number;
  gid: number;
}

export interface RunningPostgres {
  port: number;
  pid(): number | undefined;
  /** Gathers the planner's statistics of every table (ANALYZE): after a bulk load. */
  analyze(): void;
  stop(): Promise<void>;
}

/**
 * The planner's statistics of DocumentDB's tables that have none (never analyzed), gathered at
 * start. Without them DocumentDB's cursor read a freshly loaded million listings in 29–34 s, where
 * it takes 7 s with them (ANALYZE took 0.3 s). PostgreSQL's manual asks for ANALYZE after a bulk
 * load; autovacuum keeps them after that, once a table has some.
 */
const ANALYZE_UNANALYZED =
  "DO $$DECLARE t regclass; BEGIN FOR t IN SELECT c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'documentdb_data' AND c.relkind = 'r' " +
  'AND c.reltuples <> 0 AND NOT EXISTS (SELECT 1 FROM pg_statistic s WHERE s.starelid = c.oid) LOOP EXECUTE format($q$ANALYZE %s$q$, t); END LOOP; END$$';

/** As root, the `postgres` user Debian's package creates; otherwise whoever runs us. */
function clusterOwner(): Owner | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || uid <= 0) throw new Error('running as root, but there is no `postgres` user to run PostgreSQL as (apt-get install postgresql-15 creates it)');
  return { uid, gid };
}

/** The cluster's owner must reach its folder: give `x` (enter, not list) to ancestors that lack it. */
function makeReachable(dir: string, log: (line: string) => void): void {
  for (let d = path.dirname(dir); d !== path.dirname(d); d = path.dirname(d)) {
    const mode = fs.statSync(d).mode;
    if ((mode & 0o001) === 0) {
      fs.chmodSync(d, (mode & 0o7777) | 0o001);
      log(`(let PostgreSQL's user pass through ${d}: chmod o+x)`);
    }
  }
}

function asOwner(owner: Owner | undefined) {
  return owner ? { uid: owner.uid, gid: owner.gid } : {};
}

/** A new cluster, written beside and renamed into place, so a half-made one is never taken for one. */
function initCluster(dataDir: string, owner: Owner | undefined): void {
  const tmp = `${dataDir}.init-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { mode: 0o700 });
  if (owner) fs.chownSync(tmp, owner.uid, owner.gid);
  const r = spawnSync(`${PG_BIN}/initdb`, ['-D', tmp, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'], {
    ...asOwner(owner),
    cwd: tmp,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`initdb failed: ${r.stderr || r.stdout || r.error?.message}`);
  fs.renameSync(tmp, dataDir);
}

/** A postmaster left by an owner that was killed outright still holds the folder: end it first. */
function endOrphan(dataDir: string, log: (line: string) => void): void {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')) return;
  } catch {
    return; // not running
  }
  log(`Stopping the PostgreSQL left running on ${dataDir} (process ${pid})`);
  process.kill(pid, 'SIGQUIT');
  const deadline = Date.now() + 5000;
  while (fs.existsSync(`/proc/${pid}`) && Date.now() < deadline) spawnSync('sleep', ['0.1']);
  if (fs.existsSync(`/proc/${pid}`)) process.kill(pid, 'SIGKILL');
}

function isReady(port: number): boolean {
  return spawnSync(`${PG_BIN}/pg_isready`, ['-q', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres']).status === 0;
}

function psql(port: number, sql: string): { ok: boolean; output: string } {
  const r = spawnSync(`${PG_BIN}/psql`, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-c', sql], { encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

/**
 * Starts (creating it the first time) the cluster in `dataDir`, with DocumentDB loaded and its
 * extension created, and answers once it takes queries.
 */
export async function startPostgres(dataDir: string, log: (line: string) => void): Promise<RunningPostgres> {
  const owner = clusterOwner();
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  if (owner) makeReachable(dataDir, log);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) initCluster(dataDir, owner);
  endOrphan(dataDir, log);

  const port = await freePort();
  const settings = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: '',
    shared_preload_libraries: 'pg_cron,pg_documentdb_core,pg_documentdb',
    'cron.database_name': 'postgres',
    'documentdb.enableBackgroundWorker': 'true',
    'documentdb.enableBackgroundWorkerJobs': 'true',
    log_min_messages: 'warning',
    // DocumentDB's unique indexes are exclusion constraints: two writers inserting the same key at
    // once each wait for the other, which PostgreSQL resolves only after deadlock_timeout (1 s by
    // default) by rolling one back (retried by the API). Thirty messages sent to one thread at once
    // took up to 60 s so; at 20 ms, under 2 s.
    deadlock_timeout: '20ms',
    // DocumentDB's background index builds are polled by pg_cron jobs, every 2 s by default, each
    // run a process start; FerretDB builds its indexes in the request (createIndexes), so once a
    // minute is plenty, and the engine idles at a fraction of a percent of a core.
    'documentdb.indexBuildScheduleInSec': '60',
    'documentdb.maxNumActiveUsersIndexBuilds': '1',
    // Each worker it starts (autovacuum's, pg_cron's jobs) loads DocumentDB anew, about 0.2 s of CPU:
    // once a minute each, that was 1.5 % of a core while the marketplace idled.
    autovacuum_naptime: '5min',
    // After a crash PostgreSQL replays the WAL written since its last checkpoint before it answers.
    // With the default 5 minutes, a kill at the end of the API tests once kept writes away 8.8 s
    // (1.1–2.7 s after a few test files); a checkpoint every 30 s bounds the replay to half a
    // minute of writes (a minute of bulk inserts, then a kill: 3.7 s → 2.9 s).
    checkpoint_timeout: '30s',
  };
  const args = ['-D', dataDir, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const postgres = supervise({
    name: 'PostgreSQL',
    command: `${PG_BIN}/postgres`,
    args,
    spawnOptions: { ...asOwner(owner), cwd: dataDir },
    log,
    exitSignal: 'SIGINT', // a fast shutdown, which it finishes by itself
  });

  const deadline = Date.now() + 60_000;
  while (!isReady(port)) {
    if (Date.now() > deadline) {
      await postgres.stop('SIGKILL');
      throw new Error(`PostgreSQL did not start within 60 s:\n${postgres.stderr()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // Idempotent, and quick once made; brings in documentdb_core, pg_cron, vector, postgis, rum. The
  // index build jobs are scheduled again by the settings above (a cluster made before them kept 2 s);
  // then DocumentDB's jobs (expired TTL rows, cursor files, queued index builds: none of which the
  // API uses) run every 10 minutes rather than every minute.
  const created = psql(
    port,
    "CREATE EXTENSION IF NOT EXISTS documentdb CASCADE; SELECT documentdb_api_internal.schedule_background_index_build_jobs(true); " +
      "SELECT cron.alter_job(jobid, schedule := '*/10 * * * *') FROM cron.job WHERE jobname LIKE 'documentdb%'",
  );
  if (!created.ok) {
    await postgres.stop('SIGINT', 10_000);
    throw new Error(`could not create the DocumentDB extension: ${created.output}`);
  }
  const analyzed = psql(port, ANALYZE_UNANALYZED);
  if (!analyzed.ok) log(`PostgreSQL: could not gather the planner's statistics: ${analyzed.output.trim()}`);
  const analyze = () => {
    const r = psql(port, 'ANALYZE');
    if (!r.ok) throw new Error(`ANALYZE failed: ${r.output}`);
  };
  return { port, pid: postgres.pid, analyze, stop: () => postgres.stop('SIGINT', 10_000) };
}
