import { useId } from 'react';
import { requestLogin } from '@storefront/platform';

/** Logged out: no account data is requested; the shopper is asked to log in. */
export function LoginPrompt() {
  const headingId = useId();
  return (
    <section className="sf-account-login" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-account-section__heading">
        Bitte melden Sie sich an
      </h2>
      <p>Melden Sie sich an, um Ihre Bestellungen, persönlichen Daten und Vorteile zu sehen.</p>
      <button type="button" className="sf-account-login__button" onClick={requestLogin}>
        Zur Anmeldung
      </button>
    </section>
  );
}
