// The API's sense of time. Deals expire and complete by it; tests move it forward instead of sleeping.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved: tests (and the browser tests' TEST_CLOCK) advance it. */
export interface ManualClock extends Clock {
  advance(ms: number): Date;
}

/** Starts at the system's time; `advance` adds to an offset, so the clock keeps running between moves. */
export function createOffsetClock(): ManualClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
      return new Date(Date.now() + offset);
    },
  };
}
