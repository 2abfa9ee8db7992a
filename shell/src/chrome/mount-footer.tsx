import { createRoot } from 'react-dom/client';
import { reportError } from '@storefront/platform';
import { OPEN_CONSENT_SETTINGS_EVENT } from './consent-settings-event';

/**
 * Starts the shell's footer in its container. The document has the footer from its first paint (static-footer.tsx),
 * with the cookie settings button's place kept hidden: it shows now and opens the settings, the rest of the footer
 * needs no script (so no React: the same nodes stay). A container without it gets the footer's component (a chunk
 * of its own: a shell served without its server).
 */
export function mountFooter(container: HTMLElement): void {
  const settings = container.querySelector<HTMLButtonElement>('footer > button');
  if (!settings) {
    void import(/* webpackChunkName: "footer" */ './Footer').then(
      ({ Footer }) => createRoot(container).render(<Footer />),
      (error: unknown) => reportError(error, { phase: 'footer' }),
    );
    return;
  }
  settings.addEventListener('click', () => window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT)));
  settings.style.visibility = '';
}
