// Shared by the search box and the price guide hint: a value that settles before it is acted on.
import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `delayMs`: a request per pause, not per keystroke. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
