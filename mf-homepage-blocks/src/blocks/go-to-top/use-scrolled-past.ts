import { useEffect, useState } from 'react';
import { afterNextPaint } from '@storefront/ui/after-next-paint';

/**
 * True while the page is scrolled further down than `threshold` pixels (false in a server render; a page that opens
 * scrolled is seen after the next paint, when reading the position does not lay the page out).
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    const update = () => setScrolledPast(window.scrollY > threshold);
    window.addEventListener('scroll', update, { passive: true });
    const cancelUpdate = afterNextPaint(update);
    return () => {
      cancelUpdate();
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolledPast;
}
