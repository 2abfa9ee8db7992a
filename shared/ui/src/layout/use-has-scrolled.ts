import { useEffect, useState } from 'react';

/** Whether the shopper has scrolled the page (or it opened scrolled: a reload keeps the position); stays true from then on. */
export function useHasScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return undefined;
    const check = () => {
      if (window.scrollY > 0) setScrolled(true);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [scrolled]);
  return scrolled;
}
