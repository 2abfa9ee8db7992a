import { useEffect, useState } from 'react';
import { onConsentChange, setFunctionalConsent } from '@storefront/platform';
import { ConsentBannerView } from './ConsentBannerView';
import { OPEN_CONSENT_SETTINGS_EVENT } from './consent-settings-event';
import { useFixedBottomInset } from './fixed-bottom-inset';

/**
 * Stand-in for a consent-management platform: asks for functional-cookie consent in German and stores the
 * decision through @storefront/platform (cookie + consent event), in place. `returnTo` is the page its form names
 * for a submission without the script (the one it was mounted on: with the script running, the form is not sent). A real CMP replaces this component.
 * The document's own banner decides without it (mount-consent-banner.tsx): this component is the banner opened
 * again from the footer, or one the document does not have. While open it is fixed at the bottom of the
 * viewport and says how much it covers there, so focused elements are scrolled above it, the page's end can be
 * scrolled clear of it and fixed controls sit above it (WCAG 2.4.11).
 */
export function ConsentBanner({ initiallyOpen, returnTo }: { initiallyOpen: boolean; returnTo: string }) {
  const [open, setOpen] = useState(initiallyOpen);
  const coverBottom = useFixedBottomInset();
  useEffect(() => onConsentChange(() => setOpen(false)), []);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, show);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, show);
  }, []);
  if (!open) return null;
  return <ConsentBannerView returnTo={returnTo} onDecide={setFunctionalConsent} sectionRef={coverBottom} />;
}
