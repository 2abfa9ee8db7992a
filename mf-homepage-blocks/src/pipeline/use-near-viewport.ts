import { useEffect, useState } from 'react';

/**
 * True while the element is within `marginPx` below (or above) the viewport. Without IntersectionObserver
 * (old browsers, jsdom) everything counts as near, so content is never held back.
 */
export function useNearViewport(element: Element | null, marginPx: number): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element) return undefined;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: `${marginPx}px 0px ${marginPx}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, marginPx]);
  return near;
}
