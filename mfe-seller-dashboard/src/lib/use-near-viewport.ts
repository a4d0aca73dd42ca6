import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within 200 px of the viewport (and from then on). Thumbnails
 * wait for it, so a list of 100 drops signs the links of the rows on screen first instead of
 * queueing 100 link requests ahead of the next search.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);

  return near;
}
