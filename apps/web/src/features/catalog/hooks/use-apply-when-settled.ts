// Typed filters (a price range, a city) apply themselves once the person pauses, so a filter typed
// in the phone's drawer is never left behind when they tap 'Show N results' (issue 24, item 2).
import { useEffect, useRef } from 'react';

/** How long typing must pause before a typed filter applies itself. */
export const SETTLE_MS = 700;

/** Calls `apply` once `value` has stayed the same for `SETTLE_MS` (not for the value it started with). */
export function useApplyWhenSettled(value: string, apply: () => void): void {
  const latest = useRef(apply);
  const first = useRef(value);
  useEffect(() => {
    latest.current = apply;
  });
  useEffect(() => {
    if (value === first.current) return;
    first.current = '\u0000'; // once typed in, even typing back to the start applies
    const timer = setTimeout(() => latest.current(), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
}
