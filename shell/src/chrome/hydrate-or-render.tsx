import { startTransition, StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Starts a part of the shell's chrome in its container. Where the document has the part (made from the same component
 * at build time), `hydrated` is hydrated over it, so its nodes stay (a link focused before the script keeps its
 * focus); otherwise (`hydrated` undefined) the container is emptied and `fresh` rendered.
 */
export function hydrateOrRender(container: HTMLElement, { hydrated, fresh }: { hydrated: ReactNode | undefined; fresh: ReactNode }): void {
  if (hydrated !== undefined) {
    // At transition priority React hydrates in slices between which the browser can answer the shopper.
    startTransition(() => {
      hydrateRoot(container, <StrictMode>{hydrated}</StrictMode>);
    });
    return;
  }
  container.replaceChildren();
  createRoot(container).render(<StrictMode>{fresh}</StrictMode>);
}

/**
 * False in the render that hydrates the document's markup, true from the transition after it: what the document
 * leaves out because it needs the script (the header's session buttons, the footer's cookie settings) comes then.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
