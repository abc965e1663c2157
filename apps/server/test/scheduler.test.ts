// The scheduler: one run at a time, and a run asked for after the clock moved reads the new time
// even while a periodic run that read the old one is still going (the browser tests' clock).
import { createScheduler } from '../src/scheduler';
import { createLogger } from '../src/logger';

/** A job that reads the clock when it starts, the first run held until released. */
function clockReader(now: () => number) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const seen: number[] = [];
  let runs = 0;
  const job = {
    name: 'due',
    run: async () => {
      const time = now();
      if (runs++ === 0) await held;
      seen.push(time);
      return 1;
    },
  };
  return { job, seen, release };
}

test('a run asked for while one is going joins it, and reads no newer time', async () => {
  let now = 0;
  const { job, seen, release } = clockReader(() => now);
  const scheduler = createScheduler([job], 0, createLogger('silent'));
  const first = scheduler.runOnce();
  now = 100;
  const joined = scheduler.runOnce();
  release();
  expect(await joined).toEqual(await first);
  expect(seen).toEqual([0]);
});

test('a run asked for after the clock moved starts once the one going ends, and reads the new time', async () => {
  let now = 0;
  const { job, seen, release } = clockReader(() => now);
  const scheduler = createScheduler([job], 0, createLogger('silent'));
  const first = scheduler.runOnce();
  now = 100;
  const after = scheduler.runAfterCurrent();
  release();
  await first;
  expect(await after).toEqual({ due: 1 });
  expect(seen).toEqual([0, 100]);
});
