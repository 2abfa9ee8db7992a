import { useEffect, useState } from 'react';
import { getConsent, onConsentChange, setFunctionalConsent } from '@storefront/platform';
import { useFixedBottomInset } from './fixed-bottom-inset';

/** Opens the banner again from anywhere (the footer's "Cookie-Einstellungen"). */
export const OPEN_CONSENT_SETTINGS_EVENT = 'storefront:open-cookie-settings';

/**
 * Stand-in for a consent-management platform: asks for functional-cookie consent in German and stores the
 * decision through @storefront/platform (cookie + consent event). A real CMP replaces this component.
 * While open it is fixed at the bottom of the viewport and says how much it covers there, so focused elements are
 * scrolled above it, the page's end can be scrolled clear of it and fixed controls sit above it (WCAG 2.4.11).
 */
export function ConsentBanner() {
  const [open, setOpen] = useState(() => getConsent().functional === null);
  const coverBottom = useFixedBottomInset();
  useEffect(() => onConsentChange(() => setOpen(false)), []);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, show);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, show);
  }, []);
  if (!open) return null;
  return (
    <section className="shell-consent" aria-labelledby="shell-consent-title" ref={coverBottom}>
      <h2 id="shell-consent-title">Ihre Privatsphäre ist uns wichtig</h2>
      <p>
        Wir verwenden notwendige Cookies, damit der Shop funktioniert. Mit Ihrer Zustimmung nutzen wir außerdem
        funktionale Cookies, um Ihnen passende Empfehlungen für Ihr Tier zu zeigen. Sie können Ihre Wahl jederzeit
        in den Cookie-Einstellungen ändern.
      </p>
      <div className="shell-consent__actions">
        <button type="button" className="shell-button shell-button--secondary" onClick={() => setFunctionalConsent(false)}>
          Nur notwendige Cookies
        </button>
        <button type="button" className="shell-button" onClick={() => setFunctionalConsent(true)}>
          Alle akzeptieren
        </button>
      </div>
    </section>
  );
}
