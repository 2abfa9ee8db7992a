import { useEffect, useState } from 'react';

/**
 * `#top-marken` in the page's URL names an element of a block further down, which is not in the page yet when the
 * page opens (blocks load as they come near the viewport). Content names such places with `anchorId` in a block's
 * model (the brand carousel's heading carries it as its id), so the page knows from the models, before any block
 * code is loaded, which block to load up to; then it scrolls that element into view and moves focus to it.
 */

/** The element id a location hash names, or undefined for none (`''`, `'#'`) and a hash that is not valid UTF-8. */
export function anchorOfHash(hash: string): string | undefined {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The anchor a block model names for its place on the page (`anchorId`, trimmed), if any. */
export function anchorIdOfModel(model: unknown): string | undefined {
  if (typeof model !== 'object' || model === null) return undefined;
  const anchorId = (model as { anchorId?: unknown }).anchorId;
  return typeof anchorId === 'string' && anchorId.trim() !== '' ? anchorId.trim() : undefined;
}

/** The anchor of the page's location hash, following `hashchange` (a link to `#top-marken` on the same page). */
export function useLocationAnchor(): string | undefined {
  const [anchor, setAnchor] = useState(() => (typeof window === 'undefined' ? undefined : anchorOfHash(window.location.hash)));
  useEffect(() => {
    const update = () => setAnchor(anchorOfHash(window.location.hash));
    update();
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return anchor;
}

/** Moves the shopper to the element: scrolled to the top of the window, and focused (focusable for that if need be). */
export function moveToAnchor(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.setAttribute('data-anchor-target', '');
  }
  element.scrollIntoView({ block: 'start', behavior: 'auto' });
  element.focus({ preventScroll: true });
}

const SCROLL_KEYS = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End', ' ']);

/**
 * Calls `onInput` once the shopper scrolls on their own (wheel, touch, a scrolling key): from then on the page must
 * not move them anywhere they did not ask to go. Clicks and Tab (the consent banner, the header) do not count.
 */
export function onShopperScrollInput(onInput: () => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (SCROLL_KEYS.has(event.key)) onInput();
  };
  const options = { passive: true, capture: true } as const;
  window.addEventListener('wheel', onInput, options);
  window.addEventListener('touchmove', onInput, options);
  window.addEventListener('keydown', onKey, options);
  return () => {
    window.removeEventListener('wheel', onInput, options);
    window.removeEventListener('touchmove', onInput, options);
    window.removeEventListener('keydown', onKey, options);
  };
}
