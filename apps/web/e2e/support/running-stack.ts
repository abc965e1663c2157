// The stack the global setup started, for the global teardown. Both run in the runner process,
// one after the other, so a global is enough.
export interface RunningStack {
  stack: { stop(): Promise<void>; logsDir: string };
  dataDir: string;
}

const KEY = Symbol.for('mobile-planet.e2e.running-stack');
type Holder = { [KEY]?: RunningStack };

export function setRunningStack(running: RunningStack): void {
  (globalThis as Holder)[KEY] = running;
}

export function takeRunningStack(): RunningStack | undefined {
  const running = (globalThis as Holder)[KEY];
  delete (globalThis as Holder)[KEY];
  return running;
}
