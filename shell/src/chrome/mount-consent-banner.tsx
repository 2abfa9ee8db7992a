import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getConsent } from '@storefront/platform';
import { ConsentBanner } from './ConsentBanner';

/**
 * Starts the consent banner in its container. While the shopper has not decided, the document already shows the
 * banner's static markup (made from the same component at build time): it is hydrated, so the shopper's first
 * paint and the banner's text (the page's largest element on a phone) stay as they are. Once decided, a banner
 * the document still holds (a shell served without its server) is cleared before anything else renders.
 */
export function mountConsentBanner(container: HTMLElement): void {
  const undecided = getConsent().functional === null;
  // The page the document's form names (the shell's server wrote the request's path and query into it).
  const returnTo = `${window.location.pathname}${window.location.search}`;
  const banner = (
    <StrictMode>
      <ConsentBanner initiallyOpen={undecided} returnTo={returnTo} />
    </StrictMode>
  );
  if (undecided && container.firstElementChild) {
    // At transition priority React hydrates in slices between which the browser can answer the shopper.
    startTransition(() => {
      hydrateRoot(container, banner);
    });
    return;
  }
  container.replaceChildren();
  createRoot(container).render(banner);
}
