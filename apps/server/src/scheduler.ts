// Runs the API's due work every interval: each job finds what is due in the database, so the
// scheduler holds no timers for individual deals and a restart loses nothing (the first run, at
// start-up, picks up whatever fell due while the API was down). Jobs are safe with two API
// instances: each piece of work is claimed by a unique insert (a deal's transition) before it is done.
import type { Logger } from './logger';

export interface ScheduledJob {
  name: string;
  /** Does what is due now; answers how many pieces of work it did. */
  run(): Promise<number>;
}

export interface Scheduler {
  /** Runs every job once, now (start-up, and tests that moved the clock), or joins the run in progress. */
  runOnce(): Promise<Record<string, number>>;
  /**
   * Runs every job once, starting after any run in progress: that one may have read the time
   * before the clock moved (the browser tests' clock), and would not see what fell due since.
   */
  runAfterCurrent(): Promise<Record<string, number>>;
  start(): void;
  stop(): Promise<void>;
}

export function createScheduler(jobs: ScheduledJob[], intervalMs: number, logger: Logger): Scheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<Record<string, number>> | undefined;

  async function runJobs(): Promise<Record<string, number>> {
    const done: Record<string, number> = {};
    for (const job of jobs) {
      try {
        done[job.name] = await job.run();
        if (done[job.name]) logger.info({ job: job.name, done: done[job.name] }, 'scheduled work done');
      } catch (err) {
        // The database away, say: the next run tries again.
        logger.warn({ err, job: job.name }, 'scheduled job failed');
        done[job.name] = 0;
      }
    }
    return done;
  }

  /** One run at a time: a run still going when the next is due is waited for, not doubled. */
  const runOnce = () => (running ??= runJobs().finally(() => (running = undefined)));

  return {
    runOnce,
    async runAfterCurrent() {
      await running;
      return runOnce();
    },
    start() {
      if (intervalMs <= 0 || timer) return;
      void runOnce();
      timer = setInterval(() => void runOnce(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
