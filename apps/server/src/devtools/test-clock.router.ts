// POST /testing/clock: moves the API's clock forward and runs the scheduler, so the browser tests
// can walk a deal past its 7-day warranty without waiting a week. Mounted only with TEST_CLOCK=true,
// which the config refuses in production.
import { Router } from 'express';
import { z } from 'zod';
import type { ManualClock } from '../clock';
import { parse } from '../http/validate';
import type { Scheduler } from '../scheduler';

const advanceSchema = z.strictObject({ advanceHours: z.number().min(0).max(24 * 365) });

export function testClockRouter(clock: ManualClock, scheduler: () => Scheduler | undefined): Router {
  const router = Router();
  router.post('/testing/clock', async (req, res) => {
    const { advanceHours } = parse(advanceSchema, req.body);
    const now = clock.advance(advanceHours * 3_600_000);
    // Not the periodic run that may be going: it read the time before the clock moved.
    const done = await scheduler()?.runAfterCurrent();
    res.json({ now: now.toISOString(), done });
  });
  return router;
}
