import { useLayoutEffect, useState } from 'react';

/**
 * The CSS custom property on <html> that says how much of the viewport's bottom the shell's own fixed UI takes
 * (the open consent banner). global.css adds it to the scroll padding and to the space at the page's end, and
 * fragments place their fixed controls above it (shared/FRAGMENTS.md, "Fixed controls").
 */
export const FIXED_BOTTOM_INSET_PROPERTY = '--shell-fixed-bottom-inset';

/**
 * While `element` is shown fixed at the bottom of the viewport, keeps FIXED_BOTTOM_INSET_PROPERTY at the height it
 * covers there (its top edge to the viewport's bottom), also as it wraps or the window changes. Returns the function
 * that stops it and removes the property.
 */
export function keepFixedBottomInset(element: HTMLElement): () => void {
  const root = document.documentElement;
  const update = () => {
    const covered = Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top));
    root.style.setProperty(FIXED_BOTTOM_INSET_PROPERTY, `${covered}px`);
  };
  update();
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
  resizes?.observe(element);
  window.addEventListener('resize', update);
  return () => {
    resizes?.disconnect();
    window.removeEventListener('resize', update);
    root.style.removeProperty(FIXED_BOTTOM_INSET_PROPERTY);
  };
}

/** keepFixedBottomInset for a React element: returns the ref callback for it. */
export function useFixedBottomInset(): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => (element ? keepFixedBottomInset(element) : undefined), [element]);
  return setElement;
}
