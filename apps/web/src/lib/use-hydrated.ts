// Whether this render comes after the first one: false on the server and while the browser hydrates
// what the server rendered (so both draw the same), true from the render right after, and always
// in a page the browser rendered itself.
import { useSyncExternalStore } from 'react';

/** Nothing to follow: the answer only tells the server's (and the hydrating) render from the rest. */
const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
