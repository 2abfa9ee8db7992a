import { afterThisTest } from '../after-this-test';

export interface MediaFeatures {
  /** `(prefers-reduced-motion: reduce)` matches. */
  reducedMotion: boolean;
  /** `(hover: none)` matches (a touch-only screen); `(hover: hover)` the opposite. */
  touchOnly: boolean;
}

type Listener = (event: MediaQueryListEvent) => void;

const FEATURES: Array<{ pattern: RegExp; answer: (features: MediaFeatures) => boolean }> = [
  { pattern: /^\(prefers-reduced-motion:\s*reduce\)$/, answer: (features) => features.reducedMotion },
  { pattern: /^\(hover:\s*none\)$/, answer: (features) => features.touchOnly },
  { pattern: /^\(hover:\s*hover\)$/, answer: (features) => !features.touchOnly },
];

/**
 * `window.matchMedia` answers prefers-reduced-motion and hover as the test says (neither unless given); width
 * queries keep following `window.innerWidth` (`setViewportWidth`). The jest preset's stand-in knows widths only
 * and lets every other query match. `change` tells the listeners of the queries whose answer changes; wrap it in
 * React's `act()` when components are mounted. Restored after the test.
 */
export function setMediaFeatures(initial: Partial<MediaFeatures> = {}): { change(next: Partial<MediaFeatures>): void } {
  const original = window.matchMedia;
  let current: MediaFeatures = { reducedMotion: false, touchOnly: false, ...initial };
  const listeners = new Set<{ listener: Listener; query: string }>();
  const featureOf = (query: string) => FEATURES.find((feature) => feature.pattern.test(query.trim()));

  window.matchMedia = (query: string) => {
    const feature = featureOf(query);
    if (!feature) return original(query);
    const add = (listener: Listener) => listeners.add({ listener, query });
    const remove = (listener: Listener) => listeners.forEach((entry) => entry.listener === listener && entry.query === query && listeners.delete(entry));
    return {
      media: query,
      get matches() {
        return feature.answer(current);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => add(listener),
      removeEventListener: (_type: string, listener: Listener) => remove(listener),
      addListener: add,
      removeListener: remove,
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  afterThisTest(() => {
    window.matchMedia = original;
  });

  return {
    change(next) {
      const before = current;
      current = { ...current, ...next };
      for (const { listener, query } of [...listeners]) {
        const answer = featureOf(query)?.answer;
        if (answer && answer(before) !== answer(current)) listener({ matches: answer(current), media: query } as MediaQueryListEvent);
      }
    },
  };
}
