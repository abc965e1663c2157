// Stops every process the global setup started and removes its data folder, keeping the
// services' logs beside the test results (test-results/stack-logs) for a failed run.
import fs from 'node:fs';
import path from 'node:path';
import { takeRunningStack } from './support/running-stack';

const KEEP_LOGS_IN = path.join(import.meta.dirname, '..', 'test-results', 'stack-logs');

export default async function globalTeardown(): Promise<void> {
  const running = takeRunningStack();
  if (!running) return;
  const started = Date.now();
  try {
    await running.stack.stop();
  } finally {
    try {
      fs.rmSync(KEEP_LOGS_IN, { recursive: true, force: true });
      fs.cpSync(running.stack.logsDir, KEEP_LOGS_IN, { recursive: true });
    } catch (err) {
      console.error(`[stack] could not keep the logs: ${(err as Error).message}`);
    }
    fs.rmSync(running.dataDir, { recursive: true, force: true });
  }
  console.log(`[stack] stopped in ${((Date.now() - started) / 1000).toFixed(1)} s; logs in ${path.relative(process.cwd(), KEEP_LOGS_IN)}`);
}
