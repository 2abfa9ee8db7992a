import { PAGE_CODES, type PageCode } from '@storefront/contracts';

/** A product detail page: `/shop/{pet}/{category}/{brand}/{series}/{productId}`, the last segment numeric. */
const PRODUCT_DETAIL_PATH = /^\/shop\/(?:[^/]+\/)+\d+$/;

/**
 * The tracking page code of a route (spec section 2 plus the own-brand and account pages).
 * Other routes have none, so their page views are refused by the page-code rule.
 */
export function pageCodeForPath(pathname: string): PageCode | undefined {
  const path = normalisePath(pathname);
  if (path === '/') return PAGE_CODES.home;
  if (path === '/account') return PAGE_CODES.accountOverview;
  if (path === '/eigenmarken') return PAGE_CODES.ownBrand;
  if (PRODUCT_DETAIL_PATH.test(path)) return PAGE_CODES.productDetail;
  return undefined;
}

/** `/account/` and `/account` are the same page. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
