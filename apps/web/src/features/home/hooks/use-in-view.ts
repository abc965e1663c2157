import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * True once the element has scrolled into view (and stays true), to start an animation then.
 * `ready` is false in the page the server rendered (and while the browser takes it over): there is
 * no telling yet, so a caller shows the element as it is, without the animation.
 */
export function useInView<T extends Element>(threshold = 0.25) {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (an old browser) there is no telling: show it at once.
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setInView(true);
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, threshold]);
  const ready = useHydrated();
  return { ref, inView, ready };
}
