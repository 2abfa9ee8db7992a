import type { BlockContentType } from '../content/content-types';
import { OWN_BRANDS_PLACEHOLDER_TILES } from '../blocks/own-brands/own-brands-tiles';
import { lazyBlock, OVERLAY, OVERLAY_AFTER_SCROLL, reserve, type LazyBlock } from './lazy-block';

/**
 * The one list of blocks by content type. Each block's code (component, styles, schema) is its own chunk, loaded
 * only when a page's layout names its content type and the block comes near the viewport. Adding a block: its
 * `src/blocks/<name>/<name>.block.tsx` (default export `defineBlock(...)`) and one line here with the height its
 * place keeps per device (mobile, tablet, desktop) while it loads (and, for a block of square tiles, the placeholder
 * tiles it shows meanwhile). Content types not listed render nothing.
 */
export const BLOCK_REGISTRY: Readonly<Partial<Record<BlockContentType, LazyBlock>>> = {
  SoftRedirectModal: lazyBlock(() => import(/* webpackChunkName: "block-soft-redirect" */ '../blocks/soft-redirect/soft-redirect.block'), OVERLAY),
  PromoBar: lazyBlock(() => import(/* webpackChunkName: "block-promo-bar" */ '../blocks/promo-bar/promo-bar.block'), reserve(112, 60, 60)),
  ValuePropositionStrip: lazyBlock(
    () => import(/* webpackChunkName: "block-value-proposition" */ '../blocks/value-proposition/value-proposition.block'),
    reserve(464, 196, 172),
  ),
  RecommendationSlider: lazyBlock(
    () => import(/* webpackChunkName: "block-recommendation-slider" */ '../blocks/recommendation-slider/recommendation-slider.block'),
    reserve(646, 601, 621),
  ),
  FeatureZone: lazyBlock(() => import(/* webpackChunkName: "block-feature-zone" */ '../blocks/feature-zone/feature-zone.block'), reserve(1066, 767, 741)),
  TabContainer: lazyBlock(() => import(/* webpackChunkName: "block-tab-container" */ '../blocks/tab-container/tab-container.block'), reserve(693, 770, 798)),
  MagazineTeaserCarousel: lazyBlock(
    () => import(/* webpackChunkName: "block-magazine-teaser" */ '../blocks/magazine-teaser/magazine-teaser.block'),
    reserve(655, 630, 622),
  ),
  CustomerReviewsCarousel: lazyBlock(
    () => import(/* webpackChunkName: "block-customer-reviews" */ '../blocks/customer-reviews/customer-reviews.block'),
    reserve(281, 248, 248),
  ),
  CustomerStatistics: lazyBlock(
    () => import(/* webpackChunkName: "block-customer-statistics" */ '../blocks/customer-statistics/customer-statistics.block'),
    reserve(298, 247, 247),
  ),
  SocialMediaCarousel: lazyBlock(
    () => import(/* webpackChunkName: "block-social-media-carousel" */ '../blocks/social-media-carousel/social-media-carousel.block'),
    reserve(379, 319, 343),
  ),
  CountdownBanner: lazyBlock(() => import(/* webpackChunkName: "block-countdown" */ '../blocks/countdown/countdown.block'), reserve(278, 128, 86)),
  SeoAccordion: lazyBlock(() => import(/* webpackChunkName: "block-seo-accordion" */ '../blocks/seo-accordion/seo-accordion.block'), reserve(459, 342, 342)),
  TermsTextBlock: lazyBlock(() => import(/* webpackChunkName: "block-terms-text" */ '../blocks/terms-text/terms-text.block'), reserve(200, 116, 116)),
  LoginOrReorderButton: lazyBlock(
    () => import(/* webpackChunkName: "block-login-or-reorder" */ '../blocks/login-or-reorder/login-or-reorder.block'),
    reserve(80, 80, 80),
  ),
  GoToTopButton: lazyBlock(() => import(/* webpackChunkName: "block-go-to-top" */ '../blocks/go-to-top/go-to-top.block'), OVERLAY_AFTER_SCROLL),
  BrandCarousel: lazyBlock(
    () => import(/* webpackChunkName: "block-brand-carousel" */ '../blocks/brand-carousel/brand-carousel.block'),
    reserve(443, 173, 192),
  ),
  OwnBrandsCarousel: lazyBlock(
    () => import(/* webpackChunkName: "block-own-brands" */ '../blocks/own-brands/own-brands.block'),
    reserve(1126, 1102, 1118, OWN_BRANDS_PLACEHOLDER_TILES),
  ),
  PetSelectorCarousel: lazyBlock(
    () => import(/* webpackChunkName: "block-pet-selector" */ '../blocks/pet-selector/pet-selector.block'),
    reserve(261, 280, 315),
  ),
  CategorySelectorCarousel: lazyBlock(
    () => import(/* webpackChunkName: "block-category-selector" */ '../blocks/category-selector/category-selector.block'),
    reserve(342, 298, 360),
  ),
  HeroBannerCarousel: lazyBlock(() => import(/* webpackChunkName: "block-hero-banner" */ '../blocks/hero-banner/hero-banner.block'), reserve(269, 275, 391)),
  SecondaryHeroBanner: lazyBlock(
    () => import(/* webpackChunkName: "block-secondary-hero" */ '../blocks/secondary-hero/secondary-hero.block'),
    reserve(357, 372, 352),
  ),
  ResponsiveBanner: lazyBlock(
    () => import(/* webpackChunkName: "block-responsive-banner" */ '../blocks/responsive-banner/responsive-banner.block'),
    reserve(143, 177, 251),
  ),
  SpecialOffers: lazyBlock(
    () => import(/* webpackChunkName: "block-special-offers" */ '../blocks/special-offers/special-offers.block'),
    reserve(1340, 612, 820),
  ),
  PetSection: lazyBlock(() => import(/* webpackChunkName: "block-pet-section" */ '../blocks/pet-section/pet-section.block'), reserve(605, 609, 724)),
};

export function lazyBlockFor(contentType: string): LazyBlock | undefined {
  return Object.hasOwn(BLOCK_REGISTRY, contentType) ? BLOCK_REGISTRY[contentType as BlockContentType] : undefined;
}

/** The content types this fragment renders. */
export const REGISTERED_CONTENT_TYPES = Object.keys(BLOCK_REGISTRY) as BlockContentType[];
