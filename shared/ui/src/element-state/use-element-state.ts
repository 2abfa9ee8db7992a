import { startTransition, useCallback, useState } from 'react';

/**
 * An element kept in state for the effects that watch it (an IntersectionObserver, scroll measurements), with the
 * ref callback that sets it. Set at transition priority: an update asked for by a ref callback during a commit is
 * otherwise rendered at once, in the same task, with the effects of that commit (on a phone's first view the
 * hydration's commit and a second render of the page in one long task). Bundled into each fragment
 * (`@storefront/ui/element-state`), not taken from the shared singleton, which may be an older release's.
 */
export function useElementState<Element extends HTMLElement>(): [Element | null, (element: Element | null) => void] {
  const [element, setElement] = useState<Element | null>(null);
  const ref = useCallback((next: Element | null) => startTransition(() => setElement(next)), []);
  return [element, ref];
}
