import { useEffect, useState } from 'react';
import { LOOK_AHEAD_MARGIN_PX } from './use-content-page';

/**
 * How far below the viewport the page loads block code: nothing beyond the first screen until the shopper scrolls,
 * so a phone's first view downloads only what it shows (and no fragment that only a block further down needs);
 * from the first scroll on LOOK_AHEAD_MARGIN_PX, so blocks are there before the shopper reaches them. A page opened
 * scrolled (a reload keeps the position) counts as scrolled.
 */
export function lookAheadMargin(scrolled: boolean): number {
  return scrolled ? LOOK_AHEAD_MARGIN_PX : 0;
}

/** Whether the shopper has scrolled the page (or it opened scrolled); stays true from then on. */
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
