// The release's server module (FIRST_VIEW_MODULE_FILE): the fragment's server renders the first view with it.
import type { FirstViewModule } from '@storefront/contracts';
import { renderFirstView as renderPage } from './render-first-view';
import { serverContentFetch } from './server-content';

export const renderFirstView: FirstViewModule['renderFirstView'] = ({ pathname, search, device, config }) =>
  renderPage({ pathname, search }, device, serverContentFetch(config));
