import { afterNextPaint } from '../scheduling/after-next-paint';

/** What counts as the shopper starting to use the page: a touch, a pointer press, a key, a scroll. */
const INTERACTIONS = ['touchstart', 'pointerdown', 'keydown', 'scroll', 'wheel'] as const;

/**
 * Calls `callback` once the shopper first interacts with the page (also when the page is found scrolled after the
 * next paint, so a component that appears after a scroll does not wait for the next one). Returns the function that
 * stops listening. Only for effects: it reads `window`.
 */
export function onFirstInteraction(callback: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const interacted = () => {
    stop();
    callback();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, interacted, options);
  const cancelScrollCheck = afterNextPaint(() => {
    if (window.scrollY > 0) interacted();
  });
  function stop() {
    cancelScrollCheck();
    for (const type of INTERACTIONS) window.removeEventListener(type, interacted, options);
  }
  return stop;
}
