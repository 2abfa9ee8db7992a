import { useState } from 'react';
import type { NavigationLink } from '@storefront/contracts';
import type { SessionChangeOutcome } from '@storefront/platform';
import { ShellLink } from './ShellLink';
import { sessionAction } from './session-action';
import { PawLogo } from './PawLogo';

export interface HeaderProps {
  /** The main navigation of the federation description, for the fragments this page can load. */
  links: readonly NavigationLink[];
  /** Whether the shopper is logged in (the shell reloads the page after logging in or out here). */
  loggedIn: boolean;
  /**
   * The log-in and log-out buttons, which need the shell's script (left out of the document's header). Their place
   * is there either way, so the header keeps its rows when they come.
   */
  session?: boolean;
}

export function Header({ links, loggedIn, session = true }: HeaderProps) {
  const [pending, setPending] = useState(false);
  // After a success the page reloads: the button stays disabled until it does.
  const run = (action: () => Promise<SessionChangeOutcome>) => {
    setPending(true);
    void action().then((outcome) => outcome === 'failed' && setPending(false));
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
        {session &&
          (loggedIn ? (
            <>
              <span className="shell-header__state">Angemeldet</span>
              <button type="button" disabled={pending} onClick={() => run(sessionAction('logOut'))}>
                Abmelden
              </button>
            </>
          ) : (
            <button type="button" disabled={pending} onClick={() => run(sessionAction('logIn'))}>
              Anmelden
            </button>
          ))}
      </div>
    </header>
  );
}
