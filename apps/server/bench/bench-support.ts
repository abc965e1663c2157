// What the benchmarks share: command-line options, a seeded random source (two runs load the same
// market), loading documents in batches with progress, a load over a pool of prepared requests,
// and the API forked into a process of its own (bench-server.ts), with the CPU time it has used;
// where the machine's CPU went meanwhile (the machine is shared).
import { execFileSync, fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import ts from 'typescript';
import type { Collection, Document, OptionalUnlessRequiredId } from 'mongodb';

/** `--name value` from the command line, or the fallback. */
export function benchOption(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

/** A string option of the command line (`--name value`), or undefined. */
export function benchText(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

/** A deterministic random source: the same seed gives the same market. */
export function seededRandom(seed: number) {
  let state = seed;
  const rnd = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const int = (n: number) => Math.floor(rnd() * n);
  return { rnd, int, pick: <T>(xs: readonly T[]) => xs[int(xs.length)]! };
}

/** Inserts `count` documents made by `make`, 2,000 at a time, printing progress as `what`. */
export async function insertInBatches<T extends Document>(collection: Collection<T>, count: number, make: (i: number) => OptionalUnlessRequiredId<T>, what: string): Promise<void> {
  for (let i = 0; i < count; i += 2000) {
    await collection.insertMany(Array.from({ length: Math.min(2000, count - i) }, (_, j) => make(i + j)), { ordered: false });
    if ((i / 2000) % 10 === 9) process.stdout.write(`\r  loaded ${i + 2000} of ${count} ${what}`);
  }
}

/**
 * After the load, the engine's upkeep that a market's database has had (the local engine:
 * PostgreSQL's planner statistics, ANALYZE, as its manual asks after a bulk load; autovacuum would
 * gather them within minutes): the start-up measured next is a restart of a market that has run.
 */
export function settleAfterLoad(database: { settle(): void }): void {
  const started = Date.now();
  database.settle();
  console.log(`  the engine's planner statistics gathered (ANALYZE) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** One request of a pool: each is sent as it is (a JSON body needs its content-type header). */
export interface PreparedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Sends the pool's requests in turn over `connections` connections for `seconds`: autocannon's
 * result. With `latencies`, each 2xx answer's time (ms, whole as autocannon counts them) is added
 * to it too, so that stretches of one call can be added up (search-bench.ts).
 */
export function loadRequests(base: string, pool: PreparedRequest[], { connections, seconds, latencies }: { connections: number; seconds: number; latencies?: number[] }) {
  let i = 0;
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const next = pool[i++ % pool.length]!;
          // autocannon adds Content-Length to the headers it is given: a copy keeps the pool's as they are.
          return { ...req, ...next, headers: { ...next.headers } };
        },
      },
    ],
  });
  // Without a callback autocannon answers its instance, an emitter that is also a promise of the result.
  if (latencies) (instance as unknown as autocannon.Instance).on('response', (_client, status, _bytes, ms) => status >= 200 && status < 300 && latencies.push(Math.floor(ms)));
  return instance;
}

/**
 * GETs the paths in turn over `connections` connections for `seconds`: autocannon's result. With
 * `acceptEncoding`, every request sends it, as a browser does (autocannon decodes nothing: it counts bytes).
 */
export function loadPaths(base: string, paths: string[], options: { connections: number; seconds: number; acceptEncoding?: string; latencies?: number[] }) {
  const headers = options.acceptEncoding ? { 'accept-encoding': options.acceptEncoding } : undefined;
  return loadRequests(base, paths.map((p) => ({ method: 'GET', path: p, ...(headers ? { headers } : {}) })), options);
}

/** How long the API itself took for search calls: how many, p50, p99 and max (ms). */
export interface SearchTime {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * Watches this process's event loop with a 10 ms timer; the answer stops it and gives its intervals'
 * p99 and max (ms): above 10, what the loop was late by.
 */
export function watchLoopDelay(): () => { p99: number; max: number } {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  return () => {
    loop.disable();
    return { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
  };
}

/** The value at quantile `q` of ascending `sorted` (0 when empty). */
export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

/** Count, p50, p99 and max of times in ms. */
export function searchTimeOf(times: number[]): SearchTime {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? 0 };
}

/** The API in its own process (bench-server.ts), and what it tells of itself. */
export interface BenchApi {
  url: string;
  pid: number;
  /** Spawn to listening. */
  startupMs: number;
  /** Of which in startServer. */
  readyMs: number;
  /** CPU time (µs, user + system) the API process has used so far. */
  cpu(): Promise<number>;
  /** Its memory as of the last cpu() answer. */
  memory(): NodeJS.MemoryUsage | undefined;
  /** Its event loop's busy time (ms) as of the last cpu() answer (performance.eventLoopUtilization). */
  loopBusyMs(): number;
  /** How late its event loop's 1 ms timer ran (p99 and max, ms) between the last two cpu() answers. */
  loopDelay(): { p99: number; max: number };
  /** Its own time for each search call it answered between the last two cpu() answers (ms; bench-server.ts, timeSearches). */
  searchTimes(): number[];
  stop(): void;
}

/**
 * bench-server.ts as JavaScript, written beside the build it loads (dist-bench/, not in git): the
 * API then runs under plain node, as production runs dist/main.js. Under tsx every module the API
 * loads went through tsx's hooks: 0.3-0.7 s more to start.
 */
export function benchServerScript(): string {
  const source = fs.readFileSync(path.join(__dirname, 'bench-server.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  const dir = path.join(__dirname, '..', 'dist-bench');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'bench-server.js');
  fs.writeFileSync(file, outputText);
  return file;
}

/**
 * Forks bench-server.ts (benchServerScript) with this environment and waits until it listens.
 * BENCH_CPU_PROFILE=<dir> writes a CPU profile of the API there; BENCH_HEAP_PROFILE=<dir> where
 * what it allocated once listening outlived the young generation (bench-server.ts); BENCH_NODE_ARGS
 * adds node flags (`--trace-gc`: Node refuses it in NODE_OPTIONS, which would reach the bench itself too).
 */
export async function forkBenchApi(env: NodeJS.ProcessEnv): Promise<BenchApi> {
  const spawned = Date.now();
  const api = fork(benchServerScript(), [], {
    execArgv: [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), ...(process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [])],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { url, readyMs } = await new Promise<{ url: string; readyMs: number }>((resolve, reject) => {
    api.once('message', (m) => resolve(m as { url: string; readyMs: number }));
    api.once('exit', (code) => reject(new Error(`the API exited (${code})`)));
  });
  let memory: NodeJS.MemoryUsage | undefined;
  let loopBusyMs = 0;
  let loopDelay = { p99: 0, max: 0 };
  let searchTimes: number[] = [];
  return {
    url,
    pid: api.pid!,
    startupMs: Date.now() - spawned,
    readyMs,
    cpu: () =>
      new Promise((resolve) => {
        const onMessage = (m: unknown) => {
          const { cpu, memory: used, loop, delay, searches } = m as {
            cpu?: NodeJS.CpuUsage;
            memory?: NodeJS.MemoryUsage;
            loop?: { active: number };
            delay?: typeof loopDelay;
            searches?: number[];
          };
          if (!cpu) return;
          memory = used;
          loopBusyMs = loop?.active ?? 0;
          loopDelay = delay ?? loopDelay;
          searchTimes = searches ?? searchTimes;
          api.off('message', onMessage);
          resolve(cpu.user + cpu.system);
        };
        api.on('message', onMessage);
        api.send('cpu');
      }),
    memory: () => memory,
    loopBusyMs: () => loopBusyMs,
    loopDelay: () => loopDelay,
    searchTimes: () => searchTimes,
    stop: () => void api.kill('SIGTERM'),
  };
}

/** Clock ticks a second, as /proc counts CPU time. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * Where the machine's CPU went: ticks spent busy by all its cores (/proc/stat), and by each group
 * of processes; a group `withChildren` also counts its processes' children (PPid one of them, or
 * reaped by one), so a PostgreSQL postmaster counts its backends. Compare two readings with cpuShares.
 */
export function cpuReading(groups: Record<string, { pids: Array<number | undefined>; withChildren?: boolean }>): {
  at: number;
  machine: number;
  groups: Record<string, number>;
} {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
  const machine = fields.slice(0, 8).reduce((n, v, i) => (i === 3 || i === 4 ? n : n + v), 0);
  const stats = new Map<number, { ppid: number; ticks: number; reaped: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]), reaped: Number(f[13]) + Number(f[14]) });
    } catch {
      // gone meanwhile
    }
  }
  const out: Record<string, number> = {};
  for (const [name, { pids, withChildren = false }] of Object.entries(groups)) {
    const set = new Set(pids.filter((p): p is number => p !== undefined));
    let ticks = 0;
    for (const [pid, s] of stats) {
      if (set.has(pid)) ticks += s.ticks + (withChildren ? s.reaped : 0);
      else if (withChildren && set.has(s.ppid)) ticks += s.ticks;
    }
    out[name] = ticks;
  }
  return { at: performance.now(), machine, groups: out };
}

/** Between two readings: each group's share and the whole machine's busy time, in % of one core. */
export function cpuShares(before: ReturnType<typeof cpuReading>, after: ReturnType<typeof cpuReading>): { machine: number; groups: Record<string, number> } {
  const seconds = (after.at - before.at) / 1000;
  const pct = (ticks: number) => (ticks / CLOCK_TICKS / seconds) * 100;
  return {
    machine: pct(after.machine - before.machine),
    groups: Object.fromEntries(Object.keys(after.groups).map((name) => [name, pct(after.groups[name]! - (before.groups[name] ?? 0))])),
  };
}
