import { useEffect, useState } from 'react';

export { lookAheadMargin } from './look-ahead';
export { useHasScrolled } from './use-has-scrolled';

/**
 * True while the element is within `marginPx` below (or above) the viewport. Without IntersectionObserver
 * (old browsers, jsdom) everything counts as near, so content is never held back. A new element or margin starts
 * from "not near" until the observer has looked, so an answer for the old one is never taken for the new one.
 */
export function useNearViewport(element: Element | null, marginPx: number): boolean {
  const [answer, setAnswer] = useState<{ element: Element; marginPx: number; near: boolean }>();
  useEffect(() => {
    if (!element) return undefined;
    if (typeof IntersectionObserver !== 'function') {
      setAnswer({ element, marginPx, near: true });
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => setAnswer({ element, marginPx, near: entries.some((entry) => entry.isIntersecting) }), {
      rootMargin: `${marginPx}px 0px ${marginPx}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, marginPx]);
  return answer !== undefined && answer.element === element && answer.marginPx === marginPx && answer.near;
}

/**
 * True from the first time the element comes within `marginPx` of the viewport, for as long as it stays the same
 * element: content rendered when the shopper nears it stays when they scroll on.
 */
export function useHasBeenNearViewport(element: Element | null, marginPx: number): boolean {
  const near = useNearViewport(element, marginPx);
  const [reached, setReached] = useState<Element>();
  useEffect(() => {
    if (near && element) setReached(element);
  }, [near, element]);
  return near || (element !== null && reached === element);
}
