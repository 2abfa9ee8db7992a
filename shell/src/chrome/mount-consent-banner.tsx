import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CONSENT_COOKIE_VALUES } from '@storefront/contracts';
import { getConsent, onConsentChange, reportError, setFunctionalConsent } from '@storefront/platform';
import { OPEN_CONSENT_SETTINGS_EVENT } from './consent-settings-event';
import { keepFixedBottomInset } from './fixed-bottom-inset';

/**
 * Starts the consent banner in its container. While the shopper has not decided, the document already shows the
 * banner (ConsentBannerView's markup, made at build time): its buttons decide in place from now on (before, its form
 * goes to the shell's server), without React, so neither a first visit nor a returning shopper loads the banner's
 * component for it. The component (ConsentBanner, a chunk of its own) comes when the banner is opened again from the
 * footer, or when the document has no banner (a shell served without its server). Once decided, a banner the
 * document still holds is cleared before anything else renders.
 */
export function mountConsentBanner(container: HTMLElement): void {
  // The page the document's form names (the shell's server wrote the request's path and query into it).
  const returnTo = `${window.location.pathname}${window.location.search}`;
  const render = () =>
    import(/* webpackChunkName: "consent-banner" */ './ConsentBanner').then(
      ({ ConsentBanner }) =>
        createRoot(container).render(
          <StrictMode>
            <ConsentBanner initiallyOpen returnTo={returnTo} />
          </StrictMode>,
        ),
      (error: unknown) => reportError(error, { phase: 'consent banner' }),
    );
  // Opened again, the component goes on listening itself.
  const renderWhenOpened = () => {
    const open = () => {
      window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, open);
      void render();
    };
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, open);
  };
  const banner = container.firstElementChild;
  if (getConsent().functional !== null) {
    container.replaceChildren();
    return renderWhenOpened();
  }
  if (!(banner instanceof HTMLElement)) return void render();

  const stopInset = keepFixedBottomInset(banner);
  banner.addEventListener('click', (event) => {
    const choice = (event.target as Element).closest('button[value]')?.getAttribute('value');
    if (!choice) return;
    event.preventDefault();
    setFunctionalConsent(choice === CONSENT_COOKIE_VALUES.granted);
  });
  const stopListening = onConsentChange(() => {
    stopListening();
    stopInset();
    container.replaceChildren();
    renderWhenOpened();
  });
}
