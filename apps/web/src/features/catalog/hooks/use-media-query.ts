import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; follows the window as it is resized or turned. The server
 * renders (and the browser hydrates) as if it does not match: a phone's layout.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
