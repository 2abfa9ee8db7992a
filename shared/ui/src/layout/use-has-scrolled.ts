import { useEffect, useState } from 'react';
import { afterNextPaint } from '../scheduling/after-next-paint';

/**
 * Whether the shopper has scrolled the page (or it opened scrolled: a reload keeps the position, seen after the next
 * paint); stays true from then on.
 */
export function useHasScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return undefined;
    const check = () => {
      if (window.scrollY > 0) setScrolled(true);
    };
    window.addEventListener('scroll', check, { passive: true });
    const cancelCheck = afterNextPaint(check);
    return () => {
      cancelCheck();
      window.removeEventListener('scroll', check);
    };
  }, [scrolled]);
  return scrolled;
}
