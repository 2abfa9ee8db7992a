import { Footer } from './Footer';
import { hydrateOrRender, useHydrated } from './hydrate-or-render';

/** The footer hydrated over the document's, whose cookie settings button is hidden: it shows in the render after it. */
function FooterAfterDocument() {
  return <Footer settings={useHydrated()} />;
}

/**
 * Starts the shell's footer in its container. The document has the footer from its first paint (static-footer.tsx):
 * it is hydrated, and its cookie settings button shows in its kept place. A container without it is rendered afresh.
 */
export function mountFooter(container: HTMLElement): void {
  hydrateOrRender(container, {
    hydrated: container.firstElementChild?.tagName === 'FOOTER' ? <FooterAfterDocument /> : undefined,
    fresh: <Footer />,
  });
}
