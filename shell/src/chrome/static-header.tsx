import { renderToString } from 'react-dom/server';
import { NAVIGATION_LINKS } from '@storefront/contracts';
import { Header } from './Header';

/**
 * The document's header, made at build time (webpack.config.cjs) into the header's container: the logo and every
 * route of the navigation as plain links, painted with the page's first paint and used without JavaScript; no session
 * buttons (they need the script), their place kept. The shell hydrates it once its script runs (mount-header.tsx).
 */
export function staticHeaderHtml(): string {
  return renderToString(<Header links={NAVIGATION_LINKS} loggedIn={false} session={false} />);
}
