import { useEffect, useRef, useState } from 'react';

/** True once the element has scrolled into view (and stays true), to start an animation then. */
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
  return { ref, inView };
}
