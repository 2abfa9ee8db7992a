/** Every block content type the content service knows (contract of the `content` API). */
export const BLOCK_CONTENT_TYPES = [
  'SoftRedirectModal',
  'PromoBar',
  'HeroBannerCarousel',
  'SecondaryHeroBanner',
  'ResponsiveBanner',
  'BrandCarousel',
  'OwnBrandsCarousel',
  'FeatureZone',
  'TabContainer',
  'SpecialOffers',
  'PetSection',
  'PetSelectorCarousel',
  'CategorySelectorCarousel',
  'MagazineTeaserCarousel',
  'ValuePropositionStrip',
  'CustomerReviewsCarousel',
  'CustomerStatistics',
  'SocialMediaCarousel',
  'RecommendationSlider',
  'TermsTextBlock',
  'SeoAccordion',
  'LoginOrReorderButton',
  'GoToTopButton',
  'CountdownBanner',
] as const;

export type BlockContentType = (typeof BLOCK_CONTENT_TYPES)[number];

export const PAGE_LAYOUT_CONTENT_TYPE = 'PageLayout';
