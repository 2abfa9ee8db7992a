import { renderToString } from 'react-dom/server';
import { NAVIGATION_LINKS } from '@storefront/contracts';
import { Header } from './Header';

/**
 * The header for a browser without JavaScript, made at build time (webpack.config.cjs) into a `<noscript>` of the
 * header's container: the logo and every route of the navigation as plain links, no session buttons (they need the
 * script). With the script the shell renders the header itself, which replaces it.
 */
export function staticHeaderHtml(): string {
  return renderToString(<Header links={NAVIGATION_LINKS} loggedIn={false} session={false} />);
}
