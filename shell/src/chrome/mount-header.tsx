import { startTransition, StrictMode, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { NAVIGATION_LINKS, type NavigationLink } from '@storefront/contracts';
import { Header, type HeaderProps } from './Header';

/** The header hydrated over the document's, which has no session buttons: they come in the render after it. */
function HeaderAfterDocument({ links, loggedIn }: Omit<HeaderProps, 'session'>) {
  const [session, setSession] = useState(false);
  useEffect(() => startTransition(() => setSession(true)), []);
  return <Header links={links} loggedIn={loggedIn} session={session} />;
}

const sameLinks = (a: readonly NavigationLink[], b: readonly NavigationLink[]) =>
  a.length === b.length && a.every((link, index) => link.path === b[index]?.path && link.label === b[index]?.label);

/**
 * Starts the shell's header in its container. The document paints the header from its first paint (made from the same
 * component at build time, every route's link, no session buttons): it is hydrated, so its nodes stay (a link focused
 * before the script keeps its focus) and the session buttons are added in their kept place. A page whose
 * registry lacks a fragment has fewer links than the document's header: it is rendered afresh in its place.
 */
export function mountHeader(container: HTMLElement, links: readonly NavigationLink[], loggedIn: boolean): void {
  if (container.firstElementChild?.tagName === 'HEADER' && sameLinks(links, NAVIGATION_LINKS)) {
    // At transition priority React hydrates in slices between which the browser can answer the shopper.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <HeaderAfterDocument links={links} loggedIn={loggedIn} />
        </StrictMode>,
      );
    });
    return;
  }
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <Header links={links} loggedIn={loggedIn} />
    </StrictMode>,
  );
}
