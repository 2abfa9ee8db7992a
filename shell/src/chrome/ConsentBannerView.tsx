import type { Ref } from 'react';

export interface ConsentBannerViewProps {
  onDecide?: (functional: boolean) => void;
  sectionRef?: Ref<HTMLElement>;
}

/**
 * The consent banner's markup and texts. Pure, so the build renders the same markup into index.html
 * (static-consent-banner.tsx) and the shopper sees the banner before any JavaScript; ConsentBanner then hydrates it.
 */
export function ConsentBannerView({ onDecide, sectionRef }: ConsentBannerViewProps) {
  return (
    <section className="shell-consent" aria-labelledby="shell-consent-title" ref={sectionRef}>
      <h2 id="shell-consent-title">Ihre Privatsphäre ist uns wichtig</h2>
      <p>
        Wir verwenden notwendige Cookies, damit der Shop funktioniert. Mit Ihrer Zustimmung nutzen wir außerdem
        funktionale Cookies, um Ihnen passende Empfehlungen für Ihr Tier zu zeigen. Sie können Ihre Wahl jederzeit
        in den Cookie-Einstellungen ändern.
      </p>
      <div className="shell-consent__actions">
        <button type="button" className="shell-button shell-button--secondary" onClick={() => onDecide?.(false)}>
          Nur notwendige Cookies
        </button>
        <button type="button" className="shell-button" onClick={() => onDecide?.(true)}>
          Alle akzeptieren
        </button>
      </div>
    </section>
  );
}
