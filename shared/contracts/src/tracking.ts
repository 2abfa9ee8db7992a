/** The tracker exposed by mf-tracking as `mf_tracking/tracker`, one instance per page. */
export type TrackingEventName = 'PAGE_VIEW' | 'IMPRESSION' | 'CLICK';

/**
 * Page codes: web_home and web_pdp from the spec; the own-brand landing page uses the code its recommendation
 * links carry (`pn=web_ob_landing`), the account overview has its own.
 */
export const PAGE_CODES = {
  home: 'web_home',
  productDetail: 'web_pdp',
  ownBrand: 'web_ob_landing',
  accountOverview: 'web_account_overview',
} as const;

export type PageCode = (typeof PAGE_CODES)[keyof typeof PAGE_CODES];

export interface TrackingTarget {
  /** What was seen or clicked, e.g. `recommendation_next`, `product_card`, `countdown_banner`. */
  name: string;
  id: string;
}

export interface TrackingContext {
  pageCode: string | undefined;
}

export type TrackingData = Record<string, unknown>;

export interface Tracker {
  pageView(context: TrackingContext, data?: TrackingData): void;
  impression(context: TrackingContext, target: TrackingTarget, data?: TrackingData): void;
  click(context: TrackingContext, target: TrackingTarget, data?: TrackingData): void;
}

export interface ImpressionOptions {
  /** Share of the element that must be visible; 1 by default, 0.5 for hero banners. */
  threshold?: number;
  /** Time the element must stay visible before the impression counts (500 ms for banners). */
  delayMs?: number;
}

export interface TrackerModule {
  tracker: Tracker;
  /**
   * Calls onImpression at most once for this element, when it has been visible (threshold) for delayMs.
   * Returns a function that stops observing.
   */
  observeImpression(element: Element, onImpression: () => void, options?: ImpressionOptions): () => void;
}

/** Banners count as seen after 500 ms in view (spec sections 7 and 9). */
export const BANNER_IMPRESSION_DELAY_MS = 500;

/** Hero banners count as seen when half visible (spec section 9). */
export const HERO_BANNER_THRESHOLD = 0.5;

/** Click target names for the arrows of recommendation carousels (spec section 7). */
export const RECOMMENDATION_NEXT = 'recommendation_next';
export const RECOMMENDATION_PREVIOUS = 'recommendation_previous';
