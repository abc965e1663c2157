// The reader's clock, ticking each minute: what an offer's time left and its buttons are judged at.
import { useEffect, useState } from 'react';

const TICK_MS = 60_000;

export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
