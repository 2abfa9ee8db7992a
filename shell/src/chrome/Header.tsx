import { useState } from 'react';
import { getLoginState } from '@storefront/platform';
import { ShellLink } from './ShellLink';
import { logIn, logOut } from './session-actions';
import { PawLogo } from './PawLogo';

export function Header({ showOwnBrand }: { showOwnBrand: boolean }) {
  const [{ loggedIn }] = useState(getLoginState);
  const [pending, setPending] = useState(false);
  const run = (action: () => Promise<void>) => {
    setPending(true);
    void action().finally(() => setPending(false));
  };
  return (
    <header className="shell-header">
      <ShellLink href="/" className="shell-header__logo" aria-label="zooplus Startseite">
        <PawLogo />
        <span>zooplus</span>
      </ShellLink>
      <nav aria-label="Hauptnavigation" className="shell-header__nav">
        <ul>
          <li>
            <ShellLink href="/">Startseite</ShellLink>
          </li>
          {showOwnBrand && (
            <li>
              <ShellLink href="/eigenmarken">Eigenmarken</ShellLink>
            </li>
          )}
          <li>
            <ShellLink href="/account">Mein Konto</ShellLink>
          </li>
        </ul>
      </nav>
      <div className="shell-header__session">
        {loggedIn ? (
          <>
            <span className="shell-header__state">Angemeldet</span>
            <button type="button" disabled={pending} onClick={() => run(logOut)}>
              Abmelden
            </button>
          </>
        ) : (
          <button type="button" disabled={pending} onClick={() => run(() => logIn())}>
            Anmelden
          </button>
        )}
      </div>
    </header>
  );
}
