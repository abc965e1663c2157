// The API as the search benchmark runs it, in its own process: the real server on the given
// database, plus the ceiling — the same Express app answering a prebuilt 24-listing JSON from
// memory, as it answers a page asked again — so the bench can compare search with what the framework itself costs.
// Tells its parent (IPC) when it listens, with its read model's build time.
// The API is the build production runs (tsc's output in dist/, which the bench scripts make
// first), not src/ through tsx: esbuild's keepNames wraps functions in __name calls, 2 % of the
// API's CPU in a keyword search's profile and 8 % of the read model's own time. This file runs as
// JavaScript too, under plain node (bench-support.ts, benchServerScript: it is written to
// dist-bench/), so nothing the API loads goes through tsx's hooks.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Router } from 'express';
import type * as Config from '../src/config';
import type * as JsonBytes from '../src/http/json-bytes';
import type * as Logger from '../src/logger';
import type * as Server from '../src/server';
// Types only: this file runs as JavaScript on its own, and a type import is erased.

const built = <Module>(file: string) => import(path.join(__dirname, '..', 'dist', file)) as Promise<Module>;

async function main() {
  const [{ loadConfig }, { createLogger }, { startServer }, { sendJsonBytes }] = await Promise.all([
    built<typeof Config>('config.js'),
    built<typeof Logger>('logger.js'),
    built<typeof Server>('server.js'),
    built<typeof JsonBytes>('http/json-bytes.js'),
  ]);
  const started = Date.now();
  // Sent as the catalogue sends a page asked again: the same bytes, their ETag and their
  // compressed forms (--accept-encoding) worked out once.
  let ceiling = Buffer.from('[]');
  const ceilingRouter = Router().get('/bench/ceiling', (req, res) => sendJsonBytes(req, res, ceiling));
  const server = await startServer(loadConfig(process.env), createLogger('silent'), { extraRouters: [ceilingRouter] });
  const ready = Date.now() - started;
  ceiling = Buffer.from(await (await fetch(`${server.url}/listings?limit=24`)).text().then((t) => JSON.stringify(JSON.parse(t).items)));
  const heapProfile = await sampleHeap(process.env.BENCH_HEAP_PROFILE);
  process.send?.({ url: server.url, readyMs: ready });
  // The bench asks for the CPU time this process has used, to tell server cost from client cost.
  // Its event loop's busy time too: a loop busy less than its process's CPU says it waited for work.
  // And how late a 1 ms timer ran since the last ask (p99 and max, ms): the longest turns of the
  // loop, every request it holds waiting (a collector's pause, a slow search).
  const late = monitorEventLoopDelay({ resolution: 1 });
  late.enable();
  const searches = timeSearches(server.app);
  process.on('message', (m) => {
    if (m !== 'cpu') return;
    const delay = { p99: late.percentile(99) / 1e6, max: late.max / 1e6 };
    late.reset();
    process.send?.({ cpu: process.cpuUsage(), memory: process.memoryUsage(), loop: performance.eventLoopUtilization(), delay, searches: searches() });
  });
  const stop = () => void heapProfile().then(() => server.stop()).finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
}

/**
 * Times the search calls (GET /listings, GET /category/…) inside the API: from Express taking the
 * request to the answer handed to the socket. What autocannon measures beyond that is waiting: in
 * the socket for A's loop to read it, or for a core. Answers each call's time (ms, to 10 µs) since the last ask.
 */
function timeSearches(app: unknown): () => number[] {
  // Express's app calls its own `handle` for each request (not in its types).
  const express = app as { handle: (req: IncomingMessage, res: ServerResponse, next?: unknown) => void };
  const handle = express.handle.bind(express);
  let took: number[] = [];
  express.handle = (req, res, next) => {
    if (req.url?.startsWith('/listings?') || req.url?.startsWith('/category/')) {
      const started = performance.now();
      res.once('finish', () => took.push(Math.round((performance.now() - started) * 100) / 100));
    }
    handle(req, res, next);
  };
  return () => {
    const times = took;
    took = [];
    return times;
  };
}

/**
 * With a directory, samples what the API allocates from now on and, when asked to stop, writes
 * where the samples were allocated, those collected since by a full collection included: what
 * outlived the young generation and then died, the garbage that grows the heap between full
 * collections (`<pid>.heapprofile`, for Chrome's DevTools).
 */
async function sampleHeap(dir: string | undefined): Promise<() => Promise<void>> {
  if (!dir) return async () => {};
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', { samplingInterval: 32 * 1024, includeObjectsCollectedByMajorGC: true });
  return async () => {
    const { profile } = await session.post('HeapProfiler.stopSampling');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${process.pid}.heapprofile`), JSON.stringify(profile));
  };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
