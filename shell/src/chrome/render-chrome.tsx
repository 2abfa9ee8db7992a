import { createRoot, type Root } from 'react-dom/client';
import { StrictMode, type ReactNode } from 'react';
import { CONSENT_BANNER_CONTAINER_ID, type NavigationLink } from '@storefront/contracts';
import { getLoginState, reportError } from '@storefront/platform';
import type { FragmentOverrides, PreviewedReleases } from '../registry/override-request';
import { mountConsentBanner } from './mount-consent-banner';
import { mountFooter } from './mount-footer';
import { mountHeader } from './mount-header';
import { StartupError } from './StartupError';

function mount(id: string, node: ReactNode): Root {
  const root = createRoot(document.getElementById(id) as HTMLElement);
  root.render(<StrictMode>{node}</StrictMode>);
  return root;
}

/**
 * Only a squad's browser loading a fragment from an override or a staged release's preview shows the notice; it
 * comes with the override code (one chunk, override-request.ts). It sits in the flow above the header, so it covers
 * nothing of the page.
 */
function mountOverrideNotice(overrides: FragmentOverrides, previews: PreviewedReleases): void {
  import(/* webpackChunkName: "fragment-overrides" */ './OverrideNotice')
    .then(({ OverrideNotice }) => mount('shell-notices', <OverrideNotice overrides={overrides} previews={previews} />))
    .catch((error: unknown) => reportError(error, { phase: 'override notice' }));
}

/** The shell's own UI around the fragments: override notice, header, footer, consent banner. */
export function renderChrome(options: {
  overrides: FragmentOverrides;
  /** Staged releases this document shows (the registry's `previews`). */
  previews?: PreviewedReleases;
  navigation: readonly NavigationLink[];
}): { setNotFound(visible: boolean): void } {
  const previews = options.previews ?? {};
  if (Object.keys(options.overrides).length > 0 || Object.keys(previews).length > 0) mountOverrideNotice(options.overrides, previews);
  mountHeader(document.getElementById('shell-header') as HTMLElement, options.navigation, getLoginState().loggedIn);
  mountFooter(document.getElementById('shell-footer') as HTMLElement);
  mountConsentBanner(document.getElementById(CONSENT_BANNER_CONTAINER_ID) as HTMLElement);
  const notFound = createRoot(document.getElementById('shell-not-found') as HTMLElement);
  let notFoundShown = false;
  return {
    setNotFound(visible) {
      notFoundShown = visible;
      if (!visible) return notFound.render(null);
      // A route nobody owns is rare: its page's code comes when one is asked for.
      void import(/* webpackChunkName: "not-found" */ './NotFound').then(
        (page) => notFoundShown && notFound.render(<page.NotFound />),
        (error: unknown) => reportError(error, { phase: 'not found page' }),
      );
    },
  };
}

export function renderStartupError(): void {
  mount('shell-not-found', <StartupError />);
  // The document shows the banner from its first paint: its buttons work also when the shop cannot start.
  mountConsentBanner(document.getElementById(CONSENT_BANNER_CONTAINER_ID) as HTMLElement);
}
