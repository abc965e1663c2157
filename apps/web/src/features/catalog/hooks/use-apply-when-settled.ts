// Typed filters (a price range, a city) apply themselves once the person pauses, so a filter typed
// in the phone's drawer is never left behind when they tap 'Show N results' (issue 24, item 2).
import { useCallback, useEffect, useRef } from 'react';

/** How long typing must pause before a typed filter applies itself. */
export const SETTLE_MS = 700;

/**
 * Calls `apply` once `value` has stayed the same for `SETTLE_MS` (not for the value it started
 * with). Answers a function that drops the pending call, for when the form applies at once (Enter,
 * Apply, leaving it): one change, one history entry.
 */
export function useApplyWhenSettled(value: string, apply: () => void): () => void {
  const latest = useRef(apply);
  const first = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = apply;
  });
  useEffect(() => {
    if (value === first.current) return;
    first.current = '\u0000'; // once typed in, even typing back to the start applies
    timer.current = setTimeout(() => latest.current(), SETTLE_MS);
    return () => clearTimeout(timer.current);
  }, [value]);
  return useCallback(() => clearTimeout(timer.current), []);
}
