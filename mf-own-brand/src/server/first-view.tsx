// The release's server module (FIRST_VIEW_MODULE_FILE): the fragment's server renders the first view with it.
import { renderToString } from 'react-dom/server';
import { FIRST_VIEW_RENDER_LIMIT_MS, routeOwner, type FirstViewModule, type JsonValue } from '@storefront/contracts';
import { configurePlatform, loginStateFromCookies } from '@storefront/platform';
import { recommendationsV4Request, type RecommendationsV4Response } from '@storefront/platform/calls';
import { createServerApi } from '@storefront/platform/server-api';
import { categoriesOfAnswer, loadOwnBrandAnswer } from '../data/load-own-brand-page';
import { ownBrandRecommendationsParams } from '../data/own-brand-api';
import { ownBrandFirstView, type OwnBrandFirstViewState } from '../first-view/own-brand-first-view';
import { FRAGMENT_NAME } from '../fragment';
import { petTypeFromSearch } from '../page/pet-tab';
import { Root } from '../Root';

/**
 * The own-brand page as the browser first renders it once its categories are known: heading, tabs, chips and each
 * category's heading and banners (the first category's phone banner loaded at once), the sliders keeping their
 * places until the browser has the catalogue's products. For this shopper (their login state, as the browser asks
 * the recommender). Undefined for another path and when the recommender cannot be had in time (reported): the
 * browser renders the page as without a server.
 */
export const renderFirstView: FirstViewModule['renderFirstView'] = async ({ pathname, search, device, config, cookies }) => {
  if (routeOwner(pathname)?.fragment.name !== FRAGMENT_NAME) return undefined;
  // This server bundle's own platform: links from data (safeHref) are judged by the site's domains, as in the browser.
  configurePlatform(config);
  const get = createServerApi({ config, caller: FRAGMENT_NAME, timeoutMs: FIRST_VIEW_RENDER_LIMIT_MS });
  const { path, query } = recommendationsV4Request(ownBrandRecommendationsParams(config.site, loginStateFromCookies(cookies)));
  const loaded = await loadOwnBrandAnswer(async () => (await get('recommender', path, query)) as RecommendationsV4Response, categoriesOfAnswer);
  if (!loaded) return undefined;
  const petType = petTypeFromSearch(search);
  const state: OwnBrandFirstViewState = { device, petType, answer: loaded.answer };
  // The render is synchronous: no other request's render sees this first view.
  ownBrandFirstView.provide({ device, petType, tabs: loaded.tabs });
  try {
    // The answer is JSON as the recommender sent it.
    return { html: renderToString(<Root />), state: state as unknown as JsonValue };
  } finally {
    ownBrandFirstView.provide(undefined);
  }
};
