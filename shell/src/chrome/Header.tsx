import { useState } from 'react';
import type { NavigationLink } from '@storefront/contracts';
import { ShellLink } from './ShellLink';
import { logIn, logOut } from './session-actions';
import { PawLogo } from './PawLogo';

/**
 * `links`: the main navigation of the federation description, for the fragments this page can load. `loggedIn`: the
 * session as the shell read it at start-up (it reloads the page after logging in or out).
 */
export function Header({ links, loggedIn }: { links: readonly NavigationLink[]; loggedIn: boolean }) {
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
          {links.map((link) => (
            <li key={link.path}>
              <ShellLink href={link.path}>{link.label}</ShellLink>
            </li>
          ))}
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
