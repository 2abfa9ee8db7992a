import { createRoot, type Root } from 'react-dom/client';
import { StrictMode, type ReactNode } from 'react';
import { CONSENT_BANNER_CONTAINER_ID, type NavigationLink } from '@storefront/contracts';
import { getLoginState } from '@storefront/platform';
import type { FragmentOverrides } from '../registry/fragment-overrides';
import { Footer } from './Footer';
import { Header } from './Header';
import { mountConsentBanner } from './mount-consent-banner';
import { NotFound } from './NotFound';
import { OverrideNotice } from './OverrideNotice';
import { StartupError } from './StartupError';

function mount(id: string, node: ReactNode): Root {
  const root = createRoot(document.getElementById(id) as HTMLElement);
  root.render(<StrictMode>{node}</StrictMode>);
  return root;
}

/** The shell's own UI around the fragments: override notice, header, footer, consent banner. */
export function renderChrome(options: { overrides: FragmentOverrides; navigation: readonly NavigationLink[] }): { setNotFound(visible: boolean): void } {
  // The override notice sits in the flow above the header, so it covers nothing of the page.
  mount('shell-notices', <OverrideNotice overrides={options.overrides} />);
  mount('shell-header', <Header links={options.navigation} loggedIn={getLoginState().loggedIn} />);
  mount('shell-footer', <Footer />);
  mountConsentBanner(document.getElementById(CONSENT_BANNER_CONTAINER_ID) as HTMLElement);
  const notFound = createRoot(document.getElementById('shell-not-found') as HTMLElement);
  return { setNotFound: (visible) => notFound.render(visible ? <NotFound /> : null) };
}

export function renderStartupError(): void {
  mount('shell-not-found', <StartupError />);
  // The document shows the banner from its first paint: its buttons work also when the shop cannot start.
  mountConsentBanner(document.getElementById(CONSENT_BANNER_CONTAINER_ID) as HTMLElement);
}
