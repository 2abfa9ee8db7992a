import { normalisePath, PAGE_CODES, routeOwner, type PageCode } from '@storefront/contracts';

/** A product detail page: `/shop/{pet}/{category}/{brand}/{series}/{productId}`, the last segment numeric. */
const PRODUCT_DETAIL_PATH = /^\/shop\/(?:[^/]+\/)+\d+$/;

/**
 * The tracking page code of a route: the page code of the fragment route in the federation description, or
 * web_pdp for a product detail page (spec section 2). Other routes have none, so their page views are refused by
 * the page-code rule.
 */
export function pageCodeForPath(pathname: string): PageCode | undefined {
  const owner = routeOwner(pathname);
  if (owner) return owner.route.pageCode;
  return PRODUCT_DETAIL_PATH.test(normalisePath(pathname)) ? PAGE_CODES.productDetail : undefined;
}
