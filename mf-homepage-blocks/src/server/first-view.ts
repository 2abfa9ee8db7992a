// The release's server module (FIRST_VIEW_MODULE_FILE): the fragment's server renders the first view with it.
import type { FirstViewModule } from '@storefront/contracts';
import { configurePlatform, loginStateFromCookies } from '@storefront/platform';
import { renderFirstView as renderPage } from './render-first-view';
import { serverContentFetch } from './server-content';

export const renderFirstView: FirstViewModule['renderFirstView'] = ({ pathname, search, device, config, cookies }) => {
  // This server bundle's own platform: links from data (safeHref) are judged by the site's domains, as in the browser.
  configurePlatform(config);
  return renderPage({ pathname, search }, device, serverContentFetch(config), loginStateFromCookies(cookies).customerId);
};
