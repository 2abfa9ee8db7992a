import { safeHref } from '@storefront/platform';

/**
 * Query parameter names on product links (spec section 2). The recommender's sample links also carry
 * zootopia_rec, si, pr, rk, pi and rri; those are passed through unchanged.
 */
export const PRODUCT_LINK_PARAMS = {
  activeVariant: 'activeVariant',
  slot: 'slot',
  strategy: 'strategy',
  container: 'cn',
  pageName: 'pn',
} as const;

export interface RecommendationLinkTracking {
  /** 1-based position of the card in its slider. */
  slot: number;
  trackingContainer: string;
  /** The tracking page code, e.g. web_home. */
  pageName?: string;
  strategy?: string;
}

export interface ProductHrefOptions {
  /** Variant id to add as activeVariant; callers pass it only when the chosen variant id contains a dot. */
  activeVariant?: string;
  /** The recommender's own link for this item: the parameters it carries are kept as they are. */
  recommenderLink?: string;
  /** Recommendation tracking; each parameter is added only where the recommender did not set it. */
  tracking?: RecommendationLinkTracking;
}

const RELATIVE_BASE = 'https://relative.invalid';

/** The query parameters of a link from data, or none when it is not a parsable URL or path. */
export function linkParams(link: unknown): URLSearchParams {
  if (typeof link !== 'string') return new URLSearchParams();
  try {
    return new URL(link, RELATIVE_BASE).searchParams;
  } catch {
    return new URLSearchParams();
  }
}

function setIfMissing(params: URLSearchParams, name: string, value: string | undefined): void {
  if (value !== undefined && value !== '' && !params.has(name)) params.set(name, value);
}

/**
 * A card's link: the product's path (checked with safeHref) with activeVariant and tracking parameters.
 * Returns undefined when the product's link is not a safe navigation target.
 */
export function buildProductHref(link: string, options: ProductHrefOptions = {}): string | undefined {
  const safe = safeHref(link);
  if (!safe) return undefined;
  const url = new URL(safe, RELATIVE_BASE);
  if (options.recommenderLink !== undefined)
    linkParams(options.recommenderLink).forEach((value, name) => {
      if (!url.searchParams.has(name)) url.searchParams.set(name, value);
    });
  url.searchParams.delete(PRODUCT_LINK_PARAMS.activeVariant);
  if (options.activeVariant) url.searchParams.set(PRODUCT_LINK_PARAMS.activeVariant, options.activeVariant);
  const tracking = options.tracking;
  if (tracking) {
    setIfMissing(url.searchParams, PRODUCT_LINK_PARAMS.slot, String(tracking.slot));
    setIfMissing(url.searchParams, PRODUCT_LINK_PARAMS.strategy, tracking.strategy);
    setIfMissing(url.searchParams, PRODUCT_LINK_PARAMS.container, tracking.trackingContainer);
    setIfMissing(url.searchParams, PRODUCT_LINK_PARAMS.pageName, tracking.pageName);
  }
  return url.origin === RELATIVE_BASE ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

/**
 * Where a card leads, its href built when the card renders: a card's link takes several URL parses, which a slider
 * then spreads over its steps instead of doing all its cards' in the render that makes them.
 */
export interface ProductLinkTarget {
  /** The product's link from data (checked with safeHref when the href is built). */
  path: string;
  options: ProductHrefOptions;
}

export function hrefOf({ path, options }: ProductLinkTarget): string | undefined {
  return buildProductHref(path, options);
}
