// The release's server module (FIRST_VIEW_MODULE_FILE): the fragment's server renders the first view with it.
import { renderToString } from 'react-dom/server';
import { routeOwner, type FirstViewModule } from '@storefront/contracts';
import { loginStateFromCookies } from '@storefront/platform';
import { accountFirstView, type AccountFirstViewState } from '../first-view/account-first-view';
import { FRAGMENT_NAME } from '../fragment';
import { Root } from '../Root';

/**
 * The account page as the browser first renders it, for the customer of the request's cookies: the log-in prompt for
 * a logged-out shopper, else the orders links with the flagged sections loading (their data is the browser's to
 * ask, with the customer's session). Undefined for another path.
 */
export const renderFirstView: FirstViewModule['renderFirstView'] = async ({ pathname, device, cookies }) => {
  if (routeOwner(pathname)?.fragment.name !== FRAGMENT_NAME) return undefined;
  const state: AccountFirstViewState = { device, customerId: loginStateFromCookies(cookies).customerId };
  // The render is synchronous: no other request's render sees this first view.
  accountFirstView.provide(state);
  try {
    return { html: renderToString(<Root />), state: { ...state } };
  } finally {
    accountFirstView.provide(undefined);
  }
};
