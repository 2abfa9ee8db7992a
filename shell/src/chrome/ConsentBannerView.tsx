import type { MouseEvent, Ref } from 'react';
import { CONSENT_COOKIE_VALUES, CONSENT_FORM } from '@storefront/contracts';

export interface ConsentBannerViewProps {
  /** The page the form sends the shopper back to (path and query), when it is submitted without a script. */
  returnTo: string;
  onDecide?: (functional: boolean) => void;
  sectionRef?: Ref<HTMLElement>;
}

/**
 * The consent banner's markup and texts. Pure, so the build renders the same markup into index.html
 * (static-consent-banner.tsx) and the shopper sees the banner before any JavaScript; mount-consent-banner.tsx then makes its buttons decide in place.
 * The buttons submit a form to the shell's server (which stores the decision as the script does and sends the
 * shopper back to `returnTo`) until a script decides in place: the choice works before the shell's scripts have
 * run, and without JavaScript.
 */
export function ConsentBannerView({ returnTo, onDecide, sectionRef }: ConsentBannerViewProps) {
  const decide = (functional: boolean) => (event: MouseEvent<HTMLButtonElement>) => {
    if (!onDecide) return;
    event.preventDefault();
    onDecide(functional);
  };
  return (
    <section className="shell-consent" aria-labelledby="shell-consent-title" ref={sectionRef}>
      <h2 id="shell-consent-title">Ihre Privatsphäre ist uns wichtig</h2>
      <p>
        Wir verwenden notwendige Cookies, damit der Shop funktioniert. Mit Ihrer Zustimmung nutzen wir außerdem funktionale Cookies, um Ihnen passende
        Empfehlungen für Ihr Tier zu zeigen. Sie können Ihre Wahl jederzeit in den Cookie-Einstellungen ändern.
      </p>
      <form className="shell-consent__actions" method="post" action={CONSENT_FORM.action}>
        <input type="hidden" name={CONSENT_FORM.returnField} value={returnTo} />
        <button
          type="submit"
          name={CONSENT_FORM.choiceField}
          value={CONSENT_COOKIE_VALUES.refused}
          className="shell-button shell-button--secondary"
          onClick={decide(false)}
        >
          Nur notwendige Cookies
        </button>
        <button type="submit" name={CONSENT_FORM.choiceField} value={CONSENT_COOKIE_VALUES.granted} className="shell-button" onClick={decide(true)}>
          Alle akzeptieren
        </button>
      </form>
    </section>
  );
}
