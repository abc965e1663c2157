// Work the reader has not asked for yet (fetching a chunk they will likely need), run once the
// browser is idle; Safari has no requestIdleCallback, and gets a timeout instead.
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}
