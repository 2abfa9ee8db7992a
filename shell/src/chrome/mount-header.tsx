import { NAVIGATION_LINKS, type NavigationLink } from '@storefront/contracts';
import { Header, type HeaderProps } from './Header';
import { hydrateOrRender, useHydrated } from './hydrate-or-render';
import { useLoggedIn } from './use-logged-in';

type MountedHeaderProps = Omit<HeaderProps, 'session'>;

/** The header hydrated over the document's, which has no session buttons: they come in the render after it. */
function HeaderAfterDocument({ links, loggedIn }: MountedHeaderProps) {
  return <Header links={links} loggedIn={useLoggedIn(loggedIn)} session={useHydrated()} />;
}

function FreshHeader({ links, loggedIn }: MountedHeaderProps) {
  return <Header links={links} loggedIn={useLoggedIn(loggedIn)} />;
}

const sameLinks = (a: readonly NavigationLink[], b: readonly NavigationLink[]) =>
  a.length === b.length && a.every((link, index) => link.path === b[index]?.path && link.label === b[index]?.label);

/**
 * Starts the shell's header in its container. The document paints the header from its first paint (made from the same
 * component at build time, every route's link, no session buttons): it is hydrated, and the session buttons are added
 * in their kept place. A page whose registry lacks a fragment has fewer links than the document's header: it is
 * rendered afresh in its place. `loggedIn` is the session at start-up; the header follows a change of it (use-logged-in.ts).
 */
export function mountHeader(container: HTMLElement, links: readonly NavigationLink[], loggedIn: boolean): void {
  const fromDocument = container.firstElementChild?.tagName === 'HEADER' && sameLinks(links, NAVIGATION_LINKS);
  hydrateOrRender(container, {
    hydrated: fromDocument ? <HeaderAfterDocument links={links} loggedIn={loggedIn} /> : undefined,
    fresh: <FreshHeader links={links} loggedIn={loggedIn} />,
  });
}
